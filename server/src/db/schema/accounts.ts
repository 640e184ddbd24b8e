import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Single-use account tokens mailed to users: password reset (6 hours), e-mail confirmation
 * (3 days), unlock, and sign-in links (15 minutes). Only a SHA-256 of the token is stored.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'reset_password' | 'confirmation' | 'unlock' | 'sign_in'. */
    kind: varchar('kind', { length: 32 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** The address the token was sent to (a confirmation confirms this address). */
    sentTo: varchar('sent_to', { length: 191 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_idx').on(t.tokenHash),
    index('account_tokens_user_kind_idx').on(t.userId, t.kind),
  ],
);

/**
 * Fixed-window request counters per key (e.g. "login:203.0.113.9"), kept in the database so
 * every API process behind a load balancer shares them.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: varchar('key', { length: 191 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
