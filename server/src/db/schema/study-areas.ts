import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { lockVersion } from './lock-version.ts';
import { subjects } from './organisation.ts';
import { students } from './people.ts';

/**
 * The dates of the tests a test-prep subject prepares for (spec scheduling §3 Study area
 * testDate: id, title, date). Test prep is a subject of the category "Test Prep".
 */
export const testDates = pgTable(
  'test_dates',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    lockVersion: lockVersion('test_dates'),
  },
  (t) => [index('test_dates_subject_idx').on(t.subjectId, t.date)],
);

/**
 * What a student works on (spec scheduling §3 Study area): one per subject and student
 * (spec §5: a subject already taken is disabled), a confidence level 1-3, and for test prep
 * the test date and the goal score (0-9999).
 */
export const studyAreas = pgTable(
  'study_areas',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    // A test date taken off the calendar leaves the area without one, to pick again.
    testDateId: integer('test_date_id').references(() => testDates.id, { onDelete: 'set null' }),
    goalScore: integer('goal_score'),
    confidenceLevel: integer('confidence_level'),
    lockVersion: lockVersion('study_areas'),
  },
  (t) => [
    // The subject first: a duplicate's 409 names the subject ("subjectId has already been taken").
    uniqueIndex('study_areas_subject_student_idx').on(t.subjectId, t.studentId),
    index('study_areas_student_idx').on(t.studentId),
    check('study_areas_goal_score_range', sql`${t.goalScore} between 0 and 9999`),
    check('study_areas_confidence_level_range', sql`${t.confidenceLevel} between 1 and 3`),
  ],
);
