import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brands,
  chargeAttempts,
  enrollments,
  parents,
  paymentProfiles,
  payments,
  students,
} from '../db/schema/index.ts';
import type { TestAgent } from '../test/agent.ts';
import { call, type ProblemBody, type ResourceWorld } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';
import { TEST_CARDS, TEST_DATA_DESCRIPTOR, testPaymentProfileId } from './test-gateway.ts';

interface AddHoursBody {
  message: string;
  paymentId: number;
  totalCents: number;
}

const PRICING = {
  type: 'recurring',
  price: 65,
  intervalUnit: null,
  intervalLength: null,
  trialPrice: null,
  trialIntervalLength: null,
  trialIntervalUnit: null,
} as never;

/**
 * add_hours on the family's kept card (keptCard: true): parents and staff, and students on
 * their own enrollments (spec: "Students may add hours. Parents pay by card."). Sam is made
 * Pam's child here, and both brands get a price, so each role orders for a child of Pam.
 */
describe.each(BACKENDS)('add_hours on the kept card (%s)', (backend) => {
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
    await ctx.db.update(brands).set({ pricing: PRICING });
    await ctx.db
      .update(students)
      .set({ parentId: world.users.pam.parentId })
      .where(eq(students.id, world.students.sam));
    const rows = await ctx.db.select().from(enrollments);
    piaEnrollment = rows.find((r) => r.studentId === world.students.pia)!.id;
    samEnrollment = rows.find((r) => r.studentId === world.students.sam)!.id;
  });
  afterAll(() => ctx?.close());

  const newKey = () => `kept-card-${backend}-${String(++serial).padStart(8, '0')}`;
  const keptOrder = (idempotencyKey = newKey()) => ({ idempotencyKey, keptCard: true });
  const cardOrder = (card: string) => ({
    idempotencyKey: newKey(),
    opaqueData: { dataDescriptor: TEST_DATA_DESCRIPTOR, dataValue: card },
  });
  const addHours = (agent: TestAgent, id: number, body: unknown) =>
    call<AddHoursBody & ProblemBody>(agent.post(`/api/v2/enrollments/${id}/add_hours`, body));
  const family = async () => {
    const [row] = await ctx.db
      .select({ minutes: parents.remainingMinutes })
      .from(parents)
      .where(eq(parents.id, world.users.pam.parentId!));
    return { minutes: row!.minutes, payments: (await ctx.db.select().from(payments)).length };
  };
  const keptProfile = () =>
    ctx.db
      .select()
      .from(paymentProfiles)
      .where(eq(paymentProfiles.parentId, world.users.pam.parentId!));
  /** Keeps a TEST card for Pam's family, as a first card payment would (each test rolls back). */
  const keepCard = (outcome: 'approved' | 'declined' = 'approved') =>
    ctx.db.insert(paymentProfiles).values({
      parentId: world.users.pam.parentId!,
      gateway: 'test',
      customerProfileId: 'test-customer-pam',
      paymentProfileId: testPaymentProfileId({
        outcome,
        last4: outcome === 'approved' ? '1111' : '0002',
      }),
      cardLast4: outcome === 'approved' ? '1111' : '0002',
    });

  it('refuses keptCard when no card is kept, changing nothing (422)', async () => {
    const before = await family();
    const { status, body } = await addHours(pam, piaEnrollment, keptOrder());
    expect(status).toBe(422);
    expect(body.errors.keptCard).toEqual(['No card is kept on file for this family.']);
    expect(await family()).toEqual(before);
    expect(await ctx.db.select().from(chargeAttempts)).toHaveLength(0);
  });

  it('refuses a student’s new card (422 on opaqueData), changing nothing', async () => {
    const before = await family();
    const { status, body } = await addHours(sam, samEnrollment, cardOrder(TEST_CARDS.approved));
    expect(status).toBe(422);
    expect(body.errors.opaqueData).toEqual([
      'Students add hours on the card the family keeps on file; a parent pays with a new card.',
    ]);
    expect(await family()).toEqual(before);
  });

  it('charges the kept card for a parent once their first card is kept', async () => {
    expect((await addHours(pam, piaEnrollment, cardOrder(TEST_CARDS.approved))).status).toBe(200);
    expect(await keptProfile()).toHaveLength(1);
    const before = await family();
    const { status, body } = await addHours(pam, piaEnrollment, keptOrder());
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Your order has been processed', totalCents: 32500 });
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, body.paymentId));
    expect(payment).toMatchObject({ cardLast4: '1111', enrollmentId: piaEnrollment });
    expect(await family()).toEqual({
      minutes: before.minutes + 300,
      payments: before.payments + 1,
    });
  });

  it('lets a student order on the kept card for their own enrollment', async () => {
    await keepCard();
    const before = await family();
    const { status, body } = await addHours(sam, samEnrollment, keptOrder());
    expect(status).toBe(200);
    expect(body.message).toBe('Your order has been processed');
    expect((await family()).minutes).toBe(before.minutes + 300);
  });

  it('lets staff order on the kept card', async () => {
    await keepCard();
    expect((await addHours(advisor, piaEnrollment, keptOrder())).status).toBe(200);
  });

  it('charges once for the same key', async () => {
    await keepCard();
    const before = await family();
    const order = keptOrder();
    const first = await addHours(sam, samEnrollment, order);
    const again = await addHours(sam, samEnrollment, order);
    expect(again.body.paymentId).toBe(first.body.paymentId);
    expect(await family()).toEqual({
      minutes: before.minutes + 300,
      payments: before.payments + 1,
    });
  });

  it('answers a declined kept card with its message and changes nothing (422)', async () => {
    await keepCard('declined');
    const before = await family();
    const { status, body } = await addHours(sam, samEnrollment, keptOrder());
    expect(status).toBe(422);
    expect(body.errors.payment).toEqual(['Payment failed (error 2)']);
    expect(await family()).toEqual(before);
  });

  it('keeps a student to their own enrollments and a tutor out (404, 403)', async () => {
    expect([403, 404]).toContain((await addHours(sam, piaEnrollment, keptOrder())).status);
    expect((await addHours(tia, piaEnrollment, keptOrder())).status).toBe(403);
  });
});
