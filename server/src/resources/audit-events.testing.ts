/**
 * Test helpers of the audit trail: one record's events with the transaction that wrote each
 * (PostgreSQL's xmin), and a row's own xmin, so a test can tell that a write and its event
 * committed in one transaction (the test's savepoints give each transaction its own id).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';

/** The events on one record, oldest first, each with the transaction that wrote it. */
export function auditEventsOn(db: Db, recordType: string, recordId: number) {
  return db
    .select({
      action: auditEvents.action,
      actorUserId: auditEvents.actorUserId,
      onBehalfOfUserId: auditEvents.onBehalfOfUserId,
      changes: auditEvents.changes,
      xmin: sql<string>`${auditEvents}.xmin::text`,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.recordType, recordType), eq(auditEvents.recordId, recordId)))
    .orderBy(asc(auditEvents.id));
}

/** The transaction that last wrote the row `id` of `table`. */
export async function xminOf(
  db: Db,
  table: PgTable & { id: PgColumn },
  id: number,
): Promise<string> {
  const [row] = await db
    .select({ xmin: sql<string>`${table}.xmin::text` })
    .from(table)
    .where(eq(table.id, id));
  return row!.xmin;
}
