import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { lockVersion } from './lock-version.ts';
import { parents } from './people.ts';
import { enrollments } from './scheduling.ts';
import { users } from './users.ts';

/**
 * A card charge (issue 11, "Money"): written in the same transaction that delivers what was
 * bought, only after the gateway approved. Amounts are integer cents. One row per idempotency
 * key, so a retried order never charges twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    enrollmentId: integer('enrollment_id').references(() => enrollments.id, {
      onDelete: 'set null',
    }),
    /** The family whose hours the payment bought. */
    parentId: integer('parent_id').references(() => parents.id, { onDelete: 'set null' }),
    /** Who placed the order (staff or the parent). */
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'test' or 'authorize-net'. */
    gateway: varchar('gateway', { length: 20 }).notNull(),
    transactionId: varchar('transaction_id', { length: 64 }).notNull(),
    /** 'paid' or 'refunded'. */
    status: varchar('status', { length: 16 }).notNull().default('paid'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    couponCode: varchar('coupon_code', { length: 50 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key_idx').on(t.idempotencyKey),
    index('payments_enrollment_idx').on(t.enrollmentId),
    index('payments_parent_idx').on(t.parentId),
    check(
      'payments_amounts_check',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} and ${t.totalCents} >= 0`,
    ),
  ],
);

/** What a payment bought: e.g. "5 tutoring hours" and a coupon line (negative amount). */
export const lineItems = pgTable(
  'line_items',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** 'hours' or 'coupon'. */
    kind: varchar('kind', { length: 16 }).notNull(),
    description: varchar('description', { length: 255 }).notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitAmountCents: integer('unit_amount_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('line_items_payment_idx').on(t.paymentId)],
);

/**
 * A request to give back (part of) a line item (spec staff-and-crm §3, §4 "Refund request").
 * Staff file it pending; approving it refunds through the gateway outside any transaction
 * (services/refunds.ts): `approved` while the gateway works, then `refunded`, or `incomplete`
 * with the gateway's code, which staff then process manually. Amounts are integer cents.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    lineItemId: integer('line_item_id')
      .notNull()
      .references(() => lineItems.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    category: varchar('category', { length: 40 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: varchar('reason', { length: 1000 }).notNull(),
    requestedById: integer('requested_by_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    approvedById: integer('approved_by_id').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    processedById: integer('processed_by_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    refundTransactionId: varchar('refund_transaction_id', { length: 64 }),
    errorCode: varchar('error_code', { length: 40 }),
    errorMessage: varchar('error_message', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('refund_requests'),
  },
  (t) => [
    index('refund_requests_line_item_idx').on(t.lineItemId),
    index('refund_requests_payment_idx').on(t.paymentId),
    index('refund_requests_status_idx').on(t.status),
    check('refund_requests_amount_check', sql`${t.amountCents} > 0`),
  ],
);
