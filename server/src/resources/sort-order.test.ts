import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '@tp/domain';
import { brands, departments } from '../db/schema/index.ts';
import { TestAgent } from '../test/agent.ts';
import {
  FIXTURE_LOGIN_PASSWORD,
  call,
  seedResourceWorld,
  type ListBody,
} from '../test/fixtures.ts';
import { BACKENDS, createTestContext, type TestContext } from '../test/harness.ts';

describe.each(BACKENDS)('text sort order (%s)', (backend) => {
  let ctx: TestContext;
  let admin: TestAgent;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await seedResourceWorld(ctx.db);
    const [department] = await ctx.db.insert(departments).values({ name: 'Sorting' }).returning();
    await ctx.db.insert(brands).values(
      ['PSAT Prep', 'Pre-Algebra Club', 'apex Tutors'].map((name) => ({
        name,
        departmentId: department!.id,
      })),
    );
    admin = await new TestAgent(ctx.app).signIn('admin@fixture.test', FIXTURE_LOGIN_PASSWORD);
  });
  afterAll(() => ctx?.close());

  it('sorts text case-insensitively, the same on every database', async () => {
    const { body } = await call<ListBody<'brands', Brand>>(
      admin.get('/api/v2/brands?orderBy=name&orderSort=asc'),
    );
    const names = body.brands
      .map((b) => b.name)
      .filter((n) => ['PSAT Prep', 'Pre-Algebra Club', 'apex Tutors'].includes(n));
    expect(names).toEqual(['apex Tutors', 'Pre-Algebra Club', 'PSAT Prep']);
  });
});
