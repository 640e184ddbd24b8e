/**
 * Refund requests (spec staff-and-crm §3 "Refund request", §4 "A pending request can be edited
 * and approved. An incomplete request can be processed manually.", §7 /refund_requests and its
 * categories, approve and process_manually). The spec lists neither the categories nor the
 * statuses past those two, so: a request is `pending`; approving it moves it to `approved`
 * while the gateway refunds, then `refunded`, or `incomplete` (with the gateway's code) when
 * the gateway cannot refund it; an incomplete one is refunded outside the gateway by staff and
 * marked `processed_manually`. Amounts are integer cents.
 */
import type { Cents } from './payment-rules.ts';

export const REFUND_CATEGORIES = [
  'Unused hours',
  'Duplicate charge',
  'Billing error',
  'Service issue',
  'Scheduling issue',
  'Cancellation',
  'Other',
] as const;
export type RefundCategory = (typeof REFUND_CATEGORIES)[number];

export const REFUND_STATUSES = [
  'pending',
  'approved',
  'refunded',
  'incomplete',
  'processed_manually',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  refunded: 'Refunded',
  incomplete: 'Incomplete',
  processed_manually: 'Processed manually',
};

export const REFUND_REASON_MAX = 1000;

/** Spec §4: only a pending request is edited or approved. */
export const isRefundEditable = (status: RefundStatus): boolean => status === 'pending';
export const isRefundApprovable = (status: RefundStatus): boolean => status === 'pending';
/** Spec §4: only an incomplete request is processed manually. */
export const canProcessManually = (status: RefundStatus): boolean => status === 'incomplete';

export const REFUND_NOT_EDITABLE_MESSAGE = 'Only a pending refund request can be edited.';
export const REFUND_NOT_APPROVABLE_MESSAGE = 'Only a pending refund request can be approved.';
export const REFUND_NOT_MANUAL_MESSAGE =
  'Only an incomplete refund request can be processed manually.';
export const REFUND_IN_PROGRESS_MESSAGE = 'This refund is already being processed.';
export const REFUND_GATEWAY_UNAVAILABLE_MESSAGE =
  'The payment gateway did not answer. Nothing was refunded; please try again.';
export const REFUND_COUPON_LINE_MESSAGE = 'A discount line cannot be refunded.';
export const REFUNDED_MESSAGE = 'Refund processed';
export const REFUND_SELF_APPROVAL_MESSAGE =
  'You requested this refund, so someone else must approve it.';

/**
 * A second person approves every refund (issue 23, as in every payments back-office): never
 * the requester, compared as real people, so an admin spoofing someone else (or spoofed as the
 * requester) does not approve their own. `spoofedById` is the real user while spoofing.
 */
export function mayApproveRefund(
  requestedById: number | null,
  approver: { id: number; spoofedById?: number | null },
): boolean {
  if (requestedById === null) return true;
  return approver.id !== requestedById && (approver.spoofedById ?? approver.id) !== requestedById;
}

/** What a request's money is measured against: its line item and the whole payment. */
export interface RefundableBasis {
  /** The line item's amount (a coupon line is negative). */
  lineItemCents: Cents;
  /** Amounts of the other requests on the same line item that hold money (every status). */
  lineItemRequestedCents: Cents;
  /** The payment's total after discounts: what the card was charged. */
  paymentTotalCents: Cents;
  /** Amounts of the other requests on the same payment. */
  paymentRequestedCents: Cents;
}

/**
 * What is left to refund on a line item: its amount less what other requests already ask or
 * took, and never more than what is left of the charge itself (a coupon lowers the charge
 * below the sum of its lines). Never negative.
 */
export function refundableCents(basis: RefundableBasis): Cents {
  const onLine = basis.lineItemCents - basis.lineItemRequestedCents;
  const onPayment = basis.paymentTotalCents - basis.paymentRequestedCents;
  return Math.max(0, Math.min(onLine, onPayment));
}

/**
 * Why `amount` cannot be requested against `basis`, or null when it can. The words go on the
 * `amountCents` field.
 */
export function refundAmountRefusal(amount: Cents, basis: RefundableBasis): string | null {
  if (basis.lineItemCents <= 0) return REFUND_COUPON_LINE_MESSAGE;
  const left = refundableCents(basis);
  if (left === 0) return 'Nothing is left to refund on this line item.';
  if (amount > left) return `can't be more than the ${formatDollars(left)} left to refund`;
  return null;
}

function formatDollars(cents: Cents): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/**
 * The idempotency key of a request's refund: one per request, so a retried approval (a double
 * click, a crash between the gateway and the commit) asks the gateway for the same refund.
 */
export function refundIdempotencyKey(refundRequestId: number): string {
  return `refund-request-${refundRequestId}`;
}

/**
 * How long an `approved` request is taken to be in flight at the gateway. A second approval in
 * that time is a 409; after it (the first call died), the approval may be retried with the
 * same idempotency key.
 */
export const REFUND_IN_FLIGHT_MS = 2 * 60 * 1000;

/** Whether an approval may (re)send the refund: pending, or approved and stale in flight. */
export function approvalState(
  status: RefundStatus,
  approvedAt: Date | null,
  now: Date,
): 'send' | 'in_flight' | 'refused' {
  if (status === 'pending') return 'send';
  if (status !== 'approved') return 'refused';
  if (approvedAt && now.getTime() - approvedAt.getTime() < REFUND_IN_FLIGHT_MS) return 'in_flight';
  return 'send';
}

/**
 * The message a refund error is shown with: the gateway's text and its code, once (a text
 * already carrying its code as "(error 54)", as card errors read, is not given it twice).
 */
export function refundErrorText(code: string, message: string): string {
  const text = message.replace(` (error ${code})`, '').trim();
  return `${text} (code ${code})`;
}

/**
 * The bought minutes a refund of an hours line item gives back: its share of what those hours
 * cost (the line's amount, or the payment's total when a coupon made that less), rounded down
 * so partial refunds never add up to more than the hours bought. The server takes back at most
 * what the course has unused and unscheduled.
 */
export function refundedMinutes(refund: {
  hours: number;
  lineItemCents: Cents;
  paymentTotalCents: Cents;
  refundCents: Cents;
}): number {
  const paid = Math.min(refund.lineItemCents, refund.paymentTotalCents);
  if (paid <= 0 || refund.hours <= 0 || refund.refundCents <= 0) return 0;
  return Math.floor((refund.hours * 60 * Math.min(refund.refundCents, paid)) / paid);
}
