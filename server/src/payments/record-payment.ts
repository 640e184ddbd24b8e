/**
 * The record of an approved gateway charge: the payment row and its line items, written inside
 * the transaction that delivers what was bought (charge-once.ts `deliver`). One writer for
 * every way money comes in (add_hours, installments, Pay As You Go), so a payment always has
 * the same shape: amounts in integer cents, total = subtotal − discount, and a coupon line
 * (negative) whenever a coupon took something off.
 */
import { auditChanges, type Cents } from '@tp/domain';
import type { Db } from '../db/client.ts';
import { lineItems, payments } from '../db/schema/index.ts';
import { recordAuditEventAs, type AuditWho } from '../resources/audit-recorder.ts';
import type { ApprovedCharge } from './charge-once.ts';

/** A line of what the payment bought; the payment's id is filled in. */
export type PaymentLine = Omit<typeof lineItems.$inferInsert, 'id' | 'paymentId'>;

export interface GatewayPayment {
  idempotencyKey: string;
  enrollmentId: number;
  /** The family whose hours the payment bought. */
  parentId: number;
  /** Who placed the order; absent for a scheduled charge (installments, arrears). */
  createdById?: number;
  /** The gateway's kind ('test' or 'authorize-net'). */
  gateway: string;
  charge: ApprovedCharge;
  subtotalCents: Cents;
  /** The coupon the order used and what it took off (0 when it took nothing: no line). */
  coupon?: { code: string; discountCents: Cents };
  /** What was bought, before the coupon's line. */
  lines: readonly PaymentLine[];
  /**
   * Records the payment's creation in the audit trail as this user (or the server's job), in
   * `tx`. Left out where the order's own event already names the payment (add_hours).
   */
  who?: AuditWho;
}

/** Writes the payment and its line items in `tx`; answers the payment's id. */
export async function recordGatewayPayment(tx: Db, payment: GatewayPayment): Promise<number> {
  const { coupon } = payment;
  const discount = coupon?.discountCents ?? 0;
  const [row] = await tx
    .insert(payments)
    .values({
      idempotencyKey: payment.idempotencyKey,
      enrollmentId: payment.enrollmentId,
      parentId: payment.parentId,
      createdById: payment.createdById ?? null,
      gateway: payment.gateway,
      transactionId: payment.charge.transactionId,
      subtotalCents: payment.subtotalCents,
      discountCents: discount,
      totalCents: payment.subtotalCents - discount,
      couponCode: coupon?.code ?? null,
      cardLast4: payment.charge.last4 ?? null,
    })
    .returning();
  const paymentId = row!.id;
  if (payment.who)
    await recordAuditEventAs(tx, payment.who, {
      recordType: 'Payment',
      recordId: paymentId,
      action: 'create',
      changes: auditChanges(null, row!),
    });
  const couponLines: PaymentLine[] =
    coupon && discount > 0
      ? [
          {
            kind: 'coupon',
            description: `Coupon ${coupon.code}`,
            quantity: 1,
            unitAmountCents: -discount,
            amountCents: -discount,
          },
        ]
      : [];
  await tx
    .insert(lineItems)
    .values([...payment.lines, ...couponLines].map((line) => ({ ...line, paymentId })));
  return paymentId;
}
