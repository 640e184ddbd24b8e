import { z } from 'zod';
import { REFUND_CATEGORIES, REFUND_STATUSES } from '../refund-rules.ts';
import { defineContract } from './contract.ts';
import { integer, isoDateTime } from './payload-fields.ts';
import { paymentsAccess } from './access/payments.ts';

/** What a line bought: tutoring hours, a coupon's discount (negative), or an installment. */
export const LINE_ITEM_KINDS = ['hours', 'coupon', 'installment'] as const;
export const PAYMENT_STATUSES = ['paid', 'refunded'] as const;

/** A line of a payment, with what is left to refund on it (refund-rules' refundableCents). */
export const lineItemRecord = z.object({
  id: integer,
  kind: z.enum(LINE_ITEM_KINDS),
  description: z.string(),
  quantity: integer,
  unitAmountCents: integer,
  amountCents: integer,
  refundableCents: integer,
});
export type LineItem = z.infer<typeof lineItemRecord>;

/** A refund request as a payment lists it. */
export const paymentRefundRecord = z.object({
  id: integer,
  lineItemId: integer,
  status: z.enum(REFUND_STATUSES),
  category: z.enum(REFUND_CATEGORIES),
  amountCents: integer,
  createdAt: isoDateTime,
});

/**
 * A card charge (issue 11, "Money"): read-only on the wire; charges write it (add_hours), refund
 * requests take money back from its line items. Amounts are integer cents.
 */
export const paymentRecord = z.object({
  id: integer,
  parentId: integer.nullable(),
  /** The paying family's name (the parent's), for lists and the CSV. */
  familyName: z.string(),
  enrollmentId: integer.nullable(),
  gateway: z.string(),
  transactionId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  subtotalCents: integer,
  discountCents: integer,
  totalCents: integer,
  /** What refunds took back so far (refunded and manually processed requests). */
  refundedCents: integer,
  couponCode: z.string().nullable(),
  cardLast4: z.string().nullable(),
  createdAt: isoDateTime,
  lineItems: z.array(lineItemRecord),
  refundRequests: z.array(paymentRefundRecord),
});
export type Payment = z.infer<typeof paymentRecord>;

export const paymentsContract = defineContract({
  name: 'payments',
  singular: paymentsAccess.singular,
  summary:
    'Card charges with their line items and refund requests (read-only: charges create them, refund requests take money back).',
  record: paymentRecord,
  access: paymentsAccess.access,
});
