import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeAttempts, paymentProfiles, payments } from '../db/schema/index.ts';
import type { TestAgent } from '../test/agent.ts';
import { BACKENDS } from '../test/harness.ts';
import { createMoneyTestContext, type MoneyTestContext } from '../test/money-test-context.ts';
import { TEST_CARDS } from './test-gateway.ts';

/**
 * add_hours on the family's kept card (keptCard: true): parents and staff, and students on
 * their own enrollments (spec: "Students may add hours. Parents pay by card."). Sam is made
 * Pam's child here, and both brands get a price, so each role orders for a child of Pam.
 */
describe.each(BACKENDS)('add_hours on the kept card (%s)', (backend) => {
  let ctx: MoneyTestContext;
  let advisor: TestAgent;
  let pam: TestAgent;
  let sam: TestAgent;
  let tia: TestAgent;

  beforeAll(async () => {
    ctx = await createMoneyTestContext(backend, { priced: 'every', samIsPams: true });
    [advisor, pam, sam, tia] = await ctx.signInAs('advisor', 'pam', 'sam', 'tia');
  });
  afterAll(() => ctx?.close());

  const keptOrder = (idempotencyKey = ctx.newKey('kept-card')) => ({
    idempotencyKey,
    keptCard: true,
  });
  const cardOrder = (card: string) => ctx.cardOrder(card, ctx.newKey('kept-card'));
  const keptProfile = () =>
    ctx.db.select().from(paymentProfiles).where(eq(paymentProfiles.parentId, ctx.pamParentId));

  it('refuses keptCard when no card is kept, changing nothing (422)', async () => {
    const before = await ctx.family();
    const { status, body } = await ctx.addHours(pam, ctx.pia.id, keptOrder());
    expect(status).toBe(422);
    expect(body.errors.keptCard).toEqual(['No card is kept on file for this family.']);
    expect(await ctx.family()).toEqual(before);
    expect(await ctx.db.select().from(chargeAttempts)).toHaveLength(0);
  });

  it('refuses a student’s new card (422 on opaqueData), changing nothing', async () => {
    const before = await ctx.family();
    const { status, body } = await ctx.addHours(sam, ctx.sam.id, cardOrder(TEST_CARDS.approved));
    expect(status).toBe(422);
    expect(body.errors.opaqueData).toEqual([
      'Students add hours on the card the family keeps on file; a parent pays with a new card.',
    ]);
    expect(await ctx.family()).toEqual(before);
  });

  it('charges the kept card for a parent once their first card is kept', async () => {
    expect((await ctx.addHours(pam, ctx.pia.id, cardOrder(TEST_CARDS.approved))).status).toBe(200);
    expect(await keptProfile()).toHaveLength(1);
    const before = await ctx.family();
    const { status, body } = await ctx.addHours(pam, ctx.pia.id, keptOrder());
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Your order has been processed', totalCents: 32500 });
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, body.paymentId));
    expect(payment).toMatchObject({ cardLast4: '1111', enrollmentId: ctx.pia.id });
    expect(await ctx.family()).toEqual({
      minutes: before.minutes + 300,
      payments: before.payments + 1,
    });
  });

  it('lets a student order on the kept card for their own enrollment', async () => {
    await ctx.keepCard();
    const before = await ctx.family();
    const { status, body } = await ctx.addHours(sam, ctx.sam.id, keptOrder());
    expect(status).toBe(200);
    expect(body.message).toBe('Your order has been processed');
    expect((await ctx.family()).minutes).toBe(before.minutes + 300);
  });

  it('lets staff order on the kept card', async () => {
    await ctx.keepCard();
    expect((await ctx.addHours(advisor, ctx.pia.id, keptOrder())).status).toBe(200);
  });

  it('charges once for the same key', async () => {
    await ctx.keepCard();
    const before = await ctx.family();
    const order = keptOrder();
    const first = await ctx.addHours(sam, ctx.sam.id, order);
    const again = await ctx.addHours(sam, ctx.sam.id, order);
    expect(again.body.paymentId).toBe(first.body.paymentId);
    expect(await ctx.family()).toEqual({
      minutes: before.minutes + 300,
      payments: before.payments + 1,
    });
  });

  it('answers a declined kept card with its message and changes nothing (422)', async () => {
    await ctx.keepCard('declined');
    const before = await ctx.family();
    const { status, body } = await ctx.addHours(sam, ctx.sam.id, keptOrder());
    expect(status).toBe(422);
    expect(body.errors.payment).toEqual(['This transaction has been declined. (error 2)']);
    expect(await ctx.family()).toEqual(before);
  });

  it('keeps a student to their own enrollments and a tutor out (404, 403)', async () => {
    expect([403, 404]).toContain((await ctx.addHours(sam, ctx.pia.id, keptOrder())).status);
    expect((await ctx.addHours(tia, ctx.pia.id, keptOrder())).status).toBe(403);
  });
});
