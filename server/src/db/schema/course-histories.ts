import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { courses } from './scheduling.ts';
import { users } from './users.ts';

/**
 * Every change to a course and its sessions (spec staff-and-crm §2 /history, §7 histories),
 * written in the transaction of the change by the course, session and assignment writes and
 * the course actions. `session_id` is kept as a plain number: the session may be deleted.
 */
export const courseHistories = pgTable(
  'course_histories',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id'),
    change: varchar('change', { length: 191 }).notNull(),
    details: text('details').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: varchar('updated_by', { length: 191 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_histories_course_idx').on(t.courseId, t.createdAt)],
);
