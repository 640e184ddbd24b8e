/**
 * Refund requests' money work (issue 11, spec staff-and-crm §4 "Refund request"). The amount
 * rule is domain's (refund-rules); here it meets the rows, under a lock on the payment so two
 * requests filed at once cannot both take the last dollars. Approval refunds through the
 * gateway outside any transaction: claim the request (`approved`), call the gateway with the
 * request's own idempotency key, then settle it in a second transaction (the request, the hours
 * taken back, the payment's status and the approval's audit event, together).
 */
import {
  approvalState,
  canProcessManually,
  isRefundEditable,
  mayApproveRefund,
  REFUND_GATEWAY_UNAVAILABLE_MESSAGE,
  REFUND_IN_PROGRESS_MESSAGE,
  REFUND_NOT_APPROVABLE_MESSAGE,
  REFUND_NOT_EDITABLE_MESSAGE,
  REFUND_NOT_MANUAL_MESSAGE,
  REFUND_SELF_APPROVAL_MESSAGE,
  refundAmountRefusal,
  refundIdempotencyKey,
  type RefundableBasis,
  type RefundStatus,
} from '@tp/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { lineItems, payments, refundRequests } from '../db/schema/index.ts';
import { Conflict, Invalid } from '../http/errors.ts';
import { GATEWAY_UNAVAILABLE_CODE, type RefundResult } from '../payments/payment-gateway.ts';
import { paymentsOf } from '../payments/payments-from-config.ts';
import { sendReceipt } from '../payments/receipts.ts';
import type { ActionResult, CallContext } from '../resources/types.ts';
import { takeBackRefundedHours } from './refund-hours.ts';

/** Statuses whose money has left: what a payment counts as refunded. */
const MONEY_RETURNED: RefundStatus[] = ['refunded', 'processed_manually'];

interface LineItemBasis extends RefundableBasis {
  paymentId: number;
}

/**
 * The line item's amount and its payment's total, with what other requests (all but
 * `excludeId`) already hold on each; locks the payment row for the rest of the transaction.
 * 422 when the line item does not exist.
 */
async function lineItemBasis(
  tx: Db,
  lineItemId: number,
  excludeId: number | null,
): Promise<LineItemBasis> {
  const [line] = await tx
    .select({
      paymentId: lineItems.paymentId,
      lineItemCents: lineItems.amountCents,
      paymentTotalCents: payments.totalCents,
    })
    .from(lineItems)
    .innerJoin(payments, eq(payments.id, lineItems.paymentId))
    .where(eq(lineItems.id, lineItemId))
    .for('update', { of: payments });
  if (!line) throw new Invalid({ lineItemId: ['must exist'] });
  const others = excludeId === null ? undefined : ne(refundRequests.id, excludeId);
  const sumOf = (scope: ReturnType<typeof eq>) =>
    tx
      .select({ cents: sql<number>`coalesce(sum(${refundRequests.amountCents}), 0)::int` })
      .from(refundRequests)
      .where(and(scope, others));
  const [[onLine], [onPayment]] = await Promise.all([
    sumOf(eq(refundRequests.lineItemId, lineItemId)),
    sumOf(eq(refundRequests.paymentId, line.paymentId)),
  ]);
  return {
    ...line,
    lineItemRequestedCents: onLine?.cents ?? 0,
    paymentRequestedCents: onPayment?.cents ?? 0,
  };
}

/** 422 on `amountCents` unless the amount fits what is left on the line item. */
async function assertRefundable(
  tx: Db,
  lineItemId: number,
  amount: number,
  excludeId: number | null,
): Promise<LineItemBasis> {
  const basis = await lineItemBasis(tx, lineItemId, excludeId);
  const refusal = refundAmountRefusal(amount, basis);
  if (refusal) throw new Invalid({ amountCents: [refusal] });
  return basis;
}

/** The values of a new request: its payment, its requester, pending; the amount checked. */
export async function newRefundRequestValues(
  tx: Db,
  values: Record<string, unknown>,
  ctx: CallContext,
): Promise<Record<string, unknown>> {
  const { lineItemId, amountCents } = values as { lineItemId: number; amountCents: number };
  const basis = await assertRefundable(tx, lineItemId, amountCents, null);
  return {
    ...values,
    paymentId: basis.paymentId,
    status: 'pending',
    requestedById: ctx.user.id,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
}

/** After an edit, inside its transaction: still pending, and the amount still fits. */
export async function assertEditedRefundRequest(tx: Db, id: number): Promise<void> {
  const [row] = await tx
    .select({
      status: refundRequests.status,
      lineItemId: refundRequests.lineItemId,
      amountCents: refundRequests.amountCents,
    })
    .from(refundRequests)
    .where(eq(refundRequests.id, id));
  if (!row) return;
  if (!isRefundEditable(row.status as RefundStatus))
    throw new Invalid({ base: [REFUND_NOT_EDITABLE_MESSAGE] });
  await assertRefundable(tx, row.lineItemId, row.amountCents, id);
}

/** 422 before an edit of a request that is no longer pending. */
export function assertRefundEditable(status: unknown): void {
  if (!isRefundEditable(status as RefundStatus))
    throw new Invalid({ base: [REFUND_NOT_EDITABLE_MESSAGE] });
}

/** Marks the payment refunded once its returned requests cover its total. */
async function settlePaymentStatus(tx: Db, paymentId: number): Promise<void> {
  const [returned] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refundRequests.amountCents}), 0)::int` })
    .from(refundRequests)
    .where(
      and(eq(refundRequests.paymentId, paymentId), inArray(refundRequests.status, MONEY_RETURNED)),
    );
  const [payment] = await tx
    .select({ total: payments.totalCents })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (payment && (returned?.cents ?? 0) >= payment.total)
    await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, paymentId));
}

/**
 * With the money returned, in its transaction: an hours line item's refunded share of the hours
 * goes too (refund-hours.ts), and the request says how many minutes were taken back.
 */
async function takeHoursBack(
  tx: Db,
  id: number,
  refund: { lineItemId: number; amountCents: number },
): Promise<void> {
  const minutesTakenBack = await takeBackRefundedHours(tx, refund);
  if (minutesTakenBack !== null)
    await tx.update(refundRequests).set({ minutesTakenBack }).where(eq(refundRequests.id, id));
}

interface Claim {
  paymentId: number;
  lineItemId: number;
  amount: number;
  transactionId: string;
  last4: string;
  gateway: string;
}

/** First transaction of an approval: 422/409 unless it may go to the gateway, then `approved`. */
async function claimForRefund(db: Db, id: number, ctx: CallContext): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: refundRequests.status,
        approvedAt: refundRequests.approvedAt,
        requestedById: refundRequests.requestedById,
        lineItemId: refundRequests.lineItemId,
        amount: refundRequests.amountCents,
      })
      .from(refundRequests)
      .where(eq(refundRequests.id, id))
      .for('update');
    if (!row) throw new Invalid({ base: [REFUND_NOT_APPROVABLE_MESSAGE] });
    const state = approvalState(row.status as RefundStatus, row.approvedAt, ctx.now);
    if (state === 'refused') throw new Invalid({ status: [REFUND_NOT_APPROVABLE_MESSAGE] });
    if (state === 'in_flight') throw new Conflict(REFUND_IN_PROGRESS_MESSAGE);
    const approver = { id: ctx.user.id, spoofedById: ctx.user.spoofedBy?.id ?? null };
    if (!mayApproveRefund(row.requestedById, approver))
      throw new Invalid({ base: [REFUND_SELF_APPROVAL_MESSAGE] });
    const basis = await assertRefundable(tx, row.lineItemId, row.amount, id);
    const [payment] = await tx
      .select({
        transactionId: payments.transactionId,
        last4: payments.cardLast4,
        gateway: payments.gateway,
      })
      .from(payments)
      .where(eq(payments.id, basis.paymentId));
    await tx
      .update(refundRequests)
      .set({
        status: 'approved',
        approvedById: ctx.user.id,
        approvedAt: ctx.now,
        updatedAt: ctx.now,
      })
      .where(eq(refundRequests.id, id));
    return {
      paymentId: basis.paymentId,
      lineItemId: row.lineItemId,
      amount: row.amount,
      transactionId: payment!.transactionId,
      last4: payment!.last4 ?? '',
      gateway: payment!.gateway,
    };
  });
}

/**
 * PUT /refund_requests/{id}/approve. A refund the gateway makes is recorded as `refunded`; one
 * it refuses leaves the request `incomplete` with the gateway's code (for processing by hand);
 * a gateway that does not answer puts the request back to pending and answers 422, so the
 * failed attempt changes nothing. A retry sends the same idempotency key: never two refunds.
 */
export async function approveRefundRequest(
  db: Db,
  id: number,
  ctx: CallContext,
  /** Records the approval's audit event, in the transaction that settles it. */
  audit?: (tx: Db) => Promise<void>,
): Promise<void> {
  const claim = await claimForRefund(db, id, ctx);
  const gateway = paymentsOf(ctx.deps);
  const result: RefundResult =
    claim.gateway === gateway.kind
      ? await gateway.refund({
          transactionId: claim.transactionId,
          amount: claim.amount,
          last4: claim.last4,
          idempotencyKey: refundIdempotencyKey(id),
        })
      : {
          ok: false,
          code: 'GATEWAY_MISMATCH',
          message: `The payment was taken by the ${claim.gateway} gateway, which is not configured.`,
        };
  const stillApproved = and(eq(refundRequests.id, id), eq(refundRequests.status, 'approved'));
  const now = ctx.deps.clock.now();
  if (!result.ok && result.code === GATEWAY_UNAVAILABLE_CODE) {
    await db
      .update(refundRequests)
      .set({ status: 'pending', approvedById: null, approvedAt: null, updatedAt: now })
      .where(stillApproved);
    throw new Invalid({ base: [REFUND_GATEWAY_UNAVAILABLE_MESSAGE] }, { code: result.code });
  }
  let isRefunded = false;
  await db.transaction(async (tx) => {
    if (result.ok) {
      const [refunded] = await tx
        .update(refundRequests)
        .set({
          status: 'refunded',
          refundedAt: now,
          refundTransactionId: result.transactionId,
          errorCode: null,
          errorMessage: null,
          updatedAt: now,
        })
        .where(stillApproved)
        .returning({ id: refundRequests.id });
      if (refunded)
        await takeHoursBack(tx, id, { lineItemId: claim.lineItemId, amountCents: claim.amount });
      await settlePaymentStatus(tx, claim.paymentId);
      isRefunded = refunded !== undefined;
    } else {
      await tx
        .update(refundRequests)
        .set({
          status: 'incomplete',
          errorCode: result.code.slice(0, 40),
          errorMessage: result.message.slice(0, 255),
          updatedAt: now,
        })
        .where(stillApproved);
    }
    // The request's status, the hours taken back, the payment's status and who approved it
    // commit together: the gateway's refund (outside, under the request's idempotency key)
    // is the one step no transaction can hold.
    await audit?.(tx);
  });
  if (isRefunded) await refundReceipt(ctx, claim.paymentId, claim.amount);
}

/** PUT /refund_requests/{id}/process_manually: an incomplete request, refunded by hand. */
export async function processRefundManually(
  tx: Db,
  id: number,
  ctx: CallContext,
): Promise<ActionResult> {
  const [row] = await tx
    .select({
      status: refundRequests.status,
      paymentId: refundRequests.paymentId,
      lineItemId: refundRequests.lineItemId,
      amountCents: refundRequests.amountCents,
    })
    .from(refundRequests)
    .where(eq(refundRequests.id, id))
    .for('update');
  if (!row || !canProcessManually(row.status as RefundStatus))
    throw new Invalid({ status: [REFUND_NOT_MANUAL_MESSAGE] });
  await takeHoursBack(tx, id, row);
  await tx
    .update(refundRequests)
    .set({
      status: 'processed_manually',
      processedById: ctx.user.id,
      processedAt: ctx.now,
      updatedAt: ctx.now,
    })
    .where(eq(refundRequests.id, id));
  await settlePaymentStatus(tx, row.paymentId);
  return { afterCommit: () => refundReceipt(ctx, row.paymentId, row.amountCents) };
}

/** The family's receipt of a refund (issue 23: a receipt follows every charge and refund). */
const refundReceipt = (ctx: CallContext, paymentId: number, amountCents: number) =>
  sendReceipt(ctx.deps.db, ctx.deps.mailer, {
    paymentId,
    kind: 'refund',
    amountCents,
    at: ctx.deps.clock.now(),
  });
