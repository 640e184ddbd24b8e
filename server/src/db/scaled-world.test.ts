import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleWorld } from '../../bench/scale-world.ts';
import { TEST_NOW, createTestContext, type TestContext } from '../test/harness.ts';
import { generateDemoWorld, type DemoWorld } from './demo-world/index.ts';
import { DEMO_WORLD_TABLES } from './demo-world-tables.ts';
import { seedDemoWorld } from './seed.ts';

// `npm run bench` seeds the demo world several times over; a new unique rule that the copies
// break would only show there. One copy beside the original is enough to find it.
describe('the benchmark world (the demo world times 2)', () => {
  let ctx: TestContext;
  let world: DemoWorld;

  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    world = scaleWorld(generateDemoWorld({ now: TEST_NOW }), 2);
    await seedDemoWorld(ctx.db, world);
  });
  afterAll(() => ctx?.close());

  it.each(DEMO_WORLD_TABLES)('seeds every row of $key', async ({ key, table }) => {
    const [row] = await ctx.db.select({ n: count() }).from(table);
    expect(row?.n).toBe(world[key].length);
  });
});
