import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { lockVersion } from './lock-version.ts';
import { subjects } from './organisation.ts';
import { students } from './people.ts';
import { sessions } from './scheduling.ts';
import { users } from './users.ts';

/**
 * The video meeting provisioned for a session (spec scheduling §3 zoomMeeting): one per
 * session, made by `GET /sessions/{id}/prepare` through the configured provider (Jitsi Meet
 * by default, Zoom when configured). The start URL lets its holder host the meeting, so it
 * lives here, never among the session's readable fields.
 */
export const sessionMeetings = pgTable('session_meetings', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  /** 'jitsi' or 'zoom'. */
  provider: varchar('provider', { length: 16 }).notNull(),
  /** The provider's meeting id (Zoom's numeric id; Jitsi's room name). */
  externalId: varchar('external_id', { length: 191 }).notNull(),
  joinUrl: text('join_url').notNull(),
  startUrl: text('start_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Minutes of a session spent on a subject (spec scheduling §3 Allotment). */
export const allotments = pgTable(
  'allotments',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    minutes: integer('minutes').notNull(),
    lockVersion: lockVersion('allotments'),
  },
  (t) => [uniqueIndex('allotments_session_subject_idx').on(t.sessionId, t.subjectId)],
);

/** The points ladder of brands with points: a student is at the highest level reached. */
export const levels = pgTable('levels', {
  id: serial('id').primaryKey(),
  sequence: integer('sequence').notNull().unique(),
  rank: varchar('rank', { length: 50 }).notNull(),
  pointThreshold: integer('point_threshold').notNull().unique(),
  lockVersion: lockVersion('levels'),
});

/** A gem a tutor gave a student (spec scheduling §3 Student badge); redeemed later. */
export const studentBadges = pgTable(
  'student_badges',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The gem's name: Ruby, Amber, Gold, Emerald, Sapphire or Amethyst. */
    description: varchar('description', { length: 50 }).notNull(),
    /** The session it was earned in, when one. */
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    awardedById: integer('awarded_by_id').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('student_badges'),
  },
  (t) => [index('student_badges_student_idx').on(t.studentId)],
);
