import {
  REFUND_CATEGORIES,
  refundableCents,
  refundErrorText,
  refundRequestsContract,
  type RefundCategory,
  type RefundStatus,
} from '@tp/domain';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { lineItems, parents, payments, refundRequests, users } from '../../db/schema/index.ts';
import {
  approveRefundRequest,
  assertEditedRefundRequest,
  assertRefundEditable,
  newRefundRequestValues,
  processRefundManually,
} from '../../services/refunds.ts';
import { defineResource, iso, isoRequired } from '../define.ts';
import { expressionSearch, integerIn, stringIn } from '../filters.ts';
import { qualified } from '../scopes.ts';

const userName = (column: PgColumn) =>
  sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u
    where u.id = ${qualified(column)})`;

/** The paying family: the parent's name, through the payment. */
const familyNameSql = sql<string>`coalesce((select u.first_name || ' ' || u.last_name
  from ${parents} p join ${users} u on u.id = p.user_id where p.id = ${payments.parentId}), '')`;

/** What the other requests on the same line item, or the same payment, already hold. */
const othersOn = (column: 'line_item_id' | 'payment_id') =>
  sql<number>`(select coalesce(sum(r2.amount_cents), 0)::int from ${refundRequests} r2
    where r2.${sql.identifier(column)} = ${qualified(
      column === 'line_item_id' ? refundRequests.lineItemId : refundRequests.paymentId,
    )} and r2.id <> ${qualified(refundRequests.id)})`;

export const refundRequestsResource = defineResource({
  contract: refundRequestsContract,
  from: refundRequests,
  joins: [
    { table: lineItems, on: eq(lineItems.id, refundRequests.lineItemId) },
    { table: payments, on: eq(payments.id, refundRequests.paymentId) },
  ],
  fields: {
    id: refundRequests.id,
    status: refundRequests.status,
    category: refundRequests.category,
    amountCents: refundRequests.amountCents,
    reason: refundRequests.reason,
    lineItemId: refundRequests.lineItemId,
    paymentId: refundRequests.paymentId,
    lineItemDescription: lineItems.description,
    lineItemAmountCents: lineItems.amountCents,
    paymentTotalCents: payments.totalCents,
    lineItemRequestedCents: othersOn('line_item_id').as('line_item_requested_cents'),
    paymentRequestedCents: othersOn('payment_id').as('payment_requested_cents'),
    parentId: payments.parentId,
    familyName: familyNameSql.as('family_name'),
    requestedById: refundRequests.requestedById,
    requestedByName: userName(refundRequests.requestedById).as('requested_by_name'),
    approvedById: refundRequests.approvedById,
    approvedByName: userName(refundRequests.approvedById).as('approved_by_name'),
    approvedAt: refundRequests.approvedAt,
    refundedAt: refundRequests.refundedAt,
    processedAt: refundRequests.processedAt,
    refundTransactionId: refundRequests.refundTransactionId,
    errorCode: refundRequests.errorCode,
    errorMessage: refundRequests.errorMessage,
    minutesTakenBack: refundRequests.minutesTakenBack,
    createdAt: refundRequests.createdAt,
    updatedAt: refundRequests.updatedAt,
    lockVersion: refundRequests.lockVersion,
  },
  idColumn: refundRequests.id,
  sortable: {
    id: refundRequests.id,
    status: refundRequests.status,
    category: refundRequests.category,
    amount_cents: refundRequests.amountCents,
    family_name: familyNameSql,
    created_at: refundRequests.createdAt,
    updated_at: refundRequests.updatedAt,
  },
  defaultOrder: { column: 'created_at', sort: 'desc' },
  filters: {
    status: stringIn(refundRequests.status, 'Status is one of these (pending, incomplete...).'),
    category: stringIn(refundRequests.category, 'Filed under one of these categories.'),
    paymentId: integerIn(refundRequests.paymentId, 'On one of these payments.'),
    lineItemId: integerIn(refundRequests.lineItemId, 'On one of these line items.'),
    parentId: integerIn(payments.parentId, 'Paid by one of these parents.'),
    query: expressionSearch({
      searched: [refundRequests.reason, familyNameSql],
      reveals: ['reason', 'familyName'],
      description: "Reason or family's name contains (case-insensitive).",
    }),
  },
  includes: {
    payment: { kind: 'belongsTo', target: 'payments', foreignKey: 'paymentId' },
  },
  serialize: ({
    paymentTotalCents,
    lineItemRequestedCents,
    paymentRequestedCents,
    errorMessage,
    ...row
  }) => ({
    ...row,
    status: row.status as RefundStatus,
    category: row.category as RefundCategory,
    refundableCents: refundableCents({
      lineItemCents: row.lineItemAmountCents,
      lineItemRequestedCents,
      paymentTotalCents,
      paymentRequestedCents,
    }),
    errors: row.errorCode ? [refundErrorText(row.errorCode, errorMessage ?? '')] : [],
    approvedAt: iso(row.approvedAt),
    refundedAt: iso(row.refundedAt),
    processedAt: iso(row.processedAt),
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  }),
  write: {
    table: refundRequests,
    toValues: (payload, current) => {
      if (current) assertRefundEditable(current.status);
      return payload;
    },
    hooks: {
      beforeCreate: (tx, values, _payload, ctx) => newRefundRequestValues(tx, values, ctx),
      async after(tx, { action, id }) {
        if (action === 'updated') await assertEditedRefundRequest(tx, id);
      },
    },
  },
  actions: {
    categories: {
      async run() {
        return { output: { categories: [...REFUND_CATEGORIES] } };
      },
    },
    approve: {
      ownsTransactions: true,
      async run({ tx, ctx, id, audit }) {
        await approveRefundRequest(tx, id!, ctx, audit);
      },
    },
    processManually: {
      run: ({ tx, ctx, id }) => processRefundManually(tx, id!, ctx),
    },
  },
});
