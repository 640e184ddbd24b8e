/**
 * Charging installments (issue 11: "an installment plan charges on its dates ... never charges
 * twice, also with two server processes"). All state is in the database:
 *
 * - A runner CLAIMS rows (claims.ts: one statement with FOR UPDATE SKIP LOCKED): two processes
 *   never get the same row. A claim older than the lease (its runner died) may be taken over.
 * - The charge's idempotency key is derived from the installment and its attempt number, and
 *   goes through charge-once.ts: an attempt left charging by a crashed runner is re-sent under
 *   the SAME key, so the gateway answers it again instead of charging twice.
 * - Staff's "process payment" claims the row the same way, so it never races the job.
 */
import { auditChanges, cardErrorMessage, formatCents } from '@tp/domain';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enrollments, installments, students } from '../db/schema/index.ts';
import { chargeOnce, type ChargeOnceOutcome } from './charge-once.ts';
import { claimRows, JOB_CLAIM_LEASE_MS, unclaimed } from './claims.ts';
import { keptCardOf } from './kept-cards.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { recordGatewayPayment } from './record-payment.ts';
import { noSignedInUser, recordAuditEventAs, type AuditWho } from '../resources/audit-recorder.ts';
import { sendReceipt } from './receipts.ts';
import type { Mailer } from '../mail/mailer.ts';

/** A claim older than this is a dead runner's (claims.ts). */
export const INSTALLMENT_CLAIM_LEASE_MS = JOB_CLAIM_LEASE_MS;
/** What a failed charge without a kept card is recorded as. */
export const NO_CARD_CODE = 'NO_CARD';
export const NO_CARD_MESSAGE = 'The family has no card on file.';

export const installmentErrorMessage = (code: string): string =>
  code === NO_CARD_CODE ? NO_CARD_MESSAGE : cardErrorMessage(code);

const claimable = (now: Date) => unclaimed(installments, now);

/**
 * Still owed (domain isInstallmentOwed): its enrollment is active, or was canceled (or
 * transferred) only after the installment fell due. A canceled family is not charged for
 * what falls due after the cancel.
 */
const owed = sql`exists (select 1 from ${enrollments} e where e.id = ${installments.enrollmentId}
  and (e.status = 'active' or e.unenrolled_at > ${installments.dueAt}))`;

/** Claims up to `limit` due pending installments for `runnerId`; answers their ids. */
export function claimDueInstallments(
  db: Db,
  options: { now: Date; runnerId: string; limit: number },
): Promise<number[]> {
  return claimRows(db, installments, {
    ...options,
    due: and(eq(installments.status, 'pending'), lte(installments.dueAt, options.now), owed)!,
    orderBy: [installments.dueAt, installments.id],
  });
}

/** Claims one installment (pending or failed) for charging now; false when it is not free. */
export async function claimInstallment(
  db: Db,
  id: number,
  options: { now: Date; runnerId: string },
): Promise<boolean> {
  const [claimed] = await db
    .update(installments)
    .set({ claimedAt: options.now, claimedBy: options.runnerId })
    .where(
      and(
        eq(installments.id, id),
        inArray(installments.status, ['pending', 'failed']),
        claimable(options.now),
        owed,
      ),
    )
    .returning({ id: installments.id });
  return claimed !== undefined;
}

/** Whether another runner holds the installment now (its claim has not lapsed). */
export async function isInstallmentHeld(db: Db, id: number, now: Date): Promise<boolean> {
  const [free] = await db
    .select({ id: installments.id })
    .from(installments)
    .where(and(eq(installments.id, id), claimable(now)));
  return free === undefined;
}

export type InstallmentOutcome = ChargeOnceOutcome;

/**
 * How a charge of an installment enters the audit trail, in the transaction of each write:
 * who charged it (staff, or the job: nobody) under which action. `inDelivery` replaces the
 * installment's own event on success (staff's process_payment: the engine's event of the
 * action, with the installment's fields before and after).
 */
export interface InstallmentAudit {
  who: AuditWho;
  action: string;
  inDelivery?: (tx: Db) => Promise<void>;
}

/** The installment's event: its status (and payment or error) before and after. */
function recordInstallmentChange(
  tx: Db,
  audit: InstallmentAudit,
  id: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<void> {
  return recordAuditEventAs(tx, audit.who, {
    recordType: 'Installment',
    recordId: id,
    action: audit.action,
    changes: auditChanges(before, after),
  });
}

/**
 * Whether the family of an installment has a kept card to charge: staff asking to process a
 * payment without one are refused before anything is claimed or recorded.
 */
export async function installmentHasCard(
  db: Db,
  gateway: PaymentGateway,
  id: number,
): Promise<boolean> {
  const [row] = await db
    .select({ parentId: students.parentId })
    .from(installments)
    .innerJoin(enrollments, eq(enrollments.id, installments.enrollmentId))
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .where(eq(installments.id, id));
  if (row?.parentId == null) return false;
  return (await keptCardOf(db, gateway, row.parentId)) !== undefined;
}

/**
 * Charges one installment this runner has claimed, with the family's kept card, and records
 * the outcome (paid with its payment, or failed with the gateway's code); releases the claim.
 */
export async function chargeClaimedInstallment(
  db: Db,
  gateway: PaymentGateway,
  id: number,
  now: Date,
  /** Sends the family a receipt once paid (issue 23); omitted only by tests of the charge. */
  mailer?: Mailer,
  /** Who charges it; the job (nobody) by default. */
  audit: InstallmentAudit = { who: noSignedInUser(now), action: 'charge' },
): Promise<InstallmentOutcome> {
  const [row] = await db
    .select({
      status: installments.status,
      paymentId: installments.paymentId,
      lastErrorCode: installments.lastErrorCode,
      enrollmentId: installments.enrollmentId,
      amountCents: installments.amountCents,
      attempts: installments.attempts,
      dueAt: installments.dueAt,
      parentId: students.parentId,
    })
    .from(installments)
    .innerJoin(enrollments, eq(enrollments.id, installments.enrollmentId))
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .where(eq(installments.id, id));
  if (!row) return { kind: 'failed', code: 'NOT_FOUND', message: 'Not found.' };
  const card = row.parentId == null ? undefined : await keptCardOf(db, gateway, row.parentId);
  const before = { status: row.status, paymentId: row.paymentId, lastErrorCode: row.lastErrorCode };
  const failed = async (code: string, message: string): Promise<InstallmentOutcome> => {
    const lastErrorCode = code.slice(0, 40);
    await db.transaction(async (tx) => {
      await tx
        .update(installments)
        .set({
          status: 'failed',
          attempts: sql`${installments.attempts} + 1`,
          lastErrorCode,
          claimedAt: null,
          claimedBy: null,
        })
        .where(eq(installments.id, id));
      await recordInstallmentChange(tx, audit, id, before, {
        ...before,
        status: 'failed',
        lastErrorCode,
      });
    });
    return { kind: 'failed', code, message };
  };
  if (!card || row.parentId == null) return failed(NO_CARD_CODE, NO_CARD_MESSAGE);
  const { parentId } = row;

  // Derived from the installment and its attempt: a crashed runner's successor re-sends it.
  const idempotencyKey = `installment-${id}-${row.attempts}`;
  const description = `Installment due ${row.dueAt.toISOString().slice(0, 10)}`;
  const markPaid = (tx: Db, paymentId: number) =>
    tx
      .update(installments)
      .set({
        status: 'paid',
        paymentId,
        attempts: sql`${installments.attempts} + 1`,
        lastErrorCode: null,
        claimedAt: null,
        claimedBy: null,
      })
      .where(eq(installments.id, id));
  const outcome = await chargeOnce({
    db,
    gateway,
    now,
    idempotencyKey,
    amount: row.amountCents,
    charge: () =>
      gateway.chargeStoredCard({ amount: row.amountCents, idempotencyKey, card, description }),
    async deliver(tx, charge) {
      const paymentId = await recordGatewayPayment(tx, {
        idempotencyKey,
        enrollmentId: row.enrollmentId,
        parentId,
        who: audit.who,
        gateway: gateway.kind,
        charge,
        subtotalCents: row.amountCents,
        lines: [
          {
            kind: 'installment',
            description: `${description} (${formatCents(row.amountCents)})`,
            unitAmountCents: row.amountCents,
            amountCents: row.amountCents,
          },
        ],
      });
      await markPaid(tx, paymentId);
      if (audit.inDelivery) await audit.inDelivery(tx);
      else
        await recordInstallmentChange(tx, audit, id, before, {
          status: 'paid',
          paymentId,
          lastErrorCode: null,
        });
      return paymentId;
    },
  });
  if (outcome.kind === 'failed') return failed(outcome.code, outcome.message);
  if (outcome.kind === 'already-paid') await markPaid(db, outcome.paymentId);
  if (outcome.kind === 'charged' && mailer)
    await sendReceipt(db, mailer, { paymentId: outcome.paymentId, kind: 'charge', at: now });
  return outcome;
}

/**
 * One pass of the installment job: claims due installments a batch at a time and charges
 * each. Answers how many it charged (paid or failed).
 */
export async function chargeDueInstallments(
  db: Db,
  gateway: PaymentGateway,
  options: { now: Date; runnerId: string; batchSize?: number; mailer?: Mailer },
): Promise<number> {
  let handled = 0;
  for (;;) {
    const ids = await claimDueInstallments(db, {
      now: options.now,
      runnerId: options.runnerId,
      limit: options.batchSize ?? 20,
    });
    if (ids.length === 0) return handled;
    for (const id of ids) {
      await chargeClaimedInstallment(db, gateway, id, options.now, options.mailer);
      handled += 1;
    }
  }
}
