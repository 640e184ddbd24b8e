import {
  PENDING_EXPIRED_REASON,
  auditChanges,
  auditRecordType,
  pendingTutoringsContract,
} from '@tp/domain';
import { and, eq, lte } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { pendingTutorings } from '../db/schema/index.ts';
import { log } from '../log/log-line.ts';
import { noSignedInUser, recordAuditEventAs } from '../resources/audit-recorder.ts';

/**
 * Pending dates whose start has passed (domain's isPendingDateExpired) are marked expired:
 * no availability published now could book them. Reads already show them expired; this
 * records it, for one tutor (before their availability books covered dates) or for all
 * (the server's sweep). Returns how many dates expired.
 */
export async function expirePastPendingDates(
  db: Db,
  now: Date,
  tutorId: number | null = null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(pendingTutorings)
      .set({ status: 'expired', reasons: [PENDING_EXPIRED_REASON], updatedAt: now })
      .where(
        and(
          eq(pendingTutorings.status, 'pending'),
          lte(pendingTutorings.startsAt, now),
          tutorId === null ? undefined : eq(pendingTutorings.tutorId, tutorId),
        ),
      )
      .returning({ id: pendingTutorings.id });
    // The clock expired them, not a user: each date's history says so, in this transaction.
    for (const { id } of expired)
      await recordAuditEventAs(tx, noSignedInUser(now), {
        recordType: auditRecordType(pendingTutoringsContract.singular),
        recordId: id,
        action: 'expire',
        changes: auditChanges(
          { status: 'pending', reasons: null },
          { status: 'expired', reasons: [PENDING_EXPIRED_REASON] },
        ),
      });
    return expired.length;
  });
}

/** How often the server records expired pending dates (reads do not wait for it). */
export const PENDING_EXPIRY_SWEEP_MS = 5 * 60_000;

/**
 * Runs expirePastPendingDates now and every `intervalMs` (the node server starts it; the
 * mocked mode relies on reads). A failed sweep is logged and retried at the next tick.
 * Returns a stop function.
 */
export function startPendingExpirySweep(
  db: Db,
  clock: Clock,
  intervalMs = PENDING_EXPIRY_SWEEP_MS,
): () => void {
  const sweep = () =>
    expirePastPendingDates(db, clock.now()).catch((error: unknown) => {
      log.error('Expiring past pending tutoring dates failed:', error);
    });
  void sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  // The sweep alone must not keep the process alive.
  if (typeof timer === 'object' && 'unref' in timer) timer.unref();
  return () => clearInterval(timer);
}
