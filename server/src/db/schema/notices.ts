import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lockVersion } from './lock-version.ts';
import { users } from './users.ts';

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    message: text('message').notNull(),
    linkId: integer('link_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('notices'),
  },
  (t) => [index('notices_user_idx').on(t.userId)],
);
