import { check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { lockVersion } from './lock-version.ts';
import { tutors } from './people.ts';

/**
 * A tutor's education (issue 25: the form that uses GET /degree_levels): where they studied,
 * the degree level (domain's DEGREE_LEVELS ids), the field and the year. The tutor edits their
 * own on their profile; staff read them.
 */
export const tutorDegrees = pgTable(
  'tutor_degrees',
  {
    id: serial('id').primaryKey(),
    tutorId: integer('tutor_id')
      .notNull()
      .references(() => tutors.id, { onDelete: 'cascade' }),
    institution: varchar('institution', { length: 191 }).notNull(),
    degreeLevel: varchar('degree_level', { length: 32 }).notNull(),
    fieldOfStudy: varchar('field_of_study', { length: 191 }),
    graduationYear: integer('graduation_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('tutor_degrees'),
  },
  (t) => [
    index('tutor_degrees_tutor_idx').on(t.tutorId),
    check(
      'tutor_degrees_graduation_year_range',
      sql`${t.graduationYear} is null or ${t.graduationYear} between 1900 and 2100`,
    ),
  ],
);
