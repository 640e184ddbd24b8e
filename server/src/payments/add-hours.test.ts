import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, enrollments, lineItems, parents, payments } from '../db/schema/index.ts';
import { TestAgent } from '../test/agent.ts';
import { call, type ProblemBody, type ResourceWorld } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';
import { TEST_CARDS, TEST_DATA_DESCRIPTOR } from './test-gateway.ts';

interface AddHoursBody {
  message: string;
  paymentId: number;
  hoursAdded: number;
  totalCents: number;
}

describe.each(BACKENDS)('POST /enrollments/{id}/add_hours (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let advisor: TestAgent;
  let pam: TestAgent;
  let sam: TestAgent;
  let tia: TestAgent;
  let piaEnrollment: number;
  let samEnrollment: number;
  let serial = 0;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [advisor, pam, sam, tia] = await ctx.signInAs('advisor', 'pam', 'sam', 'tia');
    await ctx.db
      .update(brands)
      .set({
        pricing: {
          type: 'recurring',
          price: 65,
          intervalUnit: null,
          intervalLength: null,
          trialPrice: null,
          trialIntervalLength: null,
          trialIntervalUnit: null,
        } as never,
      })
      .where(eq(brands.id, world.brands.private.id));
    const rows = await ctx.db.select().from(enrollments);
    piaEnrollment = rows.find((r) => r.studentId === world.students.pia)!.id;
    samEnrollment = rows.find((r) => r.studentId === world.students.sam)!.id;
  });
  afterAll(() => ctx?.close());

  const newKey = () => `add-hours-${backend}-${String(++serial).padStart(8, '0')}`;
  const order = (card: string, idempotencyKey = newKey()) => ({
    idempotencyKey,
    opaqueData: { dataDescriptor: TEST_DATA_DESCRIPTOR, dataValue: card },
  });
  const addHours = (agent: TestAgent, id: number, body: unknown) =>
    call<AddHoursBody & ProblemBody>(agent.post(`/api/v2/enrollments/${id}/add_hours`, body));
  const minutesOfPam = async () => {
    const [row] = await ctx.db
      .select({ minutes: parents.remainingMinutes })
      .from(parents)
      .where(eq(parents.id, world.users.pam.parentId!));
    return row!.minutes;
  };
  const paymentCount = async () => (await ctx.db.select().from(payments)).length;

  it('charges 5 hours at the brand price and adds them in one transaction', async () => {
    const before = await minutesOfPam();
    const { status, body } = await addHours(advisor, piaEnrollment, order(TEST_CARDS.approved));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: 'Your order has been processed',
      hoursAdded: 5,
      totalCents: 32500,
    });
    expect(await minutesOfPam()).toBe(before + 300);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, body.paymentId));
    expect(payment).toMatchObject({
      enrollmentId: piaEnrollment,
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
    const { status, body } = await addHours(pam, piaEnrollment, order(TEST_CARDS.approved));
    expect(status).toBe(200);
    expect(body.message).toBe('Your order has been processed');
  });

  it('charges once for the same idempotency key', async () => {
    const before = await minutesOfPam();
    const count = await paymentCount();
    const body = order(TEST_CARDS.approved);
    const first = await addHours(advisor, piaEnrollment, body);
    const second = await addHours(advisor, piaEnrollment, body);
    expect(second.status).toBe(200);
    expect(second.body.paymentId).toBe(first.body.paymentId);
    expect(await paymentCount()).toBe(count + 1);
    expect(await minutesOfPam()).toBe(before + 300);
  });

  it.each([
    ['declined', TEST_CARDS.declined, 'Payment failed (error 2)'],
    ['expired', TEST_CARDS.expired, 'Payment failed (error 8)'],
    ['timed out', TEST_CARDS.timeout, 'Payment failed (error GATEWAY_UNAVAILABLE)'],
  ])('changes nothing when the charge is %s (422)', async (_what, card, message) => {
    const before = await minutesOfPam();
    const count = await paymentCount();
    const { status, body } = await addHours(advisor, piaEnrollment, order(card));
    expect(status).toBe(422);
    expect(JSON.stringify(body)).toContain(message);
    expect(await minutesOfPam()).toBe(before);
    expect(await paymentCount()).toBe(count);
  });

  it('answers 422 for a bad payload and a brand without a price', async () => {
    expect((await addHours(advisor, piaEnrollment, { idempotencyKey: 'x' })).status).toBe(422);
    expect(
      (
        await addHours(advisor, piaEnrollment, {
          ...order(TEST_CARDS.approved),
          cardNumber: TEST_CARDS.approved,
        })
      ).status,
    ).toBe(422);
    // Sam's course is of the points brand, which has no pricing.
    const count = await paymentCount();
    expect((await addHours(advisor, samEnrollment, order(TEST_CARDS.approved))).status).toBe(422);
    expect(await paymentCount()).toBe(count);
  });

  it('answers 401, 403 and 404', async () => {
    // Signed out, with a CSRF token (without one the CSRF check answers 403 first).
    const stranger = new TestAgent(ctx.app);
    await stranger.get('/api/session.json');
    expect((await addHours(stranger, piaEnrollment, order(TEST_CARDS.approved))).status).toBe(401);
    // A student and a tutor may not buy hours.
    expect([403, 404]).toContain(
      (await addHours(sam, samEnrollment, order(TEST_CARDS.approved))).status,
    );
    expect((await addHours(tia, piaEnrollment, order(TEST_CARDS.approved))).status).toBe(403);
    // Not the parent's child: not found.
    expect((await addHours(pam, samEnrollment, order(TEST_CARDS.approved))).status).toBe(404);
    expect((await addHours(advisor, 999999, order(TEST_CARDS.approved))).status).toBe(404);
  });
});
