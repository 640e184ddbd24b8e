import { index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { departments, subjects } from './organisation.ts';
import { tutors } from './people.ts';

/** The subjects a tutor teaches (the tutor list's subject filter, the tutor form). */
export const tutorSubjects = pgTable(
  'tutor_subjects',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
  },
  (t) => [
    uniqueIndex('tutor_subjects_tutor_subject_idx').on(t.tutorId, t.subjectId),
    index('tutor_subjects_subject_idx').on(t.subjectId),
  ],
);

/** The departments a tutor works in (the tutor courses list groups by department). */
export const tutorDepartments = pgTable(
  'tutor_departments',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
  },
  (t) => [
    uniqueIndex('tutor_departments_tutor_department_idx').on(t.tutorId, t.departmentId),
    index('tutor_departments_department_idx').on(t.departmentId),
  ],
);
