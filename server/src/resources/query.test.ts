import * as drizzleOrm from 'drizzle-orm';
import { and, asc, desc, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { SelectedFieldsOrdered } from 'drizzle-orm/pg-core/query-builders/select.types';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { countQuery, rowMapper, selectQuery, sortKey, type RowQuery } from './query.ts';
import { RESOURCES } from './registry.ts';
import type { Resource } from './types.ts';

/** Renders without a connection: the text drizzle would send. */
const db = drizzle.mock({ schema }) as unknown as Db;

/** The list's select as drizzle's builder writes it, built afresh (what the engine did per call). */
function builderSelect(resource: Resource, options: RowQuery) {
  let query = db.select(resource.fields).from(resource.from).$dynamic();
  for (const join of resource.joins) query = query.innerJoin(join.table, join.on);
  const where = and(resource.within, options.where);
  if (where) query = query.where(where);
  const order = options.order ?? resource.defaultOrder;
  const key = resource.sortable[order.column] ?? resource.idColumn;
  const expression = typeof key === 'function' ? key(options.now!) : key;
  const direction = order.sort === 'desc' ? desc : asc;
  query = query.orderBy(direction(sortKey(expression)), direction(resource.idColumn));
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined && options.offset > 0) query = query.offset(options.offset);
  return query.toSQL();
}

function builderCount(resource: Resource, where: SQL | undefined) {
  let query = db
    .select({ count: sql<number>`count(*)::int`.as('count') })
    .from(resource.from)
    .$dynamic();
  for (const join of resource.joins) query = query.innerJoin(join.table, join.on);
  // A resource over part of a table (notes, calls: contact activities) counts its part only.
  const condition = and(resource.within, where);
  if (condition) query = query.where(condition);
  return query.toSQL();
}

const now = new Date('2026-03-08T10:00:00Z');

describe('query shapes', () => {
  it.each(RESOURCES.map((resource) => [resource.name, resource] as const))(
    '%s: the cached shape renders the same text and parameters as drizzle’s builder',
    (_name, resource) => {
      const where = sql`${inArray(resource.idColumn, [3, 4])} and ${gt(resource.idColumn, 1)}`;
      const cases: RowQuery[] = [
        {},
        { where, limit: 25, offset: 50, now },
        ...Object.keys(resource.sortable).flatMap((column) =>
          (['asc', 'desc'] as const).map((sort) => ({
            where,
            order: { column, sort },
            now,
            limit: 1,
          })),
        ),
      ];
      for (const options of cases) {
        const ours = selectQuery(db, resource, options);
        const theirs = builderSelect(resource, options);
        expect({ sql: ours.sql, params: ours.params }).toEqual(theirs);
        // Twice: the second comes from the cache.
        expect(selectQuery(db, resource, options).sql).toBe(theirs.sql);
      }
      for (const condition of [undefined, where]) {
        const ours = countQuery(db, resource, condition);
        expect({ sql: ours.sql, params: ours.params }).toEqual(builderCount(resource, condition));
      }
    },
  );
});

/** drizzle's own row mapping and field order, exported at run time but left out of its types. */
const drizzleInternals = drizzleOrm as unknown as {
  orderSelectedFields(fields: Record<string, unknown>): SelectedFieldsOrdered;
  mapResultRow(fields: SelectedFieldsOrdered, row: unknown[]): Record<string, unknown>;
};

describe('row mapping', () => {
  it.each(RESOURCES.map((resource) => [resource.name, resource] as const))(
    '%s: rows map to the same objects as drizzle’s select maps them',
    (_name, resource) => {
      const fields = drizzleInternals.orderSelectedFields(resource.fields);
      const ours = rowMapper(fields);
      // What drivers hand over for a field: text (each decoder parses it), numbers, a
      // timestamp's text and Date, an array, a boolean, null; one field at a time, the rest null.
      const values = ['1', 7, '2026-03-08 10:00:00', new Date(0), [1, 2], true, null];
      for (const [index] of fields.entries()) {
        for (const value of values) {
          const row = fields.map((_, i) => (i === index ? value : null));
          let theirs: Record<string, unknown>;
          try {
            theirs = drizzleInternals.mapResultRow(fields, row);
          } catch {
            // A value this field's decoder refuses: refused alike.
            expect(() => ours([row])).toThrow();
            continue;
          }
          const [record] = ours([row]);
          expect(record).toEqual(theirs);
          expect(Object.keys(record!)).toEqual(Object.keys(theirs));
        }
      }
    },
  );
});
