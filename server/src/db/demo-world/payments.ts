import type { RefundCategory, RefundStatus } from '@tp/domain';
import type { LineItemRow, PaymentRow, RefundRequestRow, UserRow } from './types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
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
 * A few refund requests in each status on the demo's card charges (payments.ts of money.ts):
 * on hours line items, the demo family's first. The incomplete requests' charges become
 * unsettled ones, which the TEST gateway will not refund.
 */
export function generateRefundRequests(
  payments: PaymentRow[],
  lineItems: readonly LineItemRow[],
  users: readonly UserRow[],
): RefundRequestRow[] {
  const admin = users.find((user) => user.email === 'admin@demo.test');
  const advisor = users.find((user) => user.email === 'advisor@demo.test') ?? admin;
  const refundRequests: RefundRequestRow[] = [];
  // Charges with an hours line, oldest first: the refunds' `payment` indexes point into these.
  const charges = payments
    .map((payment) => ({
      payment,
      line: lineItems.find((item) => item.paymentId === payment.id && item.kind === 'hours'),
    }))
    .filter((c): c is { payment: PaymentRow; line: LineItemRow } => c.line !== undefined);
  for (const refund of REFUNDS) {
    const charge = charges[refund.payment];
    if (!charge) continue;
    const { payment, line } = charge;
    if (refund.status === 'incomplete')
      payment.transactionId = `${UNSETTLED}${String(payment.id).padStart(6, '0')}`;
    const createdAt = new Date(payment.createdAt!.getTime() + DAY_MS);
    const settledAt = new Date(createdAt.getTime() + DAY_MS);
    const wasApproved = refund.status !== 'pending';
    const amount = Math.min(
      refund.hours * line.unitAmountCents,
      line.amountCents,
      payment.totalCents,
    );
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
      // The demo's refunds are history from before hours were taken back with a refund: the
      // course durations and remaining minutes the demo seeds already stand after them.
      minutesTakenBack: null,
      createdAt,
      updatedAt: wasApproved ? settledAt : createdAt,
      lockVersion: 0,
    });
    if (amount >= payment.totalCents && refund.status === 'refunded') payment.status = 'refunded';
  }
  return refundRequests;
}
