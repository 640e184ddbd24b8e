import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../harness.ts';
import { changedTables, fingerprinter } from './db-fingerprint.ts';

describe('the database fingerprint', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    await ctx.db.insert(departments).values({ name: 'Seeded' });
  });
  afterAll(() => ctx?.close());

  it(
    'stays the same over reads and changes with a write, even one that changes no count',
    { meta: { ownDatabase: true } },
    async () => {
      const fingerprint = await fingerprinter(ctx.db);
      const first = await fingerprint();
      await ctx.db.select().from(departments);
      expect(changedTables(first, await fingerprint())).toEqual([]);
      await ctx.db.update(departments).set({ name: 'Renamed' });
      const renamed = await fingerprint();
      expect(changedTables(first, renamed)).toEqual(['departments']);
      await ctx.db.insert(departments).values({ name: 'Another' });
      expect(changedTables(renamed, await fingerprint())).toEqual(['departments']);
    },
  );
});
