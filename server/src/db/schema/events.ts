import { boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { lockVersion } from './lock-version.ts';
import { departments, subjects } from './organisation.ts';
import { employees, students } from './people.ts';
import { users } from './users.ts';

/**
 * A calendar item that is not a session (spec scheduling §3 Event): prep time, self study,
 * parent communication, admin work, essay grading, curriculum work, on an employee's calendar.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    /** Event::PrepTime, Event::SelfStudy, ... (domain's EVENT_TYPES). */
    type: varchar('type', { length: 40 }).notNull(),
    name: varchar('name', { length: 191 }),
    details: varchar('details', { length: 280 }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Minutes; always endsAt - startsAt. */
    duration: integer('duration').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    departmentId: integer('department_id').references(() => departments.id),
    /** Whose calendar it is on (spec: attendeeId, attendeeType Employee). */
    attendeeId: integer('attendee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** The student a student event is about, when there is one. */
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    subjectId: integer('subject_id').references(() => subjects.id),
    /**
     * Why a payable event was put in the past (issue 23: paid time logged after the fact needs
     * a reason, domain's pastPayableEventErrors).
     */
    pastReason: varchar('past_reason', { length: 500 }),
    /** Set when canceled: kept on record, shown as canceled in calendar feeds. */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('events'),
  },
  (t) => [index('events_attendee_starts_idx').on(t.attendeeId, t.startsAt)],
);
