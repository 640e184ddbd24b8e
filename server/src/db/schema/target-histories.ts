import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { tutors } from './people.ts';

/**
 * A tutor's targets and actuals for one week (spec scheduling §3 Target history), the week
 * being Monday to Monday in the tutor's zone. The targets are the tutor's weekly targets as
 * they stood that week (a week that has ended keeps them when the tutor's targets change);
 * the actuals, in minutes, are recomputed from sessions and availabilities when read.
 */
export const targetHistories = pgTable(
  'target_histories',
  {
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    /** The Monday the week starts on, in the tutor's zone. */
    weekOf: date('week_of', { mode: 'string' }).notNull(),
    deliveryTarget: integer('delivery_target').notNull(),
    availabilityTarget: integer('availability_target').notNull(),
    /** Minutes of sessions the tutor taught that week that had ended (not canceled). */
    deliveryMinutes: integer('delivery_minutes').notNull().default(0),
    /** Minutes of availability the tutor offered that week. */
    availabilityMinutes: integer('availability_minutes').notNull().default(0),
    /** Of those, the minutes families could still book (neither locked nor maxed out). */
    availableAvailabilityMinutes: integer('available_availability_minutes').notNull().default(0),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tutorId, t.weekOf] }),
    check(
      'target_histories_targets_check',
      sql`${t.deliveryTarget} >= 0 and ${t.availabilityTarget} >= 0`,
    ),
  ],
);
