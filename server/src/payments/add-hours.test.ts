import { NO_HOURLY_PRICE_MESSAGE, NOT_TUTORING_HOURS_MESSAGE, type StudentHours } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brands,
  chargeAttempts,
  coupons,
  courses,
  enrollments,
  lineItems,
  paymentProfiles,
  payments,
  sessions,
} from '../db/schema/index.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { TestAgent } from '../test/agent.ts';
import { call } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import { createMoneyTestContext, type MoneyTestContext } from '../test/money-test-context.ts';
import { countingGateway, PRICE_65_AN_HOUR } from '../test/payment-fixtures.ts';
import { TEST_CARDS } from './test-gateway.ts';

describe.each(BACKENDS)('POST /enrollments/{id}/add_hours (%s)', (backend) => {
  let ctx: MoneyTestContext;
  let advisor: TestAgent;
  let pam: TestAgent;
  let sam: TestAgent;
  let tia: TestAgent;

  beforeAll(async () => {
    ctx = await createMoneyTestContext(backend, { priced: 'private' });
    [advisor, pam, sam, tia] = await ctx.signInAs('advisor', 'pam', 'sam', 'tia');
  });
  afterAll(() => ctx?.close());

  const newKey = () => ctx.newKey('add-hours');
  const order = (card: string, idempotencyKey = newKey()) => ctx.cardOrder(card, idempotencyKey);
  const minutesOfPam = async () => (await ctx.family()).minutes;
  const paymentCount = async () => (await ctx.family()).payments;

  it('charges 5 hours at the brand price and adds them in one transaction', async () => {
    const before = await minutesOfPam();
    const { status, body } = await ctx.addHours(advisor, ctx.pia.id, order(TEST_CARDS.approved));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: 'Your order has been processed',
      hoursAdded: 5,
      totalCents: 32500,
    });
    expect(await minutesOfPam()).toBe(before + 300);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, body.paymentId));
    expect(payment).toMatchObject({
      enrollmentId: ctx.pia.id,
      gateway: 'test',
      totalCents: 32500,
      cardLast4: '1111',
    });
    const items = await ctx.db
      .select()
      .from(lineItems)
      .where(eq(lineItems.paymentId, body.paymentId));
    expect(items).toMatchObject([{ kind: 'hours', quantity: 5, unitAmountCents: 6500 }]);
  });

  it('lets the parent buy hours for their child', async () => {
    const { status, body } = await ctx.addHours(pam, ctx.pia.id, order(TEST_CARDS.approved));
    expect(status).toBe(200);
    expect(body.message).toBe('Your order has been processed');
  });

  it('charges once for the same idempotency key', async () => {
    const before = await minutesOfPam();
    const count = await paymentCount();
    const body = order(TEST_CARDS.approved);
    const first = await ctx.addHours(advisor, ctx.pia.id, body);
    const second = await ctx.addHours(advisor, ctx.pia.id, body);
    expect(second.status).toBe(200);
    expect(second.body.paymentId).toBe(first.body.paymentId);
    expect(await paymentCount()).toBe(count + 1);
    expect(await minutesOfPam()).toBe(before + 300);
  });

  it.each([
    ['declined', TEST_CARDS.declined, 'This transaction has been declined. (error 2)'],
    ['expired', TEST_CARDS.expired, 'The credit card has expired. (error 8)'],
    ['timed out', TEST_CARDS.timeout, 'Payment failed (error GATEWAY_UNAVAILABLE)'],
  ])('changes nothing when the charge is %s (422)', async (_what, card, message) => {
    const before = await minutesOfPam();
    const count = await paymentCount();
    const { status, body } = await ctx.addHours(advisor, ctx.pia.id, order(card));
    expect(status).toBe(422);
    expect(JSON.stringify(body)).toContain(message);
    expect(await minutesOfPam()).toBe(before);
    expect(await paymentCount()).toBe(count);
  });

  it('answers 422 for a bad payload and a brand without a price', async () => {
    expect((await ctx.addHours(advisor, ctx.pia.id, { idempotencyKey: 'x' })).status).toBe(422);
    expect(
      (
        await ctx.addHours(advisor, ctx.pia.id, {
          ...order(TEST_CARDS.approved),
          cardNumber: TEST_CARDS.approved,
        })
      ).status,
    ).toBe(422);
    // Sam's course is of the points brand, which has no pricing.
    const count = await paymentCount();
    const unpriced = await ctx.addHours(advisor, ctx.sam.id, order(TEST_CARDS.approved));
    expect(unpriced.status).toBe(422);
    expect(unpriced.body.errors?.payment).toEqual([NO_HOURLY_PRICE_MESSAGE]);
    expect(await paymentCount()).toBe(count);
  });

  it('charges nothing for a brand with a subscription price but no hourly price', async () => {
    await ctx.db.update(courses).set({ duration: 600 }).where(eq(courses.id, ctx.pia.courseId));
    const setPricing = (pricing: typeof PRICE_65_AN_HOUR) =>
      ctx.db.update(brands).set({ pricing }).where(eq(brands.id, ctx.world.brands.private.id));
    await setPricing({ ...PRICE_65_AN_HOUR, hourlyPrice: null });
    try {
      const hours = await call<StudentHours>(
        pam.get(`/api/v2/students/${ctx.pia.studentId}/hours`),
      );
      const listed = hours.body.enrollments.find((e) => e.enrollmentId === ctx.pia.id);
      expect(listed?.addHoursPrice).toBeNull();
      const count = await paymentCount();
      const before = await minutesOfPam();
      const refused = await ctx.addHours(pam, ctx.pia.id, order(TEST_CARDS.approved));
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.payment).toEqual([NO_HOURLY_PRICE_MESSAGE]);
      expect(await paymentCount()).toBe(count);
      expect(await minutesOfPam()).toBe(before);
    } finally {
      await setPricing(PRICE_65_AN_HOUR);
    }
  });

  const boughtMinutesOfPiaCourse = async () => {
    const [row] = await ctx.db
      .select({ minutes: courses.duration, state: enrollments.subscriptionState })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(eq(enrollments.id, ctx.pia.id));
    return row!;
  };
  /** Swaps the app's gateway for one test. */
  const withGateway = async (gateway: PaymentGateway, work: () => Promise<void>) => {
    ctx.deps.payments = gateway;
    try {
      await work();
    } finally {
      delete ctx.deps.payments;
    }
  };
  it('adds 300 minutes to the course’s bought minutes and keeps the card', async () => {
    const before = await boughtMinutesOfPiaCourse();
    expect((await ctx.addHours(advisor, ctx.pia.id, order(TEST_CARDS.approved))).status).toBe(200);
    expect((await boughtMinutesOfPiaCourse()).minutes).toBe((before.minutes ?? 0) + 300);
    const kept = await ctx.db
      .select()
      .from(paymentProfiles)
      .where(eq(paymentProfiles.parentId, ctx.pamParentId));
    expect(kept).toHaveLength(1);
  });

  it('records a failed attempt outside the rolled-back work and changes nothing else', async () => {
    const before = await boughtMinutesOfPiaCourse();
    const body = order(TEST_CARDS.declined);
    expect((await ctx.addHours(advisor, ctx.pia.id, body)).status).toBe(422);
    const [attempt] = await ctx.db
      .select()
      .from(chargeAttempts)
      .where(eq(chargeAttempts.idempotencyKey, body.idempotencyKey));
    expect(attempt).toMatchObject({ status: 'failed', errorCode: '2', paymentId: null });
    expect(await boughtMinutesOfPiaCourse()).toEqual(before);
  });

  it('retries a timed-out order under the same key and charges it once', async () => {
    const { gateway, counts } = countingGateway();
    await withGateway(gateway, async () => {
      const key = newKey();
      expect((await ctx.addHours(advisor, ctx.pia.id, order(TEST_CARDS.timeout, key))).status).toBe(
        422,
      );
      const minutes = await minutesOfPam();
      const first = await ctx.addHours(advisor, ctx.pia.id, order(TEST_CARDS.approved, key));
      const again = await ctx.addHours(advisor, ctx.pia.id, order(TEST_CARDS.approved, key));
      expect(first.status).toBe(200);
      expect(again.body.paymentId).toBe(first.body.paymentId);
      expect(counts.charges).toBe(2); // the timeout, then the one approved charge
      expect(await minutesOfPam()).toBe(minutes + 300);
    });
  });

  it('refuses a second request while the first is still charging (409)', async () => {
    const key = newKey();
    await ctx.db.insert(chargeAttempts).values({
      idempotencyKey: key,
      amountCents: 32500,
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    });
    const { gateway, counts } = countingGateway();
    await withGateway(gateway, async () => {
      const { status } = await ctx.addHours(advisor, ctx.pia.id, order(TEST_CARDS.approved, key));
      expect(status).toBe(409);
      expect(counts.charges).toBe(0);
    });
  });

  it('refuses hours for a group class, whose course’s hours are not the family’s, charging nothing (422)', async () => {
    const [group] = await ctx.db
      .insert(courses)
      .values({
        title: 'SAT Group Class',
        name: 'sat-group-class',
        status: 'published',
        brandId: ctx.world.brands.private.id,
        duration: 600,
      })
      .returning({ id: courses.id });
    const [enrollment] = await ctx.db
      .insert(enrollments)
      .values({ courseId: group!.id, studentId: ctx.pia.studentId })
      .returning({ id: enrollments.id });
    // The class meets as a course: its sessions are on no one's enrollment.
    await ctx.db.insert(sessions).values({
      courseId: group!.id,
      type: 'Group',
      name: 'SAT class',
      startsAt: new Date('2026-03-12T16:00:00Z'),
      endsAt: new Date('2026-03-12T18:00:00Z'),
      duration: 120,
    });
    const { gateway, counts } = countingGateway();
    await withGateway(gateway, async () => {
      const count = await paymentCount();
      for (const who of [pam, advisor]) {
        const refused = await ctx.addHours(who, enrollment!.id, order(TEST_CARDS.approved));
        expect(refused.status).toBe(422);
        expect(refused.body.errors?.payment).toEqual([NOT_TUTORING_HOURS_MESSAGE]);
      }
      expect(counts.charges + counts.storedCharges).toBe(0);
      expect(await paymentCount()).toBe(count);
    });
    const [course] = await ctx.db
      .select({ duration: courses.duration })
      .from(courses)
      .where(eq(courses.id, group!.id));
    expect(course!.duration).toBe(600);
  });

  it('voids the charge and changes nothing when saving the order fails', async () => {
    const { gateway, counts } = countingGateway();
    const key = newKey();
    // The charge succeeds, then a payment with the same key appears: the delivery's insert fails.
    const sabotaging: PaymentGateway = {
      ...gateway,
      kind: gateway.kind,
      charge: async (request) => {
        const result = await gateway.charge(request);
        await ctx.db.insert(payments).values({
          idempotencyKey: key,
          gateway: 'test',
          transactionId: 'elsewhere',
          subtotalCents: 0,
          totalCents: 0,
        });
        return result;
      },
    };
    const minutes = await minutesOfPam();
    const course = await boughtMinutesOfPiaCourse();
    await withGateway(sabotaging, async () => {
      const { status } = await ctx.addHours(advisor, ctx.pia.id, order(TEST_CARDS.approved, key));
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    });
    expect(counts.voids).toBe(1);
    expect(await minutesOfPam()).toBe(minutes);
    expect(await boughtMinutesOfPiaCourse()).toEqual(course);
    const [attempt] = await ctx.db
      .select()
      .from(chargeAttempts)
      .where(eq(chargeAttempts.idempotencyKey, key));
    expect(attempt?.status).toBe('reversed');
  });

  it('takes a coupon: percentage and dollars, with a coupon line item', async () => {
    await ctx.db.insert(coupons).values([
      { code: 'TENOFF', unit: 'percentage', amount: 10 },
      { code: 'FIVEDOLLARS', unit: 'dollars', amount: 500 },
    ]);
    const percent = await ctx.addHours(advisor, ctx.pia.id, {
      ...order(TEST_CARDS.approved),
      couponCode: 'tenoff',
    });
    expect(percent.body.totalCents).toBe(29250);
    const items = await ctx.db
      .select()
      .from(lineItems)
      .where(eq(lineItems.paymentId, percent.body.paymentId));
    expect(items.map((i) => i.amountCents).reduce((a, b) => a + b, 0)).toBe(29250);
    const dollars = await ctx.addHours(advisor, ctx.pia.id, {
      ...order(TEST_CARDS.approved),
      couponCode: 'FIVEDOLLARS',
    });
    expect(dollars.body.totalCents).toBe(32000);
  });

  it('shows on GET /students/{id}/hours the price add_hours then charges, coupon and all', async () => {
    await ctx.db.insert(coupons).values({ code: 'TENOFF', unit: 'percentage', amount: 10 });
    await ctx.db
      .update(enrollments)
      .set({ couponCode: 'TENOFF' })
      .where(eq(enrollments.id, ctx.pia.id));
    // An enrollment whose course counts hours is what the Hours tab lists.
    await ctx.db.update(courses).set({ duration: 600 }).where(eq(courses.id, ctx.pia.courseId));
    const hours = await call<StudentHours>(pam.get(`/api/v2/students/${ctx.pia.studentId}/hours`));
    expect(hours.status).toBe(200);
    const shown = hours.body.enrollments.find((e) => e.enrollmentId === ctx.pia.id)?.addHoursPrice;
    expect(shown).toEqual({
      hours: 5,
      subtotalCents: 32500,
      couponCode: 'TENOFF',
      discountCents: 3250,
      totalCents: 29250,
    });
    const charged = await ctx.addHours(pam, ctx.pia.id, order(TEST_CARDS.approved));
    expect(charged.status).toBe(200);
    expect(charged.body.totalCents).toBe(shown?.totalCents);
  });

  it('refuses an unknown, inactive or expired coupon with the server’s text (422)', async () => {
    await ctx.db.insert(coupons).values([
      { code: 'OLD', unit: 'dollars', amount: 100, expiresAt: new Date('2000-01-01T00:00:00Z') },
      { code: 'OFF', unit: 'dollars', amount: 100, active: false },
    ]);
    const count = await paymentCount();
    for (const [code, text] of [
      ['NOPE', 'This coupon code is not valid.'],
      ['OLD', 'This coupon has expired.'],
      ['OFF', 'This coupon is no longer active.'],
    ] as const) {
      const { status, body } = await ctx.addHours(advisor, ctx.pia.id, {
        ...order(TEST_CARDS.approved),
        couponCode: code,
      });
      expect(status).toBe(422);
      expect(body.errors?.couponCode).toEqual([text]);
    }
    expect(await paymentCount()).toBe(count);
  });

  it('answers 401, 403 and 404', async () => {
    // Signed out, with a CSRF token (without one the CSRF check answers 403 first).
    const stranger = new TestAgent(ctx.app);
    await stranger.get('/api/session.json');
    expect((await ctx.addHours(stranger, ctx.pia.id, order(TEST_CARDS.approved))).status).toBe(401);
    // A tutor may not buy hours; a student only on their own enrollments, on the kept card
    // (add-hours-kept-card.test.ts).
    expect([403, 404]).toContain(
      (await ctx.addHours(sam, ctx.pia.id, order(TEST_CARDS.approved))).status,
    );
    expect((await ctx.addHours(tia, ctx.pia.id, order(TEST_CARDS.approved))).status).toBe(403);
    // Not the parent's child: not found.
    expect((await ctx.addHours(pam, ctx.sam.id, order(TEST_CARDS.approved))).status).toBe(404);
    expect((await ctx.addHours(advisor, 999999, order(TEST_CARDS.approved))).status).toBe(404);
  });
});
