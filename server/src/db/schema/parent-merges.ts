import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { parents } from './people.ts';
import { users } from './users.ts';

/**
 * One merge of two contacts (POST /parents/merge): the parent kept, the one merged into it
 * (gone afterwards, so its id and e-mail are kept here), the notes and who merged.
 */
export const parentMerges = pgTable(
  'parent_merges',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    transferredParentId: integer('transferred_parent_id').notNull(),
    transferredEmail: varchar('transferred_email', { length: 191 }).notNull(),
    notes: text('notes').notNull().default(''),
    mergedByUserId: integer('merged_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parent_merges_parent_idx').on(t.parentId)],
);
