/**
 * Claiming rows for a payment job (installments, Pay As You Go arrears). All state is in the
 * database, so a restart resumes where it stopped and two processes never charge one row:
 *
 * - A runner CLAIMS rows in one statement (`UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP
 *   LOCKED) RETURNING`): two processes never get the same row.
 * - A claim older than the lease is a dead runner's and may be taken over.
 */
import { and, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { CHARGE_LEASE_MS } from './charge-once.ts';

/** A claim older than this is a dead runner's: longer than a charge's own lease. */
export const JOB_CLAIM_LEASE_MS = 2 * CHARGE_LEASE_MS;

/** A table a payment job claims rows of: an integer id and the claim's two columns. */
export type ClaimableTable = PgTable & { id: PgColumn; claimedAt: PgColumn; claimedBy: PgColumn };

/** Rows nobody holds: never claimed, released, or claimed longer ago than the lease. */
export const unclaimed = (table: ClaimableTable, now: Date): SQL =>
  or(isNull(table.claimedAt), lt(table.claimedAt, new Date(now.getTime() - JOB_CLAIM_LEASE_MS)))!;

/** The claim's columns for `runnerId` at `now`, or released (null, null). */
export function claimColumns<T extends ClaimableTable>(
  claim: { now: Date; runnerId: string } | null,
): PgUpdateSetSource<T> {
  return {
    claimedAt: claim?.now ?? null,
    claimedBy: claim?.runnerId ?? null,
  } as PgUpdateSetSource<T>;
}

/**
 * Claims up to `limit` rows matching `due` that nobody holds, oldest first by `orderBy`, for
 * `runnerId`; answers their ids.
 */
export async function claimRows<T extends ClaimableTable>(
  db: Db,
  table: T,
  options: {
    due: SQL;
    orderBy: (PgColumn | SQL)[];
    now: Date;
    runnerId: string;
    limit: number;
  },
): Promise<number[]> {
  const { due, now, limit } = options;
  const free = and(due, unclaimed(table, now));
  const ids = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(free)
    .orderBy(...options.orderBy)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(table)
    .set(claimColumns<T>(options))
    // The state is checked again on the locked row: a row claimed meanwhile is not taken.
    .where(and(inArray(table.id, ids), free))
    .returning({ id: table.id });
  return claimed.map((row) => row.id as number);
}
