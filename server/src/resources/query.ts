import * as drizzle from 'drizzle-orm';
import { asc, Column, desc, inArray, is, SQL, sql, Subquery } from 'drizzle-orm';
import { PgColumn, type PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import type { SelectedFieldsOrdered } from 'drizzle-orm/pg-core/query-builders/select.types';
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
export function sortKey(expression: PgColumn | SQL): PgColumn | SQL {
  // Only text columns: dates, times and enums read as strings too, and cannot take a collation.
  if (is(expression, PgColumn) && TEXT_COLUMN_TYPES.has(expression.columnType)) {
    return sql`lower(${expression} collate "C") collate "C"`;
  }
  return expression;
}

/**
 * A resource's `select <fields> from <table> <joins>` as drizzle renders it, with the fields in
 * the order drizzle maps the answer's rows by. It is the same for every call, and rendering it
 * (computed columns are large subqueries) was most of the engine's query building: about a
 * tenth of the server's CPU under ten list calls at once.
 */
interface QueryShape {
  sql: string;
  params: unknown[];
  mapRows: RowMapper;
}

/** The driver's rows (arrays, in the select's field order) as objects by field name. */
export type RowMapper = (rows: unknown[][]) => AnyRow[];

/**
 * drizzle's own ordering of a select's fields (what its select hands the session to map rows
 * by): exported at run time, left out of the published types as internal.
 */
const orderSelectedFields = (
  drizzle as unknown as {
    orderSelectedFields(fields: Record<string, unknown>): SelectedFieldsOrdered;
  }
).orderSelectedFields;

const COUNT_FIELDS = { count: sql<number>`count(*)::int`.as('count') };
const selectShapes = new WeakMap<Resource, QueryShape>();
const countShapes = new WeakMap<Resource, QueryShape>();

function shapeOf(
  cache: WeakMap<Resource, QueryShape>,
  db: Db,
  resource: Resource,
  fields: Record<string, unknown>,
): QueryShape {
  let shape = cache.get(resource);
  if (!shape) {
    const { sql: text, params } = baseSelect(db, resource, fields).toSQL();
    shape = { sql: text, params, mapRows: rowMapper(orderSelectedFields(fields)) };
    cache.set(resource, shape);
  }
  return shape;
}

/** How drizzle turns a driver's value into the field's (a column, or a `sql` with `mapWith`). */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** A `sql` chunk's decoder: internal in drizzle's published types. */
const decoderOf = (chunk: SQL): Decoder => (chunk as unknown as { decoder: Decoder }).decoder;

/** Decoders that leave a value as the driver gave it: a plain column's, and a bare `sql`'s. */
const KEPT_AS_IS: ReadonlySet<unknown> = new Set([
  Column.prototype.mapFromDriverValue,
  decoderOf(sql``).mapFromDriverValue,
]);

/**
 * Maps rows as drizzle's select does (its `mapResultRow`: each field's decoder, null kept null),
 * with the decoders found once per shape instead of on every field of every row: drizzle's
 * per-field type checks were about a fifteenth of a list call's CPU. Fields are flat (a
 * resource's `fields` are columns and aliased SQL).
 */
export function rowMapper(fields: SelectedFieldsOrdered): RowMapper {
  const columns = fields.map(({ path, field }) => {
    if (path.length !== 1) throw new Error(`nested select field ${path.join('.')}`);
    const decoder: Decoder = is(field, Column)
      ? field
      : is(field, SQL)
        ? decoderOf(field)
        : is(field, Subquery)
          ? decoderOf(field._.sql as SQL)
          : decoderOf((field as SQL.Aliased).sql);
    const kept = KEPT_AS_IS.has(decoder.mapFromDriverValue);
    return { key: path[0]!, decoder: kept ? null : decoder };
  });
  return (rows) =>
    rows.map((row) => {
      const record: AnyRow = {};
      for (let i = 0; i < columns.length; i++) {
        const { key, decoder } = columns[i]!;
        const value = row[i];
        record[key] =
          value === null || decoder === null ? value : decoder.mapFromDriverValue(value);
      }
      return record;
    });
}

/** drizzle's internals a select runs through (the builder's own `_prepare` does the same). */
interface DrizzleInternals {
  dialect: PgDialect;
  session: PgSession;
}

/** A statement as the driver takes it, with how its rows map to objects. */
export interface RenderedQuery {
  sql: string;
  params: unknown[];
  mapRows: RowMapper;
}

/**
 * `shape` followed by `tail` (where, order, limit) as drizzle's select renders it: the same
 * text and parameters, `tail`'s numbered after the shape's, without building the select again.
 */
function render(db: Db, shape: QueryShape, tail: SQL): RenderedQuery {
  const { dialect } = db as unknown as DrizzleInternals;
  const rendered = tail.toQuery({
    casing: (dialect as unknown as { casing: Parameters<SQL['toQuery']>[0]['casing'] }).casing,
    escapeName: dialect.escapeName,
    escapeParam: dialect.escapeParam,
    escapeString: dialect.escapeString,
    paramStartIndex: { value: shape.params.length },
  });
  return {
    sql: shape.sql + rendered.sql,
    params: [...shape.params, ...rendered.params],
    mapRows: shape.mapRows,
  };
}

/**
 * Whether queries on `db` can run at once: drizzle over a pg Pool (each query takes a
 * connection of its own), not PGlite nor a transaction, whose one connection takes them in turn.
 */
export function hasConnectionPool(db: Db): boolean {
  const { session } = db as unknown as { session: { client?: object } };
  // pg's Pool, told apart by shape: this module is also bundled for the browser, without pg.
  return !!session.client && 'idleCount' in session.client && 'totalCount' in session.client;
}

/** Runs a rendered select and maps its rows as drizzle's select does. */
async function run(db: Db, query: RenderedQuery): Promise<AnyRow[]> {
  const { session } = db as unknown as DrizzleInternals;
  // No fields and a mapper: the driver answers rows as arrays, and the mapper makes the objects.
  const prepared = session.prepareQuery(query, undefined, undefined, true, query.mapRows);
  return (await prepared.execute()) as AnyRow[];
}

/** ` where …` as drizzle appends it to a select, or nothing. */
function whereClause(where: SQL | undefined): SQL {
  return where ? sql` where ${where}` : sql``;
}

/** The select of a list or read: filtered, ordered (id breaks ties so pages are stable), paged. */
export function selectQuery(db: Db, resource: Resource, options: RowQuery): RenderedQuery {
  const order = options.order ?? resource.defaultOrder;
  const key = resource.sortable[order.column] ?? resource.idColumn;
  if (typeof key === 'function' && !options.now)
    throw new Error(`sorting ${resource.name} by ${order.column} needs the request's clock`);
  const expression = typeof key === 'function' ? key(options.now!) : key;
  const direction = order.sort === 'desc' ? desc : asc;
  const chunks = [
    whereClause(allOf([resource.within, options.where])),
    sql` order by ${direction(sortKey(expression))}, ${direction(resource.idColumn)}`,
  ];
  if (options.limit !== undefined) chunks.push(sql` limit ${options.limit}`);
  if (options.offset !== undefined && options.offset > 0)
    chunks.push(sql` offset ${options.offset}`);
  return render(db, shapeOf(selectShapes, db, resource, resource.fields), sql.join(chunks));
}

/** The count of a list's records. */
export function countQuery(db: Db, resource: Resource, where: SQL | undefined): RenderedQuery {
  return render(
    db,
    shapeOf(countShapes, db, resource, COUNT_FIELDS),
    whereClause(allOf([resource.within, where])),
  );
}

/** Rows of a resource's select, filtered, ordered (id breaks ties so pages are stable), paged. */
export function selectRows(db: Db, resource: Resource, options: RowQuery): Promise<AnyRow[]> {
  return run(db, selectQuery(db, resource, options));
}

export async function countRows(
  db: Db,
  resource: Resource,
  where: SQL | undefined,
): Promise<number> {
  const [row] = (await run(db, countQuery(db, resource, where))) as { count: number }[];
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
