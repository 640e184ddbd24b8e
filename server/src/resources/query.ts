import { asc, desc, inArray, is, sql, type SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { allOf } from './filters.ts';
import type { AnyRow, Resource } from './types.ts';

export interface RowQuery {
  where?: SQL;
  order?: { column: string; sort: 'asc' | 'desc' };
  /** The request's clock, for sort keys that depend on it. */
  now?: Date;
  limit?: number;
  offset?: number;
}

function baseSelect<T extends Record<string, unknown>>(db: Db, resource: Resource, fields: T) {
  // `fields` is a SelectFields record; drizzle's builder types it per call.
  let query = db
    .select(fields as Resource['fields'])
    .from(resource.from)
    .$dynamic();
  for (const join of resource.joins) query = query.innerJoin(join.table, join.on);
  return query;
}

const TEXT_COLUMN_TYPES: ReadonlySet<string> = new Set(['PgText', 'PgVarchar', 'PgChar']);

/**
 * Text sorts ignoring ASCII case, then by code point ("Pre-Algebra" before "PSAT"): people get
 * alphabetical order, and PGlite and PostgreSQL agree whatever their locale, because both the
 * case folding and the comparison use the "C" collation.
 */
function sortKey(expression: PgColumn | SQL): PgColumn | SQL {
  // Only text columns: dates, times and enums read as strings too, and cannot take a collation.
  if (is(expression, PgColumn) && TEXT_COLUMN_TYPES.has(expression.columnType)) {
    return sql`lower(${expression} collate "C") collate "C"`;
  }
  return expression;
}

/** Rows of a resource's select, filtered, ordered (id breaks ties so pages are stable), paged. */
export async function selectRows(db: Db, resource: Resource, options: RowQuery): Promise<AnyRow[]> {
  let query = baseSelect(db, resource, resource.fields);
  if (options.where) query = query.where(options.where);
  const order = options.order ?? resource.defaultOrder;
  const key = resource.sortable[order.column] ?? resource.idColumn;
  if (typeof key === 'function' && !options.now)
    throw new Error(`sorting ${resource.name} by ${order.column} needs the request's clock`);
  const expression = typeof key === 'function' ? key(options.now!) : key;
  const direction = order.sort === 'desc' ? desc : asc;
  query = query.orderBy(direction(sortKey(expression)), direction(resource.idColumn));
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined && options.offset > 0) query = query.offset(options.offset);
  return (await query) as AnyRow[];
}

export async function countRows(
  db: Db,
  resource: Resource,
  where: SQL | undefined,
): Promise<number> {
  let query = baseSelect(db, resource, { count: sql<number>`count(*)::int`.as('count') });
  if (where) query = query.where(where);
  const [row] = (await query) as { count: number }[];
  return row?.count ?? 0;
}

/** One row by id within a condition (a scope), or null. */
export async function findRow(
  db: Db,
  resource: Resource,
  id: number,
  within?: SQL,
): Promise<AnyRow | null> {
  const [row] = await selectRows(db, resource, {
    where: allOf([inArray(resource.idColumn, [id]), within]),
    limit: 1,
  });
  return row ?? null;
}
