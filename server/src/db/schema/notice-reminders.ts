import { integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { notices } from './notices.ts';
import { sessions } from './scheduling.ts';
import { users } from './users.ts';

/**
 * One row per reminder notice the reminder job sent (Session Reminder, Session Attendance
 * Reminder): its unique key (kind, session, user) is the job's claim, so two server processes
 * racing over one batch, or a process restarted mid-batch, never send a reminder twice. The row
 * and its notice are written in one transaction.
 */
export const noticeReminders = pgTable(
  'notice_reminders',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 40 }).notNull(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noticeId: integer('notice_id').references(() => notices.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notice_reminders_key').on(t.kind, t.sessionId, t.userId)],
);
