/**
 * The money API as an attacker calls it: keys the server charges under, orders on enrollments
 * that are no longer active, forged fields, other families' records. Each refusal changes
 * nothing: no charge attempt, no payment, no minutes.
 */
import { INACTIVE_ENROLLMENT_HOURS_MESSAGE, RESERVED_IDEMPOTENCY_KEY_MESSAGE } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeAttempts, enrollments, installments } from '../db/schema/index.ts';
import type { TestAgent } from '../test/agent.ts';
import { call, type ProblemBody } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import { createMoneyTestContext, type MoneyTestContext } from '../test/money-test-context.ts';
import { countingGateway } from '../test/payment-fixtures.ts';
import { chargeClaimedInstallment } from './installment-charges.ts';
import { TEST_CARDS } from './test-gateway.ts';

describe.each(BACKENDS)('money API attacks (%s)', (backend) => {
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

  const attemptsUnder = (key: string) =>
    ctx.db.select().from(chargeAttempts).where(eq(chargeAttempts.idempotencyKey, key));

  it('refuses an order under the key of an installment charge, which is then charged itself', async () => {
    await ctx.keepCard();
    // An installment of the same amount as an order, so a taken-over key would answer it paid.
    const [installment] = await ctx.db
      .insert(installments)
      .values({
        enrollmentId: ctx.pia.id,
        dueAt: new Date(ctx.clock.now().getTime() - 60_000),
        amountCents: 32_500,
        // Its key, installment-{id}-1000, is long enough to pass as a client's.
        attempts: 1000,
      })
      .returning({ id: installments.id });
    const forged = `installment-${installment!.id}-1000`;
    const before = await ctx.family();
    for (const idempotencyKey of [forged, `arrear-${'9'.repeat(9)}-0`, 'refund-request-12345']) {
      const { status, body } = await ctx.addHours(pam, ctx.pia.id, {
        idempotencyKey,
        keptCard: true,
      });
      expect(status, idempotencyKey).toBe(422);
      expect(body.errors?.idempotencyKey).toEqual([RESERVED_IDEMPOTENCY_KEY_MESSAGE]);
      expect(await attemptsUnder(idempotencyKey)).toEqual([]);
    }
    expect(await ctx.family()).toEqual(before);

    // The installment is charged on its own: a charge of its own, not an order's payment.
    const { gateway, counts } = countingGateway();
    await ctx.db
      .update(installments)
      .set({ claimedAt: ctx.clock.now(), claimedBy: 'test' })
      .where(eq(installments.id, installment!.id));
    const outcome = await chargeClaimedInstallment(
      ctx.db,
      gateway,
      installment!.id,
      ctx.clock.now(),
    );
    expect(outcome.kind).toBe('charged');
    expect(counts.storedCharges).toBe(1);
  });

  it('refuses to add hours to a canceled enrollment and charges nothing', async () => {
    await ctx.db
      .update(enrollments)
      .set({ status: 'canceled', unenrolledAt: ctx.clock.now() })
      .where(eq(enrollments.id, ctx.pia.id));
    const before = await ctx.family();
    const order = ctx.cardOrder(TEST_CARDS.approved);
    for (const agent of [pam, advisor]) {
      const { status, body } = await ctx.addHours(agent, ctx.pia.id, order);
      expect(status).toBe(422);
      expect(body.errors?.payment).toEqual([INACTIVE_ENROLLMENT_HOURS_MESSAGE]);
    }
    expect(await attemptsUnder(order.idempotencyKey)).toEqual([]);
    expect(await ctx.family()).toEqual(before);
  });

  it('refuses to add hours to an enrollment scheduled to cancel', async () => {
    await ctx.db
      .update(enrollments)
      .set({ status: 'canceled', unenrolledAt: new Date(ctx.clock.now().getTime() + 86_400_000) })
      .where(eq(enrollments.id, ctx.pia.id));
    const { status } = await ctx.addHours(pam, ctx.pia.id, ctx.cardOrder(TEST_CARDS.approved));
    expect(status).toBe(422);
  });

  it('refuses forged amounts, hours and prices in the order (422, nothing charged)', async () => {
    const before = await ctx.family();
    for (const extra of [
      { hours: -5 },
      { hours: 0.5 },
      { hours: 1e308 },
      { amountCents: 1 },
      { totalCents: 0 },
      { price: 1 },
    ]) {
      const order = { ...ctx.cardOrder(TEST_CARDS.approved), ...extra };
      const { status, body } = await ctx.addHours(pam, ctx.pia.id, order);
      expect(status, JSON.stringify(extra)).toBe(422);
      expect(JSON.stringify(body)).not.toMatch(/select|insert|stack|\.ts:/i);
      expect(await attemptsUnder(order.idempotencyKey)).toEqual([]);
    }
    expect(await ctx.family()).toEqual(before);
  });

  it('keeps other families, students and tutors off the enrollment’s money actions', async () => {
    const piaId = ctx.pia.id;
    const samId = ctx.sam.id;
    const put = (agent: TestAgent, path: string, body?: unknown) =>
      call(agent.put(`/api/v2/enrollments/${path}`, body));
    // Pam is not Sam's parent: his enrollment does not exist for her.
    expect(
      (await put(pam, `${samId}/apply_coupon`, { enrollment: { couponCode: 'X' } })).status,
    ).toBe(404);
    expect(
      (await put(pam, `${samId}/arrear_billing`, { enrollment: { arrearBilling: true } })).status,
    ).toBe(404);
    expect((await put(pam, `${piaId}/auto_renew`, { enable: false })).status).toBe(403);
    expect((await put(pam, `${piaId}/move_trial`)).status).toBe(403);
    expect((await put(pam, `${piaId}/convert_to_contract`)).status).toBe(403);
    // Sam may not touch Pia's enrollment, nor change his own family's money settings.
    expect([403, 404]).toContain(
      (await put(sam, `${piaId}/apply_coupon`, { enrollment: { couponCode: 'X' } })).status,
    );
    expect(
      (await put(sam, `${samId}/arrear_billing`, { enrollment: { arrearBilling: true } })).status,
    ).toBe(403);
    expect((await put(tia, `${piaId}/convert_to_contract`)).status).toBe(403);
  });

  it('keeps families off installments and refunds', async () => {
    const [installment] = await ctx.db
      .insert(installments)
      .values({ enrollmentId: ctx.sam.id, dueAt: ctx.clock.now(), amountCents: 100 })
      .returning({ id: installments.id });
    const [own] = await ctx.db
      .insert(installments)
      .values({ enrollmentId: ctx.pia.id, dueAt: ctx.clock.now(), amountCents: 100 })
      .returning({ id: installments.id });
    const process = (agent: TestAgent, id: number) =>
      call(agent.put(`/api/v2/installments/${id}/process_payment`));
    // A parent never processes a payment: refused whosever it is, and nothing is claimed.
    expect((await process(pam, installment!.id)).status).toBe(403);
    expect((await process(pam, own!.id)).status).toBe(403);
    expect([403, 404]).toContain((await process(tia, own!.id)).status);
    const refund = await call(
      pam.post('/api/v2/refund_requests', {
        refundRequest: {
          lineItemId: ctx.world.payments.lines.hours.id,
          category: 'Other',
          amountCents: 100,
          reason: 'mine',
        },
      }),
    );
    expect(refund.status).toBe(403);
    // Staff's forged amounts are refused in words that say what is wrong.
    const admin = await ctx.signIn('admin');
    for (const [amountCents, message] of [
      [1.5, 'must be a whole number of cents'],
      ['100', 'must be an amount in cents'],
      [undefined, "can't be blank"],
      [-100, 'must be more than $0.00'],
    ] as const) {
      const forged = await call<ProblemBody>(
        admin.post('/api/v2/refund_requests', {
          refundRequest: {
            lineItemId: ctx.world.payments.lines.hours.id,
            category: 'Other',
            amountCents,
            reason: 'forged',
          },
        }),
      );
      expect(forged.status).toBe(422);
      expect(forged.body.errors?.amountCents).toEqual([message]);
    }
    // Refund requests are staff's: they do not exist for a parent.
    const approve = await call(
      pam.put(`/api/v2/refund_requests/${ctx.world.payments.refunds.pending.id}/approve`),
    );
    expect(approve.status).toBe(404);
  });
});
