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
