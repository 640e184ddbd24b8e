import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The audit trail (issue 23): one row per write through the API, inserted in the write's own
 * transaction (resources/audit-recorder.ts). The user ids carry no foreign key on purpose: a
 * trail outlives the accounts it names, and must never stop a user from being deleted.
 * `changes` holds `{ field: { before, after } }` with secrets and card data left out.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    /** The real user: the spoofer while spoofing. */
    actorUserId: integer('actor_user_id'),
    /** The user acted as while spoofing; null otherwise. */
    onBehalfOfUserId: integer('on_behalf_of_user_id'),
    action: varchar('action', { length: 64 }).notNull(),
    recordType: varchar('record_type', { length: 64 }).notNull(),
    /** Null for an action on no one record (a batch). */
    recordId: integer('record_id'),
    changes: jsonb('changes').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One record's history, newest first (GET /audit_events?recordType=...&recordId=...).
    index('audit_events_record_idx').on(t.recordType, t.recordId, t.id),
    index('audit_events_actor_idx').on(t.actorUserId, t.id),
  ],
);
