import type { Brand, SessionTypeRecord } from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../test/agent.ts';
import {
  call,
  type ListBody,
  type OneBody,
  type ProblemBody,
  type ResourceWorld,
} from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import { PRICE_65_AN_HOUR } from '../../test/payment-fixtures.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

describe.each(BACKENDS)('brands: form rules and session types (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, advisor] = await ctx.signInAs('admin', 'advisor');
  });
  afterAll(() => ctx?.close());

  const update = (agent: TestAgent, brand: Record<string, unknown>) =>
    call<OneBody<'brand', Brand> & ProblemBody>(
      agent.put(`/api/v2/brands/${world.brands.private.id}`, { brand }),
    );

  it('starts a brand with no payment type, nothing offered, reviews in minutes', async () => {
    const res = await call<OneBody<'brand', Brand>>(
      admin.post('/api/v2/brands', {
        brand: { name: 'New Brand', departmentId: world.department.id },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.brand).toMatchObject({
      paymentType: 'none',
      pricing: null,
      reviewIntervalUnit: 'minutes',
      limitedAttendancesCount: 0,
    });
  });

  it('clears what an off toggle governs, whatever was sent', async () => {
    const on = await update(admin, {
      offerReserved: true,
      reservedIntervalUnit: 'days',
      reservedIntervalLength: 3,
      includeParentUpdates: true,
      parentUpdatesInterval: 14,
      allowLimitedAttendance: true,
      limitedAttendancesCount: 8,
    });
    expect(on.status).toBe(200);
    expect(on.body.brand).toMatchObject({ reservedIntervalLength: 3, parentUpdatesInterval: 14 });
    const off = await update(admin, {
      offerReserved: false,
      reservedIntervalLength: 3,
      includeParentUpdates: false,
      allowLimitedAttendance: false,
    });
    expect(off.body.brand).toMatchObject({
      offerReserved: false,
      reservedIntervalUnit: null,
      reservedIntervalLength: null,
      parentUpdatesInterval: null,
      limitedAttendancesCount: 0,
    });
  });

  it('requires what an on toggle needs', async () => {
    const res = await update(admin, { includeDelightedSurveys: true, includeReviews: true });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      reviewInterval: ["can't be blank"],
      delightedSurveyMinutesInterval: ["can't be blank"],
    });
  });

  it('keeps a fixed price without trial or contract; requires pricing for a payment type', async () => {
    expect((await update(admin, { paymentType: 'recurring' })).body.errors).toEqual({
      pricing: ["can't be blank"],
    });
    const fixed = await update(admin, {
      paymentType: 'fixed',
      pricing: {
        type: 'Pricing::Recurring',
        price: 99.5,
        intervalUnit: 'months',
        intervalLength: 1,
        trialPrice: 0,
        trialIntervalLength: 14,
        trialIntervalUnit: 'days',
      },
      offerContract: true,
      contractPricing: { price: 500, intervalUnit: 'months', intervalLength: 6 },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.brand.pricing).toEqual({
      type: 'Pricing::Fixed',
      price: 99.5,
      intervalUnit: null,
      intervalLength: null,
      trialPrice: null,
      trialIntervalLength: null,
      trialIntervalUnit: null,
    });
    expect(fixed.body.brand).toMatchObject({ offerContract: false, contractPricing: null });
    const none = await update(admin, { paymentType: 'none' });
    expect(none.body.brand.pricing).toBeNull();
  });

  it('keeps a price per tutoring hour; refuses a bad one with a 422 naming it', async () => {
    const pricing = { ...PRICE_65_AN_HOUR, intervalUnit: 'months', intervalLength: 1 };
    const saved = await update(admin, {
      paymentType: 'recurring',
      pricing: { ...pricing, hourlyPrice: 65.5 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.brand.pricing?.hourlyPrice).toBe(65.5);
    for (const [hourlyPrice, message] of [
      [-5, 'Price per tutoring hour can’t be negative'],
      [65.555, 'Price per tutoring hour must be in dollars and cents (at most 2 decimals)'],
    ] as const) {
      const refused = await update(admin, {
        paymentType: 'recurring',
        pricing: { ...pricing, hourlyPrice },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ pricing: [message] });
    }
    const cleared = await update(admin, {
      paymentType: 'recurring',
      pricing: { ...pricing, hourlyPrice: null },
    });
    expect(cleared.body.brand.pricing?.hourlyPrice).toBeNull();
  });

  it('lets only admins change a brand', async () => {
    expect((await update(advisor, { active: false })).status).toBe(403);
    expect((await update(admin, { active: false })).body.brand.active).toBe(false);
  });

  it("lists a brand's session types; admins add them", async () => {
    const list = await call<ListBody<'session_types', SessionTypeRecord>>(
      advisor.get(`/api/v2/session_types?brandId=${world.brands.points.id}`),
    );
    expect(list.status).toBe(200);
    expect(list.body.session_types.map((t) => t.name)).toEqual(['Online class']);
    const created = await call<OneBody<'session_type', SessionTypeRecord> & ProblemBody>(
      admin.post('/api/v2/session_types', {
        session_type: {
          brandId: world.brands.points.id,
          name: 'In person',
          sessionClass: 'Session::ManuallyAttendable',
          online: false,
          minDuration: 45,
        },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.session_type).toMatchObject({ online: false, minDuration: 45 });
    const tooShort = await call<ProblemBody>(
      admin.post('/api/v2/session_types', {
        session_type: {
          brandId: world.brands.points.id,
          name: 'x',
          sessionClass: 'Course',
          minDuration: 1,
        },
      }),
    );
    expect(tooShort.status).toBe(422);
    expect(
      (
        await advisor.post('/api/v2/session_types', {
          session_type: { brandId: world.brands.points.id, name: 'y', sessionClass: 'Course' },
        })
      ).status,
    ).toBe(403);
    const included = await call<OneBody<'brand', Brand & { sessionTypes: SessionTypeRecord[] }>>(
      advisor.get(`/api/v2/brands/${world.brands.points.id}?include=sessionTypes`),
    );
    expect(included.body.brand.sessionTypes.map((t) => t.name).sort()).toEqual([
      'In person',
      'Online class',
    ]);
  });
});
