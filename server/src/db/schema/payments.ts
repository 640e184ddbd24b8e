import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
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
    // A coupon's uses are counted at each order (coupon usage limits).
    index('payments_coupon_code_idx').on(t.couponCode),
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
 * A coupon (spec staff-and-crm §9: unit dollars or percentage, with an amount). `amount` is
 * integer cents for dollars and whole percent for percentage, so no money is ever a float.
 * Codes are kept upper-case and matched case-insensitively.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 50 }).notNull(),
    unit: varchar('unit', { length: 16 }).notNull(),
    amount: integer('amount').notNull(),
    active: boolean('active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Valid from (with expiresAt, the validity window); null: from its creation. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** How many orders may use it in all; null: no limit. */
    maxUses: integer('max_uses'),
    /** How many orders one family (a parent account) may use it on; null: no limit. */
    maxUsesPerFamily: integer('max_uses_per_family'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Coupons are managed in the back-office (the coupons resource): edits are versioned. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('coupons'),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(t.code),
    // The charge looks a code up trimmed and upper-case (normaliseCouponCode): any other
    // spelling could never be used, and would let two codes differ by case alone.
    check('coupons_code_check', sql`${t.code} = upper(btrim(${t.code})) and ${t.code} <> ''`),
    check(
      'coupons_amount_check',
      sql`${t.amount} > 0 and (${t.unit} = 'dollars' or (${t.unit} = 'percentage' and ${t.amount} <= 100))`,
    ),
    check(
      'coupons_limits_check',
      sql`(${t.maxUses} is null or ${t.maxUses} > 0) and (${t.maxUsesPerFamily} is null or ${t.maxUsesPerFamily} > 0) and (${t.startsAt} is null or ${t.expiresAt} is null or ${t.startsAt} < ${t.expiresAt})`,
    ),
  ],
);

/**
 * One charge attempt per idempotency key, recorded BEFORE the gateway is called and outside
 * any transaction that holds locks while it waits (payments/charge-once.ts). `charging` while
 * the gateway is asked; then `succeeded` (with its payment), `failed` (nothing changed), or
 * `reversed` (charged, but saving failed, so the charge was voided or refunded).
 */
export const chargeAttempts = pgTable(
  'charge_attempts',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('charging'),
    amountCents: integer('amount_cents').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    transactionId: varchar('transaction_id', { length: 64 }),
    errorCode: varchar('error_code', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('charge_attempts_key_idx').on(t.idempotencyKey),
    check('charge_attempts_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * The card a family paid with, stored at the gateway (a customer payment profile), saved at the
 * first successful charge so installments can be charged later without the card.
 */
export const paymentProfiles = pgTable(
  'payment_profiles',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    gateway: varchar('gateway', { length: 20 }).notNull(),
    customerProfileId: varchar('customer_profile_id', { length: 64 }).notNull(),
    paymentProfileId: varchar('payment_profile_id', { length: 64 }).notNull(),
    cardLast4: varchar('card_last4', { length: 4 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_profiles_parent_gateway_idx').on(t.parentId, t.gateway)],
);

/**
 * An installment of an enrollment's plan, charged on its due date by the installment job
 * (payments/installment-charges.ts). A runner claims a row atomically (`claimed_at`,
 * `claimed_by`) before charging it; a claim older than the lease is taken over after a crash.
 */
export const installments = pgTable(
  'installments',
  {
    id: serial('id').primaryKey(),
    enrollmentId: integer('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** pending, paid or failed. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** Charges tried so far; each failed one moves to the next idempotency key. */
    attempts: integer('attempts').notNull().default(0),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    lastErrorCode: varchar('last_error_code', { length: 40 }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedBy: varchar('claimed_by', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('installments_enrollment_idx').on(t.enrollmentId),
    index('installments_due_idx').on(t.status, t.dueAt),
    check('installments_amount_check', sql`${t.amountCents} > 0`),
  ],
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
    /**
     * The bought minutes an approved refund of an hours line item took back from the course
     * (its refunded share, capped so used and scheduled hours stay covered); null otherwise.
     */
    minutesTakenBack: integer('minutes_taken_back'),
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

/**
 * The built-in TEST gateway's memory of its charges (payments/test-gateway.ts), kept the way a
 * real gateway keeps it on its side: one row per idempotency key, so the same key answers the
 * same result on every server process and after a restart, and two calls at once with one key
 * charge once (the key is the primary key). Not our record of money: that is `payments`.
 * A timed-out charge is not kept (the client may retry it).
 */
export const testGatewayCharges = pgTable(
  'test_gateway_charges',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    /** The test card's outcome: approved, declined, expired or invalidNumber. */
    outcome: varchar('outcome', { length: 20 }).notNull(),
    /** Authorize.Net's reason code of a failed charge; null when approved. */
    errorCode: varchar('error_code', { length: 40 }),
    /** The approved charge's transaction id; null when it failed. */
    transactionId: varchar('transaction_id', { length: 64 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('test_gateway_charges_transaction_idx').on(t.transactionId),
    check('test_gateway_charges_amount_check', sql`${t.amountCents} >= 0`),
    // Approved (a transaction, no error code) or failed (an error code, no transaction).
    check(
      'test_gateway_charges_outcome_check',
      sql`(${t.errorCode} is null) = (${t.transactionId} is not null)`,
    ),
  ],
);
