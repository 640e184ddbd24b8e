import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { students, tutors } from './people.ts';

/**
 * A student's sitting of one exam form (spec sign-in-exams §3 Exam transcript), kept by the
 * built-in exams service: the exam is an id of domain's EXAM_CATALOGUE (the forms are code,
 * not data), its scores per section, the overall score once every section has one, and the
 * essay with the tutor assigned to grade it, the grade and the grader's comments.
 */
export const examTranscripts = pgTable(
  'exam_transcripts',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    examId: integer('exam_id').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    takenOn: date('taken_on', { mode: 'string' }),
    /** Section key -> score (null: not scored yet). */
    scores: jsonb('scores').$type<Record<string, number | null>>().notNull().default({}),
    score: integer('score'),
    /** 'started' until every section has a score, then 'scored'. */
    status: varchar('status', { length: 20 }).notNull().default('started'),
    essayText: text('essay_text'),
    essayScore: integer('essay_score'),
    essayComments: text('essay_comments'),
    essayGraderId: integer('essay_grader_id').references(() => tutors.id, {
      onDelete: 'set null',
    }),
    essayGradedAt: timestamp('essay_graded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exam_transcripts_student_idx').on(t.studentId),
    index('exam_transcripts_grader_idx').on(t.essayGraderId),
  ],
);
