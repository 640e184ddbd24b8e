import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { leadSources } from './lead-sources.ts';
import { lockVersion } from './lock-version.ts';
import { departments } from './organisation.ts';
import { employees } from './people.ts';

/**
 * Pay beyond sessions (spec staff-and-crm §3 Payroll item): rate × quantity for an employee,
 * pending until a payroll run pays it. `pay` is written by the server (domain's payFor) on
 * every write, never taken from a client. The link is a lead source (Marketing items, spec
 * §3 link/linkId/linkType); a lead source an item points at cannot be deleted (merging a
 * pending school re-points it instead).
 */
export const payrollItems = pgTable(
  'payroll_items',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    payType: varchar('pay_type', { length: 40 }).notNull(),
    rate: numeric('rate', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    quantity: numeric('quantity', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    pay: numeric('pay', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    description: text('description').notNull(),
    editNotes: varchar('edit_notes', { length: 191 }),
    /** Needs review: kept out of a payroll run until released. */
    hold: boolean('hold').notNull().default(false),
    paid: boolean('paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    linkType: varchar('link_type', { length: 40 }),
    linkId: integer('link_id').references(() => leadSources.id),
    estimatedPayDate: date('estimated_pay_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('payroll_items'),
  },
  (t) => [
    index('payroll_items_employee_idx').on(t.employeeId),
    index('payroll_items_paid_idx').on(t.paid, t.createdAt),
    index('payroll_items_link_idx').on(t.linkId),
  ],
);
