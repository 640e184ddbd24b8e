import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { lockVersion } from './lock-version.ts';
import { employees, students } from './people.ts';
import { enrollments } from './scheduling.ts';

/**
 * A tutor's history with one student (spec staff-and-crm §3 Others, "Tutoring history (id,
 * minutes, brandName, student, enrollment id, tutorId, active)"): the tutor a student's
 * tutoring enrollment is with. Removing the student sets `active` false; reassigning gives the
 * student an active history with another tutor. A tutor has at most one active history per
 * student. Minutes are counted from the sessions, not stored.
 */
export const tutoringHistories = pgTable(
  'tutoring_histories',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => employees.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    enrollmentId: integer('enrollment_id').references(() => enrollments.id, {
      onDelete: 'set null',
    }),
    active: boolean('active').notNull().default(true),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('tutoring_histories'),
  },
  (t) => [
    index('tutoring_histories_tutor_idx').on(t.tutorId),
    index('tutoring_histories_student_idx').on(t.studentId),
    uniqueIndex('tutoring_histories_active_pair_idx')
      .on(t.tutorId, t.studentId)
      .where(sql`${t.active}`),
  ],
);
