import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrearCharges, installments, payments, refundRequests } from '../db/schema/index.ts';
import { auditEventsOn, xminOf } from '../resources/audit-events.testing.ts';
import type { TestAgent } from '../test/agent.ts';
import { call } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import { createMoneyTestContext, type MoneyTestContext } from '../test/money-test-context.ts';
import { dueInstallment, payAsYouGoBlockChargedForPam } from './family-charges.testing.ts';
import { chargeDueInstallments } from './installment-charges.ts';
import { paymentsOf } from './payments-from-config.ts';
import { TEST_CARDS } from './test-gateway.ts';

/**
 * Issue 23's audit trail for money written outside one engine transaction: the charge is made
 * outside any transaction (charge-once.ts), and the rows it pays for commit in one transaction
 * with their audit events: the same transaction id (xmin) on the payment or the settled row
 * and on its events. The job's charges name nobody; a spoofing admin is named with the parent.
 */
describe.each(BACKENDS)('audit trail of charges and refunds (%s)', (backend) => {
  let ctx: MoneyTestContext;
  let admin: TestAgent;
  let advisor: TestAgent;

  beforeAll(async () => {
    ctx = await createMoneyTestContext(backend, { priced: 'private' });
    [admin, advisor] = await ctx.signInAs('admin', 'advisor');
  });
  afterAll(() => ctx?.close());

  const eventsOn = (recordType: string, recordId: number) =>
    auditEventsOn(ctx.db, recordType, recordId);
  const xmin = (table: Parameters<typeof xminOf>[1], id: number) => xminOf(ctx.db, table, id);

  it('records add hours on the enrollment and the payment with them, naming the spoofing admin', async () => {
    const spoofing = admin;
    spoofing.spoof = `Parent-${ctx.pamParentId}`;
    try {
      const paid = await ctx.addHours(spoofing, ctx.pia.id, ctx.cardOrder(TEST_CARDS.approved));
      expect(paid.status).toBe(200);
      const who = {
        actorUserId: ctx.world.users.admin.id,
        onBehalfOfUserId: ctx.world.users.pam.id,
      };
      const [onEnrollment] = await eventsOn('Enrollment', ctx.pia.id);
      const [onPayment] = await eventsOn('Payment', paid.body.paymentId);
      expect(onEnrollment).toMatchObject({ action: 'addHours', ...who });
      expect(onPayment).toMatchObject({ action: 'addHours', ...who });
      const paymentXmin = await xmin(payments, paid.body.paymentId);
      expect(onEnrollment!.xmin).toBe(paymentXmin);
      expect(onPayment!.xmin).toBe(paymentXmin);
    } finally {
      spoofing.spoof = null;
    }
  });

  it('records a refund approval in the transaction that settles it', async () => {
    const id = ctx.world.payments.refunds.pending.id;
    const approved = await call<{ refundRequest: { status: string } }>(
      admin.put(`/api/v2/refund_requests/${id}/approve`),
    );
    expect(approved.body.refundRequest.status).toBe('refunded');
    const events = await eventsOn('RefundRequest', id);
    expect(events.map((e) => [e.action, e.actorUserId])).toEqual([
      ['approve', ctx.world.users.admin.id],
    ]);
    expect(events[0]!.changes).toMatchObject({ status: { before: 'pending', after: 'refunded' } });
    expect(events[0]!.xmin).toBe(await xmin(refundRequests, id));
  });

  it("records the job's installment charge (nobody) with its payment", async () => {
    await ctx.keepCard();
    const due = await dueInstallment(ctx, 12_000);
    await chargeDueInstallments(ctx.db, paymentsOf(ctx.deps), {
      now: ctx.clock.now(),
      runnerId: 'audit-job',
    });
    const [row] = await ctx.db.select().from(installments).where(eq(installments.id, due));
    expect(row!.status).toBe('paid');
    const [charged] = await eventsOn('Installment', due);
    expect(charged).toMatchObject({ action: 'charge', actorUserId: null, onBehalfOfUserId: null });
    expect(charged!.changes).toMatchObject({
      status: { before: 'pending', after: 'paid' },
      paymentId: { before: null, after: row!.paymentId },
    });
    const [created] = await eventsOn('Payment', row!.paymentId!);
    expect(created).toMatchObject({ action: 'create', actorUserId: null });
    expect(created!.changes).toMatchObject({ totalCents: { before: null, after: 12_000 } });
    const paidIn = await xmin(installments, due);
    expect(charged!.xmin).toBe(paidIn);
    expect(created!.xmin).toBe(paidIn);
  });

  it("records staff's process payment in the transaction that pays the installment", async () => {
    await ctx.keepCard();
    const due = await dueInstallment(ctx, 9_000, ctx.clock.now());
    const res = await advisor.put(`/api/v2/installments/${due}/process_payment`);
    expect(res.status).toBe(200);
    const events = await eventsOn('Installment', due);
    expect(events.map((e) => [e.action, e.actorUserId])).toEqual([
      ['processPayment', ctx.world.users.advisor.id],
    ]);
    expect(events[0]!.changes).toMatchObject({ status: { before: 'pending', after: 'paid' } });
    expect(events[0]!.xmin).toBe(await xmin(installments, due));
  });

  it('records a declined process payment as a failed attempt', async () => {
    await ctx.keepCard('declined');
    const due = await dueInstallment(ctx, 9_100, ctx.clock.now());
    const res = await advisor.put(`/api/v2/installments/${due}/process_payment`);
    expect(res.status).toBe(422);
    const events = await eventsOn('Installment', due);
    expect(events.map((e) => [e.action, e.actorUserId])).toEqual([
      ['processPayment', ctx.world.users.advisor.id],
    ]);
    expect(events[0]!.changes).toMatchObject({ status: { before: 'pending', after: 'failed' } });
    expect(events[0]!.xmin).toBe(await xmin(installments, due));
  });

  it('records a Pay As You Go charge after a booking as the booking user, with its payment', async () => {
    await ctx.keepCard();
    const row = await payAsYouGoBlockChargedForPam(ctx);
    const pam = ctx.world.users.pam;
    const [charged] = await eventsOn('ArrearCharge', row.id);
    const [created] = await eventsOn('Payment', row.paymentId!);
    expect(charged).toMatchObject({ action: 'charge', actorUserId: pam.id });
    expect(created).toMatchObject({ action: 'create', actorUserId: pam.id });
    const paidIn = await xmin(arrearCharges, row.id);
    expect(charged!.xmin).toBe(paidIn);
    expect(created!.xmin).toBe(paidIn);
  });
});
