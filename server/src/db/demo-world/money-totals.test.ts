import { formatCents, isCents } from '@tp/domain';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../test/harness.ts';
import { generateDemoWorld } from './generate.ts';

/**
 * Issue 11: "Every money amount is an integer number of cents; totals balance". Sums the demo
 * world's payments, their line items, refunds (payments refunded) and credits, and checks
 * that every ledger agrees with the others.
 */
describe('the demo world’s money', () => {
  const world = generateDemoWorld({ now: TEST_NOW });
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

  it('has payments, line items, installments and coupons to show', () => {
    expect(world.payments.length).toBeGreaterThan(5);
    expect(world.installments.some((i) => i.status === 'pending')).toBe(true);
    expect(world.installments.some((i) => i.status === 'failed')).toBe(true);
    expect(world.coupons.map((c) => c.code)).toContain('WELCOME10');
  });

  it('prices hours at the brand’s hourly price, never its subscription price', () => {
    const hourLines = world.lineItems.filter((l) => l.kind === 'hours');
    expect(hourLines.length).toBeGreaterThan(0);
    for (const line of hourLines) {
      const payment = world.payments.find((p) => p.id === line.paymentId);
      const enrollment = world.enrollments.find((e) => e.id === payment?.enrollmentId);
      const course = world.courses.find((c) => c.id === enrollment?.courseId);
      const brand = world.brands.find((b) => b.id === course?.brandId);
      expect(brand?.pricing?.hourlyPrice, brand?.name).toBeGreaterThan(0);
      expect(line.unitAmountCents).toBe(Math.round((brand?.pricing?.hourlyPrice ?? 0) * 100));
    }
    const privateTutoring = world.brands.find((b) => b.name === 'Private Tutoring');
    expect(privateTutoring?.pricing?.hourlyPrice).toBe(65);
  });

  it('keeps every amount an integer number of cents', () => {
    const amounts = [
      ...world.payments.flatMap((p) => [p.subtotalCents, p.discountCents ?? 0, p.totalCents]),
      ...world.lineItems.map((l) => Math.abs(l.amountCents)),
      ...world.lineItems.map((l) => Math.abs(l.unitAmountCents)),
      ...world.installments.map((i) => i.amountCents),
      ...world.enrollments.flatMap((e) => [e.balanceCents ?? 0, e.creditCents ?? 0]),
      ...world.coupons.filter((c) => c.unit === 'dollars').map((c) => c.amount),
    ];
    expect(amounts.filter((amount) => !isCents(amount))).toEqual([]);
  });

  it('balances: each payment is its lines, and the totals agree', () => {
    for (const payment of world.payments) {
      const lines = world.lineItems.filter((l) => l.paymentId === payment.id);
      expect(payment.totalCents).toBe(payment.subtotalCents - (payment.discountCents ?? 0));
      expect(sum(lines.map((l) => l.amountCents))).toBe(payment.totalCents);
    }
    const charged = sum(world.payments.map((p) => p.totalCents));
    const subtotals = sum(world.payments.map((p) => p.subtotalCents));
    const discounts = sum(world.payments.map((p) => p.discountCents ?? 0));
    const lineTotal = sum(world.lineItems.map((l) => l.amountCents));
    const refunded = sum(
      world.payments.filter((p) => p.status === 'refunded').map((p) => p.totalCents),
    );
    const credits = sum(world.enrollments.map((e) => e.creditCents ?? 0));
    const installmentsPaid = sum(
      world.installments.filter((i) => i.status === 'paid').map((i) => i.amountCents),
    );
    const installmentPayments = sum(
      world.payments
        .filter((p) => world.installments.some((i) => i.paymentId === p.id))
        .map((p) => p.totalCents),
    );
    expect(lineTotal).toBe(charged);
    expect(subtotals - discounts).toBe(charged);
    expect(installmentPayments).toBe(installmentsPaid);
    const net = charged - refunded;
    expect(net).toBeGreaterThanOrEqual(0);
    console.info(
      `demo money: charged ${formatCents(charged)} (${formatCents(subtotals)} less ${formatCents(discounts)} of coupons), refunded ${formatCents(refunded)}, net ${formatCents(net)}, credits ${formatCents(credits)}, installments paid ${formatCents(installmentsPaid)}`,
    );
  });
});
