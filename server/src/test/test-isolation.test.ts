import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments } from '../db/schema/index.ts';
import { BACKENDS, TEST_NOW, createTestContext, type TestContext } from './harness.ts';

/**
 * The harness's promise to every server test: each test starts from what `beforeAll` left.
 * The tests below write in one test and look in the next, so they run in order even when the
 * suite is shuffled: that order is what they check.
 */
describe.each(BACKENDS)('each test starts from the state beforeAll left (%s)', (backend) => {
  let ctx: TestContext;
  const departmentCount = async () => (await ctx.db.select({ n: count() }).from(departments))[0]?.n;
  const expectOnlyTheSeededRow = async () => {
    expect(await departmentCount()).toBe(1);
    const [seeded] = await ctx.db
      .select()
      .from(departments)
      .where(eq(departments.name, 'Seeded once'));
    expect(seeded).toBeDefined();
  };

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await ctx.db.insert(departments).values({ name: 'Seeded once' });
  });
  afterAll(() => ctx?.close());

  describe('in the order written', { shuffle: false }, () => {
    it('sees the rows beforeAll seeded, then writes its own and moves the clock', async () => {
      expect(await departmentCount()).toBe(1);
      await ctx.db.insert(departments).values({ name: 'Written by a test' });
      await ctx.mailer.send({ to: 'x@example.test', subject: 's', text: 't' });
      ctx.clock.advance(60_000);
      expect(await departmentCount()).toBe(2);
    });

    it("does not see the previous test's rows, mail or clock", async () => {
      expect(await departmentCount()).toBe(1);
      expect(ctx.mailer.sent).toEqual([]);
      expect(ctx.clock.now()).toEqual(TEST_NOW);
    });

    it('keeps the work of a transaction the app rolls back out, and of one it commits in', async () => {
      await expect(
        ctx.db.transaction(async (tx) => {
          await tx.insert(departments).values({ name: 'Rolled back' });
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      await ctx.db.transaction((tx) => tx.insert(departments).values({ name: 'Committed' }));
      const names = (await ctx.db.select({ name: departments.name }).from(departments)).map(
        (row) => row.name,
      );
      expect(names.sort()).toEqual(['Committed', 'Seeded once']);
    });

    it(
      'gives a test that needs real concurrency its own copy of the seeded database',
      { meta: { ownDatabase: true } },
      async () => {
        expect(await departmentCount()).toBe(1);
        await Promise.all(
          ['A', 'B'].map((name) =>
            ctx.db.transaction((tx) => tx.insert(departments).values({ name })),
          ),
        );
        expect(await departmentCount()).toBe(3);
      },
    );

    it('does not see the writes made on that copy', expectOnlyTheSeededRow);

    it(
      'lets a racing test run transactions at once, each whole, one failing alone',
      { meta: { racing: true } },
      async () => {
        const outcomes = await Promise.allSettled(
          ['A', 'B', 'C'].map((name) =>
            ctx.db.transaction(async (tx) => {
              await tx.insert(departments).values({ name });
              // Yield between statements, so the transactions would interleave if they could.
              await new Promise((resolve) => setTimeout(resolve, 5));
              if (name === 'B') throw new Error('refused');
              await tx.insert(departments).values({ name: `${name}2` });
            }),
          ),
        );
        expect(outcomes.map((outcome) => outcome.status)).toEqual([
          'fulfilled',
          'rejected',
          'fulfilled',
        ]);
        const names = (await ctx.db.select({ name: departments.name }).from(departments)).map(
          (row) => row.name,
        );
        expect(names.sort()).toEqual(['A', 'A2', 'C', 'C2', 'Seeded once']);
      },
    );

    it('does not see the writes of the racing test', expectOnlyTheSeededRow);
  });
});
