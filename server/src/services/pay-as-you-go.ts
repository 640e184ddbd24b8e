import {
  ADD_HOURS_BLOCK,
  OWED_WITHOUT_CARD_MESSAGE,
  PAY_AS_YOU_GO_OFF_CANCEL_REASON,
  PAY_AS_YOU_GO_OWED_MESSAGE,
  PENDING_PAY_AS_YOU_GO_OFF_REASON,
  hoursOrderPrice,
  mayBookWhileOwing,
  mayReplenishOnCredit,
  replenishBlocks,
  type ArrearBillingUpdate,
} from '@tp/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  arrearCharges,
  brands,
  courses,
  enrollments,
  pendingTutorings,
  sessions,
  students,
} from '../db/schema/index.ts';
import { Invalid, NotFound } from '../http/errors.ts';
import type { ActionResult, CallContext } from '../resources/types.ts';
import { chargeOwedArrears } from '../payments/arrear-charges.ts';
import { keptCardOf } from '../payments/kept-cards.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import { paymentsOf } from '../payments/payments-from-config.ts';
import { payAsYouGoOffMail } from '../mail/family-money-mails.ts';
import { familyRecipientOf, pendingDatesToFail, upcomingSessionsOf } from './pay-as-you-go-off.ts';
import { cancelSession } from './sessions.ts';
import { log } from '../log/log-line.ts';

/**
 * Pay As You Go (spec scheduling §2 and §4 Enrollment arrearBilling). Turning it off cancels
 * every upcoming session of the enrollment (kept as canceled, with the reason) and fails its
 * pending dates (they must be rescheduled), in one transaction; the family is then e-mailed
 * the sessions canceled; turning it on lets the hours be replenished on credit whenever a booking needs
 * more than remain.
 */
export async function setArrearBilling(
  tx: Db,
  ctx: CallContext,
  enrollmentId: number,
  { arrearBilling }: ArrearBillingUpdate,
): Promise<ActionResult> {
  const [row] = await tx
    .update(enrollments)
    .set({ arrearBilling })
    .where(eq(enrollments.id, enrollmentId))
    .returning({ id: enrollments.id });
  if (!row) throw new NotFound();
  if (arrearBilling) return { output: { arrearBilling, removedSessionIds: [] } };

  const upcoming = await upcomingSessionsOf(tx, enrollmentId, ctx.now);
  // Each cancel frees its tutor's time (availability given back) and records the course
  // history; everyone on the session hears of it after the one commit.
  // The dates the booking kept pending (past the tutor's availability) go too: left, they
  // would be booked on their own once the tutor's availability reached them.
  await tx
    .update(pendingTutorings)
    .set({ status: 'failed', reasons: [PENDING_PAY_AS_YOU_GO_OFF_REASON], updatedAt: ctx.now })
    .where(pendingDatesToFail(enrollmentId, ctx.now));
  const published: (() => Promise<void>)[] = [];
  for (const session of upcoming) {
    const result = await cancelSession(tx, ctx, session.id);
    if (result.afterCommit) published.push(result.afterCommit);
  }
  const removedSessionIds = upcoming.map((s) => s.id);
  if (removedSessionIds.length > 0)
    // They stay in the family's Sessions list as canceled, saying why.
    await tx
      .update(sessions)
      .set({ cancelReason: PAY_AS_YOU_GO_OFF_CANCEL_REASON })
      .where(inArray(sessions.id, removedSessionIds));
  const recipient = upcoming.length > 0 ? await familyRecipientOf(tx, enrollmentId) : null;
  return {
    output: { arrearBilling, removedSessionIds },
    afterCommit: async () => {
      await Promise.all(published.map((publish) => publish()));
      if (recipient)
        await ctx.deps.mailer.send(payAsYouGoOffMail({ ...recipient, sessions: upcoming }));
    },
  };
}

/**
 * 422 when the student's family (the student and the parent's other children) owes for hours
 * added on credit and keeps no card at `gateway` to charge them: a family could turn Pay
 * As You Go on without a card, book hours on credit, turn it off (which cancels those sessions
 * and leaves the hours unscheduled) and book them again. It books nothing more until it pays.
 */
export async function assertFamilyMayBook(
  tx: Db,
  studentId: number,
  gateway: PaymentGateway,
): Promise<void> {
  const [student] = await tx
    .select({ parentId: students.parentId })
    .from(students)
    .where(eq(students.id, studentId));
  const parentId = student?.parentId ?? null;
  const family =
    parentId === null
      ? [studentId]
      : tx.select({ id: students.id }).from(students).where(eq(students.parentId, parentId));
  const [owed] = await tx
    .select({ cents: sql<number>`coalesce(sum(${arrearCharges.amountCents}), 0)::int` })
    .from(arrearCharges)
    .innerJoin(enrollments, eq(enrollments.id, arrearCharges.enrollmentId))
    .where(and(isNull(arrearCharges.paidAt), inArray(enrollments.studentId, family)));
  const owedCents = owed?.cents ?? 0;
  // The kept card is looked up only when something is owed: most bookings owe nothing.
  if (owedCents <= 0) return;
  const keepsCard = parentId !== null && (await keptCardOf(tx, gateway, parentId)) !== undefined;
  if (!mayBookWhileOwing(owedCents, keepsCard))
    throw new Invalid({ base: [OWED_WITHOUT_CARD_MESSAGE] });
}

/**
 * Before a booking of `neededMinutes` on a Pay As You Go enrollment with fewer unscheduled
 * minutes: adds as many 5-hour blocks to the course as it takes, each owed by the family at the
 * brand's hourly price (arrear_charges, charged on the family's kept card by chargeArrearsNow
 * after the booking commits, else by the payment job). Runs in the booking's transaction, so a
 * refused booking adds nothing. Refused (422) while blocks added before are unpaid. Answers the
 * minutes added.
 */
export async function replenishOnCredit(
  tx: Db,
  ctx: CallContext,
  enrollment: { id: number; courseId: number; unscheduledMinutes: number | null },
  neededMinutes: number,
): Promise<number> {
  if (enrollment.unscheduledMinutes === null) return 0;
  const blocks = replenishBlocks(enrollment.unscheduledMinutes, neededMinutes);
  if (blocks === 0) return 0;
  // Credit stays at one booking's worth: while earlier blocks are unpaid (no card kept, or it
  // declined), no more are added and the booking is refused (rolled back with it).
  const [owed] = await tx
    .select({ cents: sql<number>`coalesce(sum(${arrearCharges.amountCents}), 0)::int` })
    .from(arrearCharges)
    .where(and(eq(arrearCharges.enrollmentId, enrollment.id), isNull(arrearCharges.paidAt)));
  if (!mayReplenishOnCredit(owed?.cents ?? 0))
    throw new Invalid({ base: [PAY_AS_YOU_GO_OWED_MESSAGE] });
  const [brand] = await tx
    .select({ pricing: brands.pricing })
    .from(courses)
    .innerJoin(brands, eq(brands.id, courses.brandId))
    .where(eq(courses.id, enrollment.courseId));
  const blockCents = hoursOrderPrice(brand?.pricing, undefined)?.subtotal ?? 0;
  const minutes = blocks * ADD_HOURS_BLOCK * 60;
  await tx
    .update(courses)
    .set({ duration: sql`coalesce(${courses.duration}, 0) + ${minutes}` })
    .where(eq(courses.id, enrollment.courseId));
  await tx.insert(arrearCharges).values(
    Array.from({ length: blocks }, () => ({
      enrollmentId: enrollment.id,
      minutes: ADD_HOURS_BLOCK * 60,
      amountCents: blockCents,
      createdAt: ctx.now,
    })),
  );
  return minutes;
}

/**
 * After a booking that added hours on credit commits: charges them on the family's kept card
 * at once, outside the booking's transaction, so a family with a card sees them paid. A
 * decline or an error leaves them owed for the payment job (payments/payment-job.ts) to retry;
 * the booking stands either way.
 */
export async function chargeArrearsNow(ctx: CallContext, enrollmentId: number): Promise<void> {
  try {
    await chargeOwedArrears(ctx.deps.db, paymentsOf(ctx.deps), {
      now: ctx.deps.clock.now(),
      runnerId: `booking-${ctx.user.id}`,
      enrollmentId,
      mailer: ctx.deps.mailer,
      // The charge is the booking user's: the payment's history names them (and the spoofer).
      who: { actor: ctx.user, now: ctx.deps.clock.now() },
    });
  } catch (error) {
    log.error(`charging Pay As You Go hours of enrollment ${enrollmentId} failed`, error);
  }
}
