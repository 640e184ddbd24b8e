import { date, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { employees } from './people.ts';

/**
 * Each time an employee worked here (issue 23: rehiring opens a new period and keeps the old
 * one). The open period (no end date) is the current one; `employees.hire_date` and `end_date`
 * repeat the latest period's dates for the lists and filters that read them.
 */
export const employmentPeriods = pgTable(
  'employment_periods',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    hireDate: date('hire_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** Why the period ended, as given when terminating (optional). */
    endReason: varchar('end_reason', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employment_periods_employee_idx').on(t.employeeId, t.hireDate)],
);
