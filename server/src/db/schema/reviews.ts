import { boolean, index, integer, pgTable, serial, smallint, timestamp } from 'drizzle-orm/pg-core';
import { lockVersion } from './lock-version.ts';
import { students, tutors } from './people.ts';
import { sessions } from './scheduling.ts';

/**
 * A student's rating of the tutor of a session: stars and the comment choices ticked (numbers
 * of domain's REVIEW_COMMENT_CHOICES). Staff only change `featured`.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    /** 1 to 5; null until the student completes the review. */
    stars: smallint('stars'),
    comments: smallint('comments').array().notNull().default([]),
    completed: boolean('completed').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('reviews'),
  },
  (t) => [
    index('reviews_tutor_idx').on(t.tutorId, t.createdAt),
    index('reviews_created_at_idx').on(t.createdAt),
    index('reviews_student_idx').on(t.studentId),
    index('reviews_session_idx').on(t.sessionId),
  ],
);
