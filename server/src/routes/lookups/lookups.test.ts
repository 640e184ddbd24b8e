import type { DegreeLevel, GradeLevel, Material, Originator, ShippingMethod } from '@tp/domain';
import { materials } from '../../db/schema/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestAgent } from '../../test/agent.ts';
import { call } from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

/** The look-ups the forms read (spec staff-and-crm §7); the clock is 2026-03-10. */
describe.each(BACKENDS)('look-ups (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let advisor: TestAgent;
  let tutor: TestAgent;
  let parent: TestAgent;
  let anonymous: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    [advisor, tutor, parent] = await ctx.signInAs('advisor', 'tia', 'pam');
    anonymous = new TestAgent(ctx.app);
  });
  afterAll(() => ctx?.close());

  it('lists the grade levels, with the year each graduates when asked', async () => {
    const plain = await call<{ gradeLevels: GradeLevel[] }>(parent.get('/api/v2/grade_levels'));
    expect(plain.status).toBe(200);
    expect(plain.body.gradeLevels.slice(0, 3)).toEqual([
      { id: -1, name: 'TK' },
      { id: 0, name: 'K' },
      { id: 1, name: '1' },
    ]);
    const withYear = await call<{ gradeLevels: GradeLevel[] }>(
      tutor.get('/api/v2/grade_levels?withGradYear=true'),
    );
    expect(withYear.body.gradeLevels.at(-1)).toEqual({ id: 12, name: '12', gradYear: 2026 });
    expect((await tutor.get('/api/v2/grade_levels?withGradYear=maybe')).status).toBe(422);
    expect((await anonymous.get('/api/v2/grade_levels')).status).toBe(401);
  });

  it('lists the degree levels to anyone signed in', async () => {
    const { status, body } = await call<{ degreeLevels: DegreeLevel[] }>(
      tutor.get('/api/v2/degree_levels'),
    );
    expect(status).toBe(200);
    expect(body.degreeLevels[0]).toEqual({ id: 'high_school', name: 'High School Diploma' });
    expect((await anonymous.get('/api/v2/degree_levels')).status).toBe(401);
  });

  it('lists the originators as records to staff only', async () => {
    const { status, body } = await call<{ originators: Originator[] }>(
      advisor.get('/api/v2/originators'),
    );
    expect(status).toBe(200);
    expect(body.originators.map((o) => o.id)).toEqual(['amazon', 'barnes_and_noble', 'warehouse']);
    expect((await tutor.get('/api/v2/originators')).status).toBe(403);
    expect((await parent.get('/api/v2/originators')).status).toBe(403);
    expect((await anonymous.get('/api/v2/originators')).status).toBe(401);
  });

  it('lists the shipping methods, ids as slugs, to staff only', async () => {
    const { status, body } = await call<{ shippingMethods: ShippingMethod[] }>(
      advisor.get('/api/v2/shipping_methods'),
    );
    expect(status).toBe(200);
    expect(body.shippingMethods).toContainEqual({ id: 'usps_priority', name: 'USPS Priority' });
    expect(body.shippingMethods.map((m) => m.id)).toContain('hand_delivery');
    expect((await tutor.get('/api/v2/shipping_methods')).status).toBe(403);
    expect((await parent.get('/api/v2/shipping_methods')).status).toBe(403);
    expect((await anonymous.get('/api/v2/shipping_methods')).status).toBe(401);
  });

  it('lists the active materials by name, whatever their case, to staff only', async () => {
    await ctx.db.insert(materials).values({ name: 'algebra flashcards' });
    const { status, body } = await call<{ materials: Material[] }>(
      advisor.get('/api/v2/materials'),
    );
    expect(status).toBe(200);
    // The fixture's retired "Old Algebra Book" is left out.
    expect(body.materials.map((m) => m.name)).toEqual([
      'ACT Practice Tests',
      'algebra flashcards',
      'SAT Math Workbook',
    ]);
    expect(Object.keys(body.materials[0]!).sort()).toEqual(['id', 'name']);
    expect((await tutor.get('/api/v2/materials')).status).toBe(403);
    expect((await parent.get('/api/v2/materials')).status).toBe(403);
    expect((await anonymous.get('/api/v2/materials')).status).toBe(401);
  });
});
