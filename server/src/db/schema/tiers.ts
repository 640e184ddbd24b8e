import { numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { lockVersion } from './lock-version.ts';

/** A tutor's tier: the level they are billed at, in dollars per hour to the cent. */
export const tiers = pgTable(
  'tiers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    billingRate: numeric('billing_rate', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('tiers'),
  },
  (t) => [uniqueIndex('tiers_name_lower_idx').on(sql`lower(${t.name})`)],
);
