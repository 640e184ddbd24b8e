import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../test/agent.ts';
import { call } from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import { createMoneyTestContext, type MoneyTestContext } from '../test/money-test-context.ts';
import { dueInstallment, payAsYouGoBlockChargedForPam } from './family-charges.testing.ts';
import { chargeDueInstallments } from './installment-charges.ts';
import { paymentsOf } from './payments-from-config.ts';
import { TEST_CARDS } from './test-gateway.ts';

describe.each(BACKENDS)('receipts after charges and refunds (%s)', (backend) => {
  let ctx: MoneyTestContext;
  let admin: TestAgent;
  let pam: TestAgent;

  beforeAll(async () => {
    ctx = await createMoneyTestContext(backend, { priced: 'private' });
    [admin, pam] = await ctx.signInAs('admin', 'pam');
  });
  afterAll(() => ctx?.close());

  it('mails the family a receipt for added hours: amount, what for, last four, date; no card number', async () => {
    const before = ctx.mailer.sent.length;
    const paid = await ctx.addHours(pam, ctx.pia.id, ctx.cardOrder(TEST_CARDS.approved));
    expect(paid.status).toBe(200);
    const mails = ctx.mailer.sent.slice(before);
    expect(mails).toHaveLength(1);
    const [receipt] = mails;
    expect(receipt!.to).toBe(ctx.world.users.pam.email);
    expect(receipt!.subject).toBe('Payment receipt: $325.00');
    expect(receipt!.text).toContain('For: 5 tutoring hours for Pia');
    expect(receipt!.text).toContain('Card: ending 1111');
    expect(receipt!.text).toMatch(/Date: \w{3} \d{1,2}, \d{4}/);
    expect(receipt!.text).not.toContain(TEST_CARDS.approved);
    expect(receipt!.html).not.toContain(TEST_CARDS.approved);
  });

  it('sends no receipt when the charge is declined', async () => {
    const before = ctx.mailer.sent.length;
    const declined = await ctx.addHours(pam, ctx.pia.id, ctx.cardOrder(TEST_CARDS.declined));
    expect(declined.status).toBe(422);
    expect(ctx.mailer.sent.length).toBe(before);
  });

  it('mails a refund receipt once the gateway refunds', async () => {
    const before = ctx.mailer.sent.length;
    const approved = await call<{ refundRequest: { status: string } }>(
      admin.put(`/api/v2/refund_requests/${ctx.world.payments.refunds.pending.id}/approve`),
    );
    expect(approved.status).toBe(200);
    expect(approved.body.refundRequest.status).toBe('refunded');
    const mails = ctx.mailer.sent.slice(before);
    expect(mails.map((m) => m.subject)).toEqual(['Refund receipt: $100.00']);
    expect(mails[0]!.text).toContain('For: Refund of 5 tutoring hours');
    expect(mails[0]!.text).toContain('Amount: −$100.00');
  });

  it('mails one receipt for an installment the payment job charges', async () => {
    await ctx.keepCard();
    await dueInstallment(ctx, 12_345);
    const before = ctx.mailer.sent.length;
    await chargeDueInstallments(ctx.db, paymentsOf(ctx.deps), {
      now: ctx.clock.now(),
      runnerId: 'receipts-job',
      mailer: ctx.mailer,
    });
    const mails = ctx.mailer.sent.slice(before);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [ctx.world.users.pam.email, 'Payment receipt: $123.45'],
    ]);
    expect(mails[0]!.text).toContain('For: Installment due');
    expect(mails[0]!.text).toContain('Card: ending 1111');
  });

  it('mails one receipt for Pay As You Go hours charged right after a booking', async () => {
    await ctx.keepCard();
    const before = ctx.mailer.sent.length;
    const block = await payAsYouGoBlockChargedForPam(ctx);
    expect(block.paidAt).not.toBeNull();
    const mails = ctx.mailer.sent.slice(before);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [ctx.world.users.pam.email, 'Payment receipt: $325.00'],
    ]);
    expect(mails[0]!.text).toContain('For: 5 tutoring hours (Pay As You Go) for Pia');
  });

  it('mails one refund receipt for a refund processed by hand', async () => {
    const before = ctx.mailer.sent.length;
    const processed = await call<{ refundRequest: { status: string } }>(
      admin.put(
        `/api/v2/refund_requests/${ctx.world.payments.refunds.incomplete.id}/process_manually`,
      ),
    );
    expect(processed.status).toBe(200);
    expect(processed.body.refundRequest.status).toBe('processed_manually');
    const mails = ctx.mailer.sent.slice(before);
    expect(mails.map((m) => m.subject)).toEqual(['Refund receipt: $65.00']);
    expect(mails[0]!.to).toBe(ctx.world.users.pam.email);
    expect(mails[0]!.text).toContain('Amount: −$65.00');
  });
});
