/**
 * Settling Pay As You Go (spec scheduling §2: "the account is replenished with another 5 hours
 * when the child runs out"). A booking that needs more hours adds 5-hour blocks on credit
 * (services/pay-as-you-go.ts, an arrear charge each); this charges each one on the family's kept
 * card, the installment job's way:
 *
 * - a runner claims owed rows (claims.ts: FOR UPDATE SKIP LOCKED, a lease), so two processes
 *   never charge one row and a restart resumes where it stopped;
 * - the idempotency key is the arrear charge's and its attempt number (`arrear-{id}-{n}`),
 *   charged through charge-once.ts: a runner that died mid-charge is succeeded by one re-sending
 *   the SAME key, so the gateway answers it again instead of charging twice;
 * - an approval writes the payment, its line item (5 tutoring hours) and marks the charge paid
 *   in one transaction; a decline counts an attempt and waits ARREAR_RETRY_DELAY_MS; after
 *   ARREAR_MAX_ATTEMPTS the charge stays owed for staff to collect;
 * - a family without a kept card is not charged: its arrears stay owed until a card is kept.
 *
 * The hours themselves were added when the booking needed them; paying adds none to the course.
 */
import { auditChanges } from '@tp/domain';
import { and, eq, gt, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  arrearCharges,
  enrollments,
  parents,
  paymentProfiles,
  students,
} from '../db/schema/index.ts';
import { chargeOnce, type ApprovedCharge, type ChargeOnceOutcome } from './charge-once.ts';
import { claimColumns, claimRows } from './claims.ts';
import { keptCardOf } from './kept-cards.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { recordGatewayPayment } from './record-payment.ts';
import { noSignedInUser, recordAuditEventAs, type AuditWho } from '../resources/audit-recorder.ts';
import { sendReceipt } from './receipts.ts';
import type { Mailer } from '../mail/mailer.ts';

/** Declines tried before an arrear charge is left owed for staff. */
export const ARREAR_MAX_ATTEMPTS = 3;
/** How long after a decline the job tries the card again. */
export const ARREAR_RETRY_DELAY_MS = 24 * 60 * 60 * 1000;

const description = (minutes: number) => `${minutes / 60} tutoring hours (Pay As You Go)`;

/** The family of the arrear charge's enrollment keeps a card at this gateway. */
const familyKeepsCard = (gateway: PaymentGateway): SQL =>
  sql`exists (select 1 from ${enrollments} e
    join ${students} s on s.id = e.student_id
    join ${paymentProfiles} p on p.parent_id = s.parent_id and p.gateway = ${gateway.kind}
    where e.id = ${arrearCharges.enrollmentId})`;

/** Owed, with something to charge, attempts left, and not waiting after a decline. */
const chargeable = (gateway: PaymentGateway, now: Date): SQL =>
  and(
    isNull(arrearCharges.paidAt),
    gt(arrearCharges.amountCents, 0),
    lt(arrearCharges.attempts, ARREAR_MAX_ATTEMPTS),
    or(isNull(arrearCharges.retryAt), lte(arrearCharges.retryAt, now)),
    familyKeepsCard(gateway),
  )!;

/** Claims up to `limit` chargeable arrear charges (of one enrollment, if named). */
export function claimOwedArrears(
  db: Db,
  gateway: PaymentGateway,
  options: { now: Date; runnerId: string; limit: number; enrollmentId?: number },
): Promise<number[]> {
  const due = chargeable(gateway, options.now);
  return claimRows(db, arrearCharges, {
    ...options,
    due:
      options.enrollmentId === undefined
        ? due
        : and(due, eq(arrearCharges.enrollmentId, options.enrollmentId))!,
    orderBy: [arrearCharges.createdAt, arrearCharges.id],
  });
}

export type ArrearOutcome = ChargeOnceOutcome | { kind: 'no-card' };

interface ArrearRow {
  enrollmentId: number;
  minutes: number;
  amountCents: number;
  attempts: number;
  parentId: number;
}

/** The payment, its hours line item, and the family's hours count, in the paying transaction. */
async function recordPaidBlock(
  tx: Db,
  gatewayKind: string,
  row: ArrearRow,
  idempotencyKey: string,
  charge: ApprovedCharge,
  who: AuditWho,
): Promise<number> {
  const hours = row.minutes / 60;
  const paymentId = await recordGatewayPayment(tx, {
    idempotencyKey,
    who,
    enrollmentId: row.enrollmentId,
    parentId: row.parentId,
    gateway: gatewayKind,
    charge,
    subtotalCents: row.amountCents,
    lines: [
      {
        kind: 'hours',
        description: description(row.minutes),
        quantity: hours,
        unitAmountCents: Math.round(row.amountCents / hours),
        amountCents: row.amountCents,
      },
    ],
  });
  // As add_hours counts bought hours on the family (the course got them at the booking).
  await tx
    .update(parents)
    .set({ remainingMinutes: sql`${parents.remainingMinutes} + ${row.minutes}` })
    .where(eq(parents.id, row.parentId));
  return paymentId;
}

/**
 * Charges one arrear charge this runner has claimed on the family's kept card and records the
 * outcome (paid with its payment, or a failed attempt); releases the claim either way.
 */
export async function chargeClaimedArrear(
  db: Db,
  gateway: PaymentGateway,
  id: number,
  now: Date,
  /** Sends the family a receipt once paid (issue 23); omitted only by tests of the charge. */
  mailer?: Mailer,
  /** Who charges it (the booking's user right after a booking); the job (nobody) by default. */
  who: AuditWho = noSignedInUser(now),
): Promise<ArrearOutcome> {
  const byId = eq(arrearCharges.id, id);
  const [row] = await db
    .select({
      enrollmentId: arrearCharges.enrollmentId,
      minutes: arrearCharges.minutes,
      amountCents: arrearCharges.amountCents,
      attempts: arrearCharges.attempts,
      parentId: students.parentId,
    })
    .from(arrearCharges)
    .innerJoin(enrollments, eq(enrollments.id, arrearCharges.enrollmentId))
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .where(byId);
  const card = row?.parentId == null ? undefined : await keptCardOf(db, gateway, row.parentId);
  if (!row || row.parentId == null || !card) {
    // The card went away since the claim: left owed, for when the family keeps one again.
    await db.update(arrearCharges).set(claimColumns(null)).where(byId);
    return { kind: 'no-card' };
  }
  const owed: ArrearRow = { ...row, parentId: row.parentId };
  const { last4: keptLast4, ...stored } = card;
  // Derived from the charge and its attempt: a crashed runner's successor re-sends it.
  const idempotencyKey = `arrear-${id}-${row.attempts}`;
  /** The charge's event: paid with its payment, or a declined attempt, in the write's transaction. */
  const recordCharge = (tx: Db, after: Record<string, unknown>) =>
    recordAuditEventAs(tx, who, {
      recordType: 'ArrearCharge',
      recordId: id,
      action: 'charge',
      changes: auditChanges({ attempts: row.attempts }, { attempts: row.attempts + 1, ...after }),
    });
  const markPaid = (tx: Db, paymentId: number) =>
    tx
      .update(arrearCharges)
      .set({
        paidAt: now,
        paymentId,
        attempts: sql`${arrearCharges.attempts} + 1`,
        lastErrorCode: null,
        retryAt: null,
        ...claimColumns(null),
      })
      .where(byId);
  const outcome = await chargeOnce({
    db,
    gateway,
    now,
    idempotencyKey,
    amount: row.amountCents,
    charge: () =>
      gateway.chargeStoredCard({
        amount: row.amountCents,
        idempotencyKey,
        card: stored,
        description: description(row.minutes),
      }),
    async deliver(tx, charge) {
      const paymentId = await recordPaidBlock(
        tx,
        gateway.kind,
        owed,
        idempotencyKey,
        { ...charge, last4: charge.last4 ?? keptLast4 ?? undefined },
        who,
      );
      await markPaid(tx, paymentId);
      await recordCharge(tx, { paidAt: now, paymentId });
      return paymentId;
    },
  });
  if (outcome.kind === 'failed') {
    const declined = {
      lastErrorCode: outcome.code.slice(0, 40),
      retryAt: new Date(now.getTime() + ARREAR_RETRY_DELAY_MS),
    };
    await db.transaction(async (tx) => {
      await tx
        .update(arrearCharges)
        .set({ attempts: sql`${arrearCharges.attempts} + 1`, ...declined, ...claimColumns(null) })
        .where(byId);
      await recordCharge(tx, declined);
    });
  }
  if (outcome.kind === 'already-paid') await markPaid(db, outcome.paymentId);
  if (outcome.kind === 'charged' && mailer)
    await sendReceipt(db, mailer, { paymentId: outcome.paymentId, kind: 'charge', at: now });
  return outcome;
}

/**
 * One pass of the arrear job: claims chargeable arrear charges a batch at a time (of one
 * enrollment, if named) and charges each. Answers how many it tried.
 */
export async function chargeOwedArrears(
  db: Db,
  gateway: PaymentGateway,
  options: {
    now: Date;
    runnerId: string;
    batchSize?: number;
    enrollmentId?: number;
    mailer?: Mailer;
    /** Who charges (the booking's user); the job (nobody) by default. */
    who?: AuditWho;
  },
): Promise<number> {
  let handled = 0;
  for (;;) {
    const ids = await claimOwedArrears(db, gateway, {
      now: options.now,
      runnerId: options.runnerId,
      limit: options.batchSize ?? 20,
      enrollmentId: options.enrollmentId,
    });
    if (ids.length === 0) return handled;
    for (const id of ids) {
      await chargeClaimedArrear(db, gateway, id, options.now, options.mailer, options.who);
      handled += 1;
    }
  }
}
