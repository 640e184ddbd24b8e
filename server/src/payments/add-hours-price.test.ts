import { COUPON_REFUSALS, type AddHoursPrice } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, payments } from '../db/schema/index.ts';
import { TestAgent } from '../test/agent.ts';
import { call, type ProblemBody } from '../test/fixtures.ts';
import { BACKENDS, TEST_NOW } from '../test/harness.ts';
import { createMoneyTestContext, type MoneyTestContext } from '../test/money-test-context.ts';
import { TEST_CARDS } from './test-gateway.ts';

const DAY = 24 * 60 * 60_000;

describe.each(BACKENDS)('coupons priced and limited on add_hours (%s)', (backend) => {
  let ctx: MoneyTestContext;
  let advisor: TestAgent;
  let pam: TestAgent;
  let tia: TestAgent;

  beforeAll(async () => {
    ctx = await createMoneyTestContext(backend, { priced: 'private' });
    [advisor, pam, tia] = await ctx.signInAs('advisor', 'pam', 'tia');
  });
  afterAll(() => ctx?.close());

  const priceOf = (agent: TestAgent, enrollmentId: number, couponCode?: string) =>
    call<AddHoursPrice & ProblemBody>(
      agent.get(
        `/api/v2/enrollments/${enrollmentId}/add_hours_price` +
          (couponCode === undefined ? '' : `?couponCode=${encodeURIComponent(couponCode)}`),
      ),
    );
  const order = (couponCode: string) => ({
    ...ctx.cardOrder(TEST_CARDS.approved),
    couponCode,
  });
  const paidWith = async (code: string) =>
    (await ctx.db.select().from(payments).where(eq(payments.couponCode, code))).length;

  it('answers the price add_hours then charges, with the coupon typed', async () => {
    await ctx.db.insert(coupons).values({ code: 'TENOFF', unit: 'percentage', amount: 10 });
    const plain = await priceOf(pam, ctx.pia.id);
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual({
      hours: 5,
      subtotalCents: 32500,
      couponCode: null,
      discountCents: 0,
      totalCents: 32500,
    });
    const shown = await priceOf(pam, ctx.pia.id, 'tenoff');
    expect(shown.body).toMatchObject({
      couponCode: 'TENOFF',
      discountCents: 3250,
      totalCents: 29250,
    });
    const charged = await ctx.addHours(pam, ctx.pia.id, order('tenoff'));
    expect(charged.status).toBe(200);
    expect(charged.body.totalCents).toBe(shown.body.totalCents);
  });

  it.each([
    ['unknown', {}, 'NOPE', COUPON_REFUSALS.unknown],
    ['inactive', { active: false }, 'OFFNOW', COUPON_REFUSALS.inactive],
    [
      'not valid yet',
      { startsAt: new Date(TEST_NOW.getTime() + DAY) },
      'SOON',
      COUPON_REFUSALS.notYet,
    ],
    ['expired', { expiresAt: new Date(TEST_NOW.getTime() - DAY) }, 'GONE', COUPON_REFUSALS.expired],
  ])(
    'refuses a coupon that is %s in the spec’s words, before and at the charge (422)',
    async (_what, fields, code, text) => {
      if (code !== 'NOPE')
        await ctx.db.insert(coupons).values({ code, unit: 'dollars', amount: 500, ...fields });
      const shown = await priceOf(pam, ctx.pia.id, code);
      expect(shown.status).toBe(422);
      expect(shown.body.errors?.couponCode).toEqual([text]);
      const charged = await ctx.addHours(pam, ctx.pia.id, order(code));
      expect(charged.status).toBe(422);
      expect(charged.body.errors?.couponCode).toEqual([text]);
      expect(await paidWith(code)).toBe(0);
    },
  );

  it('refuses a coupon used up in all, or by this family, and says so before Confirm', async () => {
    await ctx.db.insert(coupons).values([
      { code: 'ONCEEVER', unit: 'dollars', amount: 500, maxUses: 1 },
      { code: 'ONCEAFAMILY', unit: 'dollars', amount: 500, maxUsesPerFamily: 1 },
    ]);
    expect((await ctx.addHours(pam, ctx.pia.id, order('ONCEEVER'))).status).toBe(200);
    expect((await ctx.addHours(pam, ctx.pia.id, order('ONCEAFAMILY'))).status).toBe(200);
    const usedUp = await priceOf(pam, ctx.pia.id, 'ONCEEVER');
    expect(usedUp.body.errors?.couponCode).toEqual([COUPON_REFUSALS.usedUp]);
    const usedByFamily = await ctx.addHours(advisor, ctx.pia.id, order('ONCEAFAMILY'));
    expect(usedByFamily.status).toBe(422);
    expect(usedByFamily.body.errors?.couponCode).toEqual([COUPON_REFUSALS.usedByFamily]);
    expect(await paidWith('ONCEEVER')).toBe(1);
    expect(await paidWith('ONCEAFAMILY')).toBe(1);
  });

  it(
    'gives a coupon’s last use to one of many orders sent at once; the others are refused and not charged',
    { meta: { racing: true } },
    async () => {
      await ctx.db
        .insert(coupons)
        .values({ code: 'LASTONE', unit: 'dollars', amount: 500, maxUses: 1 });
      const results = await Promise.all(
        Array.from({ length: 6 }, () => ctx.addHours(pam, ctx.pia.id, order('LASTONE'))),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const refused of results.filter((r) => r.status !== 200)) {
        expect(refused.status).toBe(422);
        expect(refused.body.errors?.couponCode).toEqual([COUPON_REFUSALS.usedUp]);
      }
      expect(await paidWith('LASTONE')).toBe(1);
    },
  );

  it('answers 401 signed out, 403 for a tutor, 404 for another family, 422 where hours can’t be added', async () => {
    expect((await priceOf(new TestAgent(ctx.app), ctx.pia.id)).status).toBe(401);
    expect((await priceOf(tia, ctx.pia.id)).status).toBe(403);
    expect((await priceOf(pam, ctx.sam.id)).status).toBe(404);
    expect((await priceOf(advisor, 999_999)).status).toBe(404);
    const malformed = await priceOf(pam, ctx.pia.id, 'BAD CODE!');
    expect(malformed.status).toBe(422);
    // Sam's course is a group class of the points brand: no tutoring hours to price.
    const group = await priceOf(advisor, ctx.sam.id);
    expect(group.status).toBe(422);
    expect(group.body.errors?.payment).toHaveLength(1);
  });
});
