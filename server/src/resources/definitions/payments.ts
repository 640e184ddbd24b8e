import {
  paymentsContract,
  refundableCents,
  type LineItem,
  type RefundCategory,
  type RefundStatus,
} from '@tp/domain';
import { sql } from 'drizzle-orm';
import { lineItems, parents, payments, refundRequests, users } from '../../db/schema/index.ts';
import { defineResource, isoRequired } from '../define.ts';
import { expressionSearch, integerIn, stringIn } from '../filters.ts';
import { qualified } from '../scopes.ts';

const familyNameSql = sql<string>`coalesce((select u.first_name || ' ' || u.last_name
  from ${parents} p join ${users} u on u.id = p.user_id
  where p.id = ${qualified(payments.parentId)}), '')`;

/** Every request on the payment holds its amount until it is refunded or processed. */
const requestedOnPaymentSql = sql<number>`(select coalesce(sum(r.amount_cents), 0)::int
  from ${refundRequests} r where r.payment_id = ${qualified(payments.id)})`;

const refundedSql = sql<number>`(select coalesce(sum(r.amount_cents), 0)::int
  from ${refundRequests} r where r.payment_id = ${qualified(payments.id)}
  and r.status in ('refunded', 'processed_manually'))`;

type LineRow = Omit<LineItem, 'refundableCents'> & { requestedCents: number };
const lineItemsJson = sql<LineRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', l.id, 'kind', l.kind, 'description', l.description, 'quantity', l.quantity,
    'unitAmountCents', l.unit_amount_cents, 'amountCents', l.amount_cents,
    'requestedCents', (select coalesce(sum(r.amount_cents), 0) from ${refundRequests} r
      where r.line_item_id = l.id)) order by l.id)
  from ${lineItems} l where l.payment_id = ${qualified(payments.id)}), '[]'::json)`.as(
  'line_items',
);

interface RefundRow {
  id: number;
  lineItemId: number;
  status: RefundStatus;
  category: RefundCategory;
  amountCents: number;
  createdAt: string;
}
const refundsJson = sql<RefundRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', r.id, 'lineItemId', r.line_item_id, 'status', r.status, 'category', r.category,
    'amountCents', r.amount_cents, 'createdAt', r.created_at) order by r.id)
  from ${refundRequests} r where r.payment_id = ${qualified(payments.id)}), '[]'::json)`.as(
  'refund_requests',
);

export const paymentsResource = defineResource({
  contract: paymentsContract,
  from: payments,
  fields: {
    id: payments.id,
    parentId: payments.parentId,
    familyName: familyNameSql.as('family_name'),
    enrollmentId: payments.enrollmentId,
    gateway: payments.gateway,
    transactionId: payments.transactionId,
    status: payments.status,
    subtotalCents: payments.subtotalCents,
    discountCents: payments.discountCents,
    totalCents: payments.totalCents,
    refundedCents: refundedSql.as('refunded_cents'),
    requestedCents: requestedOnPaymentSql.as('requested_cents'),
    couponCode: payments.couponCode,
    cardLast4: payments.cardLast4,
    createdAt: payments.createdAt,
    lineItems: lineItemsJson,
    refundRequests: refundsJson,
  },
  idColumn: payments.id,
  sortable: {
    id: payments.id,
    family_name: familyNameSql,
    total_cents: payments.totalCents,
    status: payments.status,
    created_at: payments.createdAt,
  },
  defaultOrder: { column: 'created_at', sort: 'desc' },
  filters: {
    status: stringIn(payments.status, 'Paid or refunded.'),
    parentId: integerIn(payments.parentId, 'Paid by one of these parents.'),
    enrollmentId: integerIn(payments.enrollmentId, 'For one of these enrollments.'),
    query: expressionSearch({
      searched: [familyNameSql, payments.transactionId],
      reveals: ['familyName', 'transactionId'],
      description: "Family's name or the gateway's transaction id contains (case-insensitive).",
    }),
  },
  serialize: ({ requestedCents, lineItems: lines, refundRequests: refunds, ...row }) => ({
    ...row,
    status: row.status === 'refunded' ? ('refunded' as const) : ('paid' as const),
    createdAt: isoRequired(row.createdAt),
    lineItems: lines.map(({ requestedCents: onLine, ...line }) => ({
      ...line,
      refundableCents: refundableCents({
        lineItemCents: line.amountCents,
        lineItemRequestedCents: Number(onLine),
        paymentTotalCents: row.totalCents,
        paymentRequestedCents: requestedCents,
      }),
    })),
    refundRequests: refunds.map((refund) => ({
      ...refund,
      createdAt: new Date(refund.createdAt).toISOString(),
    })),
  }),
});
