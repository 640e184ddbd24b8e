import type { BrandPricing } from '@tp/domain';
import type { Db } from '../db/client.ts';
import {
  coupons,
  enrollments,
  installments,
  lineItems,
  paymentProfiles,
  payments,
  refundRequests,
} from '../db/schema/index.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import { testGateway, testPaymentProfileId } from '../payments/test-gateway.ts';

/**
 * The resource world's money: Pam's settled TEST charge (5 hours less a coupon) with a pending
 * refund request, and a charge the TEST gateway will not refund (unsettled) whose request is
 * incomplete already.
 */
export async function seedPayments(
  db: Db,
  ids: { parentId: number; adminUserId: number; requesterUserId: number },
) {
  const [settled, unsettled] = await db
    .insert(payments)
    .values([
      {
        idempotencyKey: 'fixture-payment-settled-0001',
        parentId: ids.parentId,
        createdById: ids.adminUserId,
        gateway: 'test',
        transactionId: 'test-fixture-settled-1',
        subtotalCents: 50_000,
        discountCents: 5_000,
        totalCents: 45_000,
        couponCode: 'SPRING10',
        cardLast4: '1111',
      },
      {
        idempotencyKey: 'fixture-payment-unsettled-01',
        parentId: ids.parentId,
        createdById: ids.adminUserId,
        gateway: 'test',
        transactionId: 'test-unsettled-fixture-2',
        subtotalCents: 32_500,
        totalCents: 32_500,
        cardLast4: '1111',
      },
    ])
    .returning();
  const [hours, coupon, unsettledHours] = await db
    .insert(lineItems)
    .values([
      {
        paymentId: settled!.id,
        kind: 'hours',
        description: '5 tutoring hours',
        quantity: 5,
        unitAmountCents: 10_000,
        amountCents: 50_000,
      },
      {
        paymentId: settled!.id,
        kind: 'coupon',
        description: 'Coupon SPRING10',
        quantity: 1,
        unitAmountCents: -5_000,
        amountCents: -5_000,
      },
      {
        paymentId: unsettled!.id,
        kind: 'hours',
        description: '5 tutoring hours',
        quantity: 5,
        unitAmountCents: 6_500,
        amountCents: 32_500,
      },
    ])
    .returning();
  const [pending, incomplete] = await db
    .insert(refundRequests)
    .values([
      {
        lineItemId: hours!.id,
        paymentId: settled!.id,
        category: 'Unused hours',
        amountCents: 10_000,
        reason: 'One hour was not used.',
        // A second person approves a refund: the admins approving in tests did not request it.
        requestedById: ids.requesterUserId,
      },
      {
        lineItemId: unsettledHours!.id,
        paymentId: unsettled!.id,
        status: 'incomplete',
        category: 'Billing error',
        amountCents: 6_500,
        reason: 'Charged twice for one hour.',
        requestedById: ids.requesterUserId,
        errorCode: '54',
        errorMessage: 'The referenced transaction does not meet the criteria for issuing a credit.',
      },
    ])
    .returning();
  // A coupon for the coupons resource to list ($5 off, twice a family). The settled charge's
  // SPRING10 is left to the tests that make it (apply_coupon's).
  await db
    .insert(coupons)
    .values({ code: 'FIXTURE5', unit: 'dollars', amount: 500, maxUsesPerFamily: 2 });
  return {
    settled: settled!,
    unsettled: unsettled!,
    lines: { hours: hours!, coupon: coupon!, unsettledHours: unsettledHours! },
    refunds: { pending: pending!, incomplete: incomplete! },
  };
}

/**
 * An installment on every enrollment of the world (due long after its clock, so no job test
 * charges them), so every family has plans of their own and others'.
 */
export async function seedFixtureInstallments(db: Db) {
  const every = await db.select({ id: enrollments.id }).from(enrollments);
  return db
    .insert(installments)
    .values(
      every.map((enrollment) => ({
        enrollmentId: enrollment.id,
        dueAt: new Date('2030-01-01T00:00:00Z'),
        amountCents: 12_500,
      })),
    )
    .returning();
}

/**
 * A brand at $65 an hour: 5 hours are 32,500 cents. Its $399 subscription price is not an
 * hour's, so a test charging 5 × 399 would catch hours priced at the wrong price.
 */
export const PRICE_65_AN_HOUR: BrandPricing = {
  type: 'Pricing::Recurring',
  price: 399,
  intervalUnit: null,
  intervalLength: null,
  trialPrice: null,
  trialIntervalLength: null,
  trialIntervalUnit: null,
  hourlyPrice: 65,
};

/**
 * Keeps a TEST card for a family, as a first card payment would: the card's outcome is in its
 * payment profile id (testPaymentProfileId), so the TEST gateway charges it as that card.
 */
export function keepTestCard(
  db: Db,
  parentId: number,
  outcome: 'approved' | 'declined' = 'approved',
) {
  const last4 = outcome === 'approved' ? '1111' : '0002';
  return db.insert(paymentProfiles).values({
    parentId,
    gateway: 'test',
    customerProfileId: `test-customer-${parentId}`,
    paymentProfileId: testPaymentProfileId({ outcome, last4 }),
    cardLast4: last4,
  });
}

/**
 * A TEST gateway (in memory) that counts what it is asked: token charges, kept-card charges,
 * voids, and the kept-card charges that moved money (distinct `transactions`).
 * `crashAfterNextStoredCharge()` makes the next kept-card charge succeed at the gateway and then
 * throw, as a runner killed between the gateway's answer and the database write.
 */
export function countingGateway(inner: PaymentGateway = testGateway()) {
  const counts = { charges: 0, storedCharges: 0, voids: 0 };
  const transactions = new Set<string>();
  let crash = false;
  const gateway: PaymentGateway = {
    ...inner,
    kind: inner.kind,
    charge(request) {
      counts.charges += 1;
      return inner.charge(request);
    },
    void(transactionId) {
      counts.voids += 1;
      return inner.void(transactionId);
    },
    async chargeStoredCard(request) {
      counts.storedCharges += 1;
      const result = await inner.chargeStoredCard(request);
      if (result.ok) transactions.add(result.transactionId);
      if (crash) {
        crash = false;
        throw new Error('runner killed');
      }
      return result;
    },
  };
  return {
    gateway,
    counts,
    transactions,
    crashAfterNextStoredCharge: () => {
      crash = true;
    },
  };
}
