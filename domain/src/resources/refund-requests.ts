import { z } from 'zod';
import { REFUND_CATEGORIES, REFUND_REASON_MAX, REFUND_STATUSES } from '../refund-rules.ts';
import { defineContract } from './contract.ts';
import { MAX_INTEGER, integer, isoDateTime, recordId, storableText } from './payload-fields.ts';
import { refundRequestsAccess } from './access/refund-requests.ts';

/**
 * A request to give back (part of) a payment's line item (spec staff-and-crm §3, §4, §7).
 * `errors` holds the gateway's refusal of an incomplete one, with its code.
 */
export const refundRequestRecord = z.object({
  id: integer,
  status: z.enum(REFUND_STATUSES),
  category: z.enum(REFUND_CATEGORIES),
  amountCents: integer,
  reason: z.string(),
  lineItemId: integer,
  paymentId: integer,
  lineItemDescription: z.string(),
  lineItemAmountCents: integer,
  /** What is left to refund on the line item besides this request. */
  refundableCents: integer,
  parentId: integer.nullable(),
  familyName: z.string(),
  requestedById: integer.nullable(),
  requestedByName: z.string().nullable(),
  approvedById: integer.nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: isoDateTime.nullable(),
  refundedAt: isoDateTime.nullable(),
  processedAt: isoDateTime.nullable(),
  refundTransactionId: z.string().nullable(),
  errorCode: z.string().nullable(),
  errors: z.array(z.string()),
  /**
   * The bought minutes the money returned on an hours line item took back from the course and
   * the family (its refunded share, capped at what is unused and unscheduled); null until then
   * and for other line items.
   */
  minutesTakenBack: integer.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  lockVersion: integer,
});
export type RefundRequest = z.infer<typeof refundRequestRecord>;

const amountCents = z
  .number({ error: 'must be an amount in cents' })
  .int('must be a whole number of cents')
  .positive('must be more than $0.00')
  .max(MAX_INTEGER);
const reason = storableText.trim().min(1, "can't be blank").max(REFUND_REASON_MAX);
const category = z.enum(REFUND_CATEGORIES, { error: 'is not a refund category' });

/** POST /refund_requests: a request on one line item. */
export const refundRequestCreate = z.object({
  lineItemId: recordId,
  category,
  amountCents,
  reason,
});
export type RefundRequestCreate = z.input<typeof refundRequestCreate>;

/** PUT /refund_requests/{id} while pending: the line item stays. */
export const refundRequestUpdate = z.object({ category, amountCents, reason }).partial();
export type RefundRequestUpdate = z.input<typeof refundRequestUpdate>;

/** GET /refund_requests/categories. */
export const refundRequestCategories = z.object({
  categories: z.array(z.enum(REFUND_CATEGORIES)),
});

/**
 * Who does what. The spec's §6 names no role for refunds, so: any staff member requests and
 * edits a pending request; only admins approve (money leaves) and process manually.
 */
export const refundRequestsContract = defineContract({
  name: 'refund_requests',
  // Spec §7: "Response key refundRequest" (also the key of a write's body).
  singular: refundRequestsAccess.singular,
  summary:
    'Refund requests on payment line items: staff request (category, amount in cents, reason) and edit pending ones; admins approve (the gateway refunds) and process incomplete ones manually; money returned on an hours line item takes its share of the hours back (minutesTakenBack).',
  record: refundRequestRecord,
  create: refundRequestCreate,
  update: refundRequestUpdate,
  access: refundRequestsAccess.access,
  actions: {
    categories: {
      on: 'collection',
      method: 'GET',
      path: 'categories',
      summary: 'The categories a refund request is filed under.',
      output: refundRequestCategories,
      allow: refundRequestsAccess.actions.categories,
    },
    approve: {
      on: 'member',
      method: 'PUT',
      path: 'approve',
      summary:
        'Approves a pending request and refunds it through the payment gateway (idempotent per request). A gateway refusal marks it incomplete with the code; a gateway that does not answer changes nothing (422). Answers the refund request.',
      allow: refundRequestsAccess.actions.approve,
    },
    processManually: {
      on: 'member',
      method: 'PUT',
      path: 'process_manually',
      summary:
        'Marks an incomplete request as refunded outside the gateway. Answers the refund request.',
      allow: refundRequestsAccess.actions.processManually,
    },
  },
});
