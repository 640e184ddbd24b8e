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
  varchar,
} from 'drizzle-orm/pg-core';
import { EXEMPT_PARENT_EMAIL } from '@tp/domain';
import { lockVersion } from './lock-version.ts';

/** Every person who can sign in. Roles are lower-case names from domain's ROLES. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 191 }).notNull(),
    passwordHash: text('password_hash'),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    title: varchar('title', { length: 100 }),
    phone: varchar('phone', { length: 32 }),
    timeZone: varchar('time_zone', { length: 64 }),
    language: varchar('language', { length: 8 }).notNull().default('en'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unconfirmedEmail: varchar('unconfirmed_email', { length: 191 }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('users'),
  },
  (t) => [
    // Spec §5: one e-mail is exempt from uniqueness (contacts without an address share it).
    uniqueIndex('users_email_lower_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`lower(${t.email}) <> ${sql.raw(`'${EXEMPT_PARENT_EMAIL}'`)}`),
  ],
);

/**
 * Server-side sign-in sessions. The `tp_auth` cookie holds a random token, never the user id;
 * `id` is the SHA-256 (hex) of that token, so the table alone signs nobody in.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: varchar('csrf_token', { length: 64 }).notNull(),
    /** "Tutor-42" while the user spoofs someone (issue 3). */
    spoofing: varchar('spoofing', { length: 64 }),
    /**
     * SHA-256 of the sign-in's exams token (the exams service's authorization header). The
     * token is derived from the cookie's token (auth/exams-token.ts), so neither is stored.
     */
    examsTokenDigest: varchar('exams_token_digest', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('auth_sessions_user_idx').on(t.userId),
    uniqueIndex('auth_sessions_exams_token_idx').on(t.examsTokenDigest),
  ],
);
