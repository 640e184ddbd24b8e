import type { LeadSourceCategory, LeadSourceStatus, LeadSourceType, SchoolType } from '@tp/domain';
import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lockVersion } from './lock-version.ts';
import { employees } from './people.ts';

/**
 * Lead sources (spec staff-and-crm §3): schools, pending schools (a school someone typed
 * that staff have not confirmed) and other sources of leads, one table with a `type` as the
 * spec names them (School, PendingSchool; LeadSource for the others).
 */
export const leadSources = pgTable(
  'lead_sources',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 191 }).notNull(),
    type: varchar('type', { length: 20 }).$type<LeadSourceType>().notNull().default('School'),
    status: varchar('status', { length: 20 })
      .$type<LeadSourceStatus>()
      .notNull()
      .default('uncategorized'),
    category: varchar('category', { length: 40 }).$type<LeadSourceCategory>(),
    schoolTypes: jsonb('school_types').$type<SchoolType[]>().notNull().default([]),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 100 }),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    lastPromotionAt: timestamp('last_promotion_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('lead_sources'),
  },
  (t) => [
    index('lead_sources_type_idx').on(t.type),
    index('lead_sources_status_idx').on(t.status),
    index('lead_sources_employee_idx').on(t.employeeId),
  ],
);
