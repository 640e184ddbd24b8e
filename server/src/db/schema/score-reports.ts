import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A course's exam score report waiting to be e-mailed (spec sign-in-exams §7 "/api/reports
 * (create emails the report)", §9 "Report e-mail delay 5-10 minutes"). POST /api/reports
 * writes the row; a pass of the durable job runner claims it (status queued -> sending, an
 * UPDATE only one transaction wins), mails it, and marks it sent. A mail that fails (SMTP
 * down) counts an attempt, keeps its error and queues the row again for `nextAttemptAt`; after
 * the last attempt it is marked failed (services/score-report-jobs.ts). The students are
 * fixed when asked: who the requester might read then, whatever changes before it is sent.
 */
export const scoreReportRequests = pgTable(
  'score_report_requests',
  {
    id: serial('id').primaryKey(),
    requestedById: integer('requested_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 191 }).notNull(),
    report: varchar('report', { length: 40 }).notNull(),
    courseIds: jsonb('course_ids').$type<number[]>().notNull(),
    courseTitles: jsonb('course_titles').$type<string[]>().notNull(),
    studentIds: jsonb('student_ids').$type<number[]>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    examType: varchar('exam_type', { length: 10 }),
    /** queued (or waiting for its next attempt), sending (claimed by a runner), sent or failed. */
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Mails tried and failed so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When a queued row that failed may be tried again; null: now. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The last failed mail's error, for staff reading the table (never in an API answer). */
    lastError: varchar('last_error', { length: 500 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('score_report_requests_status_idx').on(t.status, t.id)],
);
