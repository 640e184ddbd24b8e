import { index, integer, pgTable, serial, timestamp, doublePrecision } from 'drizzle-orm/pg-core';
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
 * the course, and the family owes `amountCents` at the brand's price until `paidAt`.
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('arrear_charges_enrollment_idx').on(t.enrollmentId)],
);
