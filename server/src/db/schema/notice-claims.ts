import { integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { notices } from './notices.ts';
import { users } from './users.ts';

/**
 * One row per notice the notice job decided (Under Target for a tutor's week, POG Form Due for
 * a quarter): its unique key (kind, key, user) is the job's claim, written in the transaction
 * of the notice it sends, so two server processes racing over one batch, or a process killed
 * mid-batch and restarted, never send one twice. `noticeId` is null when the claim sent
 * nothing (the tutor still had that notice open).
 */
export const noticeClaims = pgTable(
  'notice_claims',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 40 }).notNull(),
    /** What the notice is about within its kind: a week's Monday, a quarter ('2026-Q1'). */
    key: varchar('key', { length: 40 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noticeId: integer('notice_id').references(() => notices.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notice_claims_key').on(t.kind, t.key, t.userId)],
);
