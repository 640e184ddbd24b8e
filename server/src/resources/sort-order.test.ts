import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '@tp/domain';
import { brands, departments } from '../db/schema/index.ts';
import type { TestAgent } from '../test/agent.ts';
import { call, type ListBody } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';

describe.each(BACKENDS)('text sort order (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let admin: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    const [department] = await ctx.db.insert(departments).values({ name: 'Sorting' }).returning();
    await ctx.db.insert(brands).values(
      ['PSAT Prep', 'Pre-Algebra Club', 'apex Tutors'].map((name) => ({
        name,
        departmentId: department!.id,
      })),
    );
    admin = await ctx.signIn('admin');
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
