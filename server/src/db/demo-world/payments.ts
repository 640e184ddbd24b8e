import type { RefundCategory, RefundStatus } from '@tp/domain';
import type { LineItemRow, ParentRow, PaymentRow, RefundRequestRow, UserRow } from './types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 30 charges: more than a page of 25; every fourth with a coupon. */
const PAYMENT_COUNT = 30;
const HOURLY_RATES = [6_500, 7_500, 8_500, 9_500];
const COUPON_CENTS = 2_500;
/** The TEST gateway refuses to refund these (test-gateway.ts TEST_UNSETTLED_TRANSACTION_PREFIX). */
const UNSETTLED = 'test-unsettled-';

/** Refund requests of the demo, by payment index: every status, with the family's first. */
const REFUNDS: readonly {
  payment: number;
  status: RefundStatus;
  category: RefundCategory;
  hours: number;
  reason: string;
}[] = [
  {
    payment: 0,
    status: 'pending',
    category: 'Unused hours',
    hours: 1,
    reason: 'One hour was not used before the term ended.',
  },
  {
    payment: 2,
    status: 'pending',
    category: 'Scheduling issue',
    hours: 2,
    reason: 'No tutor was available at the times the family asked for.',
  },
  {
    payment: 5,
    status: 'pending',
    category: 'Duplicate charge',
    hours: 5,
    reason: 'The order was placed twice by mistake.',
  },
  {
    payment: 7,
    status: 'refunded',
    category: 'Service issue',
    hours: 1,
    reason: 'The session was cut short by a connection problem.',
  },
  {
    payment: 9,
    status: 'refunded',
    category: 'Cancellation',
    hours: 3,
    reason: 'Canceled within the first week.',
  },
  {
    payment: 11,
    status: 'incomplete',
    category: 'Billing error',
    hours: 1,
    reason: 'Charged at the wrong rate.',
  },
  {
    payment: 13,
    status: 'incomplete',
    category: 'Other',
    hours: 2,
    reason: 'The family moved abroad.',
  },
  {
    payment: 15,
    status: 'processed_manually',
    category: 'Unused hours',
    hours: 2,
    reason: 'Refunded by check at the family’s request.',
  },
];

/**
 * Card charges of 5 hours for the demo's families (the demo parent's first), their line items
 * and a few refund requests in each status. All TEST-gateway transactions; the incomplete
 * requests' charges are unsettled ones, which the TEST gateway will not refund.
 */
export function generatePayments(
  now: Date,
  parents: readonly ParentRow[],
  users: readonly UserRow[],
): { payments: PaymentRow[]; lineItems: LineItemRow[]; refundRequests: RefundRequestRow[] } {
  const admin = users.find((user) => user.email === 'admin@demo.test');
  const advisor = users.find((user) => user.email === 'advisor@demo.test') ?? admin;
  const payments: PaymentRow[] = [];
  const lineItems: LineItemRow[] = [];
  const refundRequests: RefundRequestRow[] = [];
  const hoursLineOf = new Map<number, LineItemRow>();
  const unsettled = new Set(REFUNDS.filter((r) => r.status === 'incomplete').map((r) => r.payment));
  for (let index = 0; index < PAYMENT_COUNT && parents.length > 0; index += 1) {
    const id = index + 1;
    const parent = parents[index % Math.min(parents.length, 20)]!;
    const rate = HOURLY_RATES[index % HOURLY_RATES.length]!;
    const subtotal = rate * 5;
    const discount = index % 4 === 3 ? COUPON_CENTS : 0;
    const createdAt = new Date(now.getTime() - (PAYMENT_COUNT - index) * 2 * DAY_MS);
    payments.push({
      id,
      idempotencyKey: `demo-payment-${String(id).padStart(12, '0')}`,
      enrollmentId: null,
      parentId: parent.id,
      createdById: admin?.id ?? null,
      gateway: 'test',
      transactionId: `${unsettled.has(index) ? UNSETTLED : 'test-demo-'}${String(id).padStart(6, '0')}`,
      status: 'paid',
      subtotalCents: subtotal,
      discountCents: discount,
      totalCents: subtotal - discount,
      couponCode: discount ? 'WELCOME25' : null,
      cardLast4: '1111',
      createdAt,
    });
    const hours: LineItemRow = {
      id: lineItems.length + 1,
      paymentId: id,
      kind: 'hours',
      description: '5 tutoring hours',
      quantity: 5,
      unitAmountCents: rate,
      amountCents: subtotal,
    };
    lineItems.push(hours);
    hoursLineOf.set(index, hours);
    if (discount) {
      lineItems.push({
        id: lineItems.length + 1,
        paymentId: id,
        kind: 'coupon',
        description: 'Coupon WELCOME25',
        quantity: 1,
        unitAmountCents: -discount,
        amountCents: -discount,
      });
    }
  }
  for (const refund of REFUNDS) {
    const line = hoursLineOf.get(refund.payment);
    const payment = payments[refund.payment];
    if (!line || !payment) continue;
    const createdAt = new Date(payment.createdAt!.getTime() + DAY_MS);
    const settledAt = new Date(createdAt.getTime() + DAY_MS);
    const wasApproved = refund.status !== 'pending';
    const amount = Math.min(refund.hours * line.unitAmountCents, payment.totalCents);
    refundRequests.push({
      id: refundRequests.length + 1,
      lineItemId: line.id,
      paymentId: payment.id,
      status: refund.status,
      category: refund.category,
      amountCents: amount,
      reason: refund.reason,
      requestedById: advisor?.id ?? null,
      approvedById: wasApproved ? (admin?.id ?? null) : null,
      approvedAt: wasApproved ? settledAt : null,
      refundedAt: refund.status === 'refunded' ? settledAt : null,
      processedById: refund.status === 'processed_manually' ? (admin?.id ?? null) : null,
      processedAt: refund.status === 'processed_manually' ? settledAt : null,
      refundTransactionId:
        refund.status === 'refunded'
          ? `test-demo-refund-${String(refundRequests.length + 1)}`
          : null,
      errorCode:
        refund.status === 'incomplete' || refund.status === 'processed_manually' ? '54' : null,
      errorMessage:
        refund.status === 'incomplete' || refund.status === 'processed_manually'
          ? 'The referenced transaction does not meet the criteria for issuing a credit.'
          : null,
      createdAt,
      updatedAt: wasApproved ? settledAt : createdAt,
      lockVersion: 0,
    });
    if (amount >= payment.totalCents && refund.status === 'refunded') payment.status = 'refunded';
  }
  return { payments, lineItems, refundRequests };
}
