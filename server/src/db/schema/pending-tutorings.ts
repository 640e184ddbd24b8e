import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { BookingPolicy, PendingTutoringStatus } from '@tp/domain';
import { users } from './users.ts';
import { students, tutors } from './people.ts';
import { enrollments, sessions } from './scheduling.ts';

/**
 * A date of a tutoring booking that lay past the tutor's published availability (reason
 * pendingAvailability, spec scheduling §3 "pendingTutorings"): kept as the booking asked for
 * it, and booked (or failed, with its reasons) when the tutor publishes availability that
 * covers it (services/pending-tutorings.ts).
 */
export const pendingTutorings = pgTable(
  'pending_tutorings',
  {
    id: serial('id').primaryKey(),
    enrollmentId: integer('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Minutes. */
    duration: integer('duration').notNull(),
    /** The booking's topics, in the order picked. */
    subjectIds: integer('subject_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    notes: text('notes'),
    /** pending, booked, failed or expired (domain's PENDING_TUTORING_STATUSES). */
    status: varchar('status', { length: 16 })
      .$type<PendingTutoringStatus>()
      .notNull()
      .default('pending'),
    /** Why it failed (domain's BOOKING_REASONS sentences); empty otherwise. */
    reasons: text('reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The rules that bound the booker (domain's BookingPolicy), so the date is judged later as
     * it would have been then: only a booker bound by availability leaves dates pending.
     */
    policy: jsonb('policy').$type<BookingPolicy>().notNull(),
    /** The session it became, once booked. */
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /** Who made the booking (a user id): the booked session's scheduledBy. */
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pending_tutorings_tutor_starts_idx').on(t.tutorId, t.startsAt),
    index('pending_tutorings_enrollment_idx').on(t.enrollmentId),
    check(
      'pending_tutorings_status_check',
      sql`${t.status} in ('pending', 'booked', 'failed', 'expired')`,
    ),
  ],
);
