import type { Db } from '../db/client.ts';
import {
  enrollments,
  installments,
  lineItems,
  payments,
  refundRequests,
} from '../db/schema/index.ts';

/**
 * The resource world's money: Pam's settled TEST charge (5 hours less a coupon) with a pending
 * refund request, and a charge the TEST gateway will not refund (unsettled) whose request is
 * incomplete already.
 */
export async function seedPayments(db: Db, ids: { parentId: number; adminUserId: number }) {
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
        requestedById: ids.adminUserId,
      },
      {
        lineItemId: unsettledHours!.id,
        paymentId: unsettled!.id,
        status: 'incomplete',
        category: 'Billing error',
        amountCents: 6_500,
        reason: 'Charged twice for one hour.',
        requestedById: ids.adminUserId,
        errorCode: '54',
        errorMessage: 'The referenced transaction does not meet the criteria for issuing a credit.',
      },
    ])
    .returning();
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
