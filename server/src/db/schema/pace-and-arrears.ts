import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';
import { students } from './people.ts';
import { enrollments } from './scheduling.ts';
import { users } from './users.ts';

/**
 * Every change of a student's weekly pace (spec scheduling §3 Student paceHistory): the pace
 * from `createdAt` on, and who set it. Written in the transaction that changes students.pace.
 */
export const paceHistories = pgTable(
  'pace_histories',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    pace: doublePrecision('pace').notNull(),
    previousPace: doublePrecision('previous_pace'),
    changedById: integer('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pace_histories_student_idx').on(t.studentId, t.createdAt)],
);

/**
 * Hours Pay As You Go added on credit (spec scheduling §2 Pay As You Go: "the account is
 * replenished with another 5 hours when the child runs out"): the block's minutes were added to
 * the course, and the family owes `amountCents` at the brand's price until `paidAt`. The arrear
 * job (payments/arrear-charges.ts) charges it on the family's kept card: a runner claims the
 * row (`claimedAt`, `claimedBy`, taken over after the lease), a decline counts an attempt and
 * waits until `retryAt`; after the last attempt the charge stays owed for staff to collect.
 */
export const arrearCharges = pgTable(
  'arrear_charges',
  {
    id: serial('id').primaryKey(),
    enrollmentId: integer('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** Charges tried so far; each failed one moves to the next idempotency key. */
    attempts: integer('attempts').notNull().default(0),
    lastErrorCode: varchar('last_error_code', { length: 40 }),
    /** After a decline: not tried again before this. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedBy: varchar('claimed_by', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('arrear_charges_enrollment_idx').on(t.enrollmentId),
    index('arrear_charges_owed_idx').on(t.paidAt, t.retryAt),
  ],
);
