import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from './client.ts';
import { pgliteDb } from './pglite-db.ts';

/** A raw query's rows (`Db` is typed over both drivers, whose raw results it cannot name). */
async function rowsOf(db: Pick<Db, 'execute'>, query: typeof ROW): Promise<unknown[]> {
  return ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

const ROW = sql`select
  timestamp '2026-03-08 02:30:00' as "timestamp",
  timestamptz '2026-11-01 01:30:00-04' as "timestamptz",
  date '2028-02-29' as "date",
  interval '1 day 02:03:04' as "interval",
  array[1.50, 2]::numeric[] as "numerics",
  array[timestamptz '2026-03-29 01:00:00+00', null] as "timestamptzs",
  array[date '2026-01-01'] as "dates", array[interval '5 minutes'] as "intervals",
  array[timestamp '2026-01-01 00:00'] as "timestamps",
  array[1, 2]::int[] as "ints", 12.5::numeric as "numeric", true as "flag", '{"a":1}'::json as "json"`;

describe('the app’s database over PGlite', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  it('answers the rows drizzle’s own PGlite driver answers', async () => {
    const plain = (await drizzle({ client }).execute(ROW)).rows;
    const lean = await rowsOf(pgliteDb(client), ROW);
    expect(lean).toEqual(plain);
    expect(lean[0]).toMatchObject({ timestamptz: '2026-11-01 05:30:00+00', ints: [1, 2] });
  });

  it('answers the same inside a transaction', async () => {
    const plain = (await drizzle({ client }).transaction((tx) => tx.execute(ROW))).rows;
    const lean = await pgliteDb(client).transaction((tx) => rowsOf(tx, ROW));
    expect(lean).toEqual(plain);
  });

  it('sends drizzle’s queries without the parsers PGlite would merge for each', async () => {
    // Through a wrapper, as the mocks' client is: the instance itself runs prepared statements,
    // which do not go through `query` at all.
    const wrapper = {
      query: client.query.bind(client),
      transaction: client.transaction.bind(client),
    };
    const query = vi.spyOn(wrapper, 'query');
    await pgliteDb(wrapper, client).execute(sql`select now() as "now"`);
    const options = query.mock.calls.at(-1)?.[2] as QueryOptions | undefined;
    query.mockRestore();
    expect(options?.parsers).toBeUndefined();
    expect(options?.rowMode).toBe('object');
  });
});
