import {
  BOOKING_REASONS,
  judgeBookingDate,
  type BookingPolicy,
  type BookingReasonKey,
  type Interval,
} from '@tp/domain';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pendingTutorings } from '../db/schema/index.ts';
import type { AfterCommit, CallContext } from '../resources/types.ts';
import { recordCourseHistory, sessionLine } from './course-history.ts';
import { expirePastPendingDates } from './pending-expiry.ts';
import {
  availabilityHorizon,
  lockCoursesOf,
  studentBusyTimes,
  tutorAvailabilities,
  tutorBusyTimes,
  tutoringEnrollment,
  type TutoringEnrollmentFacts,
} from './schedule-reads.ts';
import { publishScheduleChange, scheduleChannelsOfSession } from './sessions.ts';
import { insertTutoringSession, tutoringSessionType } from './tutoring-sessions.ts';

/**
 * Pending tutorings (spec scheduling §3 "Tutoring (booking)": the answer's pendingTutorings):
 * the dates of a booking that lay past the tutor's published availability. The booking keeps
 * them (keepPendingDates); when the tutor publishes availability that covers one (an
 * availability created, moved or repeated) it is judged again by the same rules as the booking
 * (domain's judgeBookingDate, with the policy that bound the booker) and booked through the
 * same insert (the exclusion constraint decides the tutor's time), or failed with its reasons.
 */

/** The booking's part each pending date keeps. */
export interface PendingBookingFacts {
  enrollmentId: number;
  studentId: number;
  tutorId: number;
  subjectIds: readonly number[];
  notes: string | null;
  policy: BookingPolicy;
  createdById: number;
}

/** Keeps the pending dates of a booking, inside the booking's transaction. */
export async function keepPendingDates(
  tx: Db,
  ctx: CallContext,
  booking: PendingBookingFacts,
  dates: readonly (Interval & { duration: number })[],
): Promise<void> {
  if (dates.length === 0) return;
  await tx.insert(pendingTutorings).values(
    dates.map((date) => ({
      enrollmentId: booking.enrollmentId,
      studentId: booking.studentId,
      tutorId: booking.tutorId,
      startsAt: date.startsAt,
      endsAt: date.endsAt,
      duration: date.duration,
      subjectIds: [...booking.subjectIds],
      notes: booking.notes,
      policy: booking.policy,
      createdById: booking.createdById,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })),
  );
}

/** What booking a tutor's covered pending dates did. */
export interface PendingBookingOutcome {
  booked: { pendingId: number; sessionId: number }[];
  failed: { pendingId: number; reasons: string[] }[];
  /** schedule-change for each session booked, once the transaction has committed. */
  afterCommit: AfterCommit;
}

const isInside = (outer: Interval, inner: Interval) =>
  outer.startsAt.getTime() <= inner.startsAt.getTime() &&
  inner.endsAt.getTime() <= outer.endsAt.getTime();

/**
 * Books the tutor's pending dates that lie wholly inside `covering` (the availability just
 * created, moved or repeated), oldest first.
 *
 * This runs in the availability write's own transaction, not after its commit: a date is then
 * never booked on availability that did not commit, the pending row's status and its session
 * commit together (nothing to retry, nothing booked twice), and the pending rows are read FOR
 * UPDATE so two availability writes at once book a date once (the second re-reads it as
 * booked and skips it). Each date is inserted in a savepoint (insertTutoringSession): when the
 * exclusion constraint refuses the tutor's time only that date fails. The cost is a longer
 * availability write, bounded by the tutor's pending dates in the window it covers.
 */
export async function bookCoveredPendingTutorings(
  tx: Db,
  ctx: CallContext,
  tutorId: number,
  covering: readonly Interval[],
): Promise<PendingBookingOutcome> {
  const outcome: PendingBookingOutcome = { booked: [], failed: [], afterCommit: async () => {} };
  if (covering.length === 0) return outcome;
  // A date whose start has passed expires rather than failing as "in the past".
  await expirePastPendingDates(tx, ctx.now, tutorId);
  const from = new Date(Math.min(...covering.map((c) => c.startsAt.getTime())));
  const until = new Date(Math.max(...covering.map((c) => c.endsAt.getTime())));
  const candidates = await tx
    .select()
    .from(pendingTutorings)
    .where(
      and(
        eq(pendingTutorings.tutorId, tutorId),
        eq(pendingTutorings.status, 'pending'),
        gte(pendingTutorings.startsAt, from),
        lte(pendingTutorings.endsAt, until),
      ),
    )
    .orderBy(asc(pendingTutorings.startsAt), asc(pendingTutorings.id))
    .for('update');
  const covered = candidates.filter((row) => covering.some((c) => isInside(c, row)));
  if (covered.length === 0) return outcome;

  const window = { startsAt: covered[0]!.startsAt, endsAt: until };
  const available = await tutorAvailabilities(tx, tutorId, window);
  const tutorBusy = await tutorBusyTimes(tx, tutorId, window);
  const horizon = await availabilityHorizon(tx, tutorId);
  const studentBusy = new Map<number, Interval[]>();
  const enrollments = new Map<number, TutoringEnrollmentFacts | null>();
  const sessionTypes = new Map<number, number | null>();
  const history: Parameters<typeof recordCourseHistory>[2][number][] = [];

  const fail = async (id: number, keys: readonly BookingReasonKey[]) => {
    const reasons = keys.map((key) => BOOKING_REASONS[key]);
    await tx
      .update(pendingTutorings)
      .set({ status: 'failed', reasons, updatedAt: ctx.now })
      .where(eq(pendingTutorings.id, id));
    outcome.failed.push({ pendingId: id, reasons });
  };

  // The courses' hours, before any session is booked from them (in id order: no deadlock).
  await lockCoursesOf(tx, [...new Set(covered.map((row) => row.enrollmentId))]);
  for (const row of covered) {
    if (!enrollments.has(row.enrollmentId))
      enrollments.set(row.enrollmentId, await tutoringEnrollment(tx, row.enrollmentId));
    const enrollment = enrollments.get(row.enrollmentId) ?? null;
    if (!enrollment || enrollment.status !== 'active' || enrollment.courseStatus === 'canceled') {
      await fail(row.id, ['enrollmentClosed']);
      continue;
    }
    if (!studentBusy.has(row.studentId))
      studentBusy.set(row.studentId, await studentBusyTimes(tx, row.studentId, window));
    const busyOfStudent = studentBusy.get(row.studentId)!;
    const verdict = judgeBookingDate({
      slot: row,
      now: ctx.now,
      policy: row.policy,
      availabilities: available,
      tutorSessions: tutorBusy,
      studentSessions: busyOfStudent,
      forceDuration: enrollment.forceDuration,
      unscheduledMinutes: enrollment.unscheduledMinutes,
      availabilityHorizon: horizon,
    });
    // Still past what the tutor has published (not expected once covered): it waits on.
    if (verdict.status === 'pending') continue;
    if (verdict.status === 'failed') {
      await fail(row.id, verdict.reasons);
      continue;
    }
    if (!sessionTypes.has(enrollment.brandId))
      sessionTypes.set(enrollment.brandId, await tutoringSessionType(tx, enrollment.brandId));
    const sessionId = await insertTutoringSession(tx, {
      enrollment,
      sessionTypeId: sessionTypes.get(enrollment.brandId) ?? null,
      tutorId,
      studentId: row.studentId,
      slot: row,
      notes: row.notes,
      subjectIds: row.subjectIds,
      scheduledById: row.createdById,
      now: ctx.now,
    });
    if (sessionId === null) {
      await fail(row.id, ['tutorBusy']);
      continue;
    }
    await tx
      .update(pendingTutorings)
      .set({ status: 'booked', sessionId, reasons: [], updatedAt: ctx.now })
      .where(eq(pendingTutorings.id, row.id));
    outcome.booked.push({ pendingId: row.id, sessionId });
    tutorBusy.push(row);
    busyOfStudent.push(row);
    if (enrollment.unscheduledMinutes !== null) enrollment.unscheduledMinutes -= row.duration;
    history.push({
      courseId: enrollment.courseId,
      sessionId,
      change: 'Tutoring booked',
      details: `${sessionLine({ startsAt: row.startsAt, duration: row.duration })} (pending date)`,
    });
  }

  await recordCourseHistory(tx, ctx, history);
  const published: { sessionId: number; channels: string[] }[] = [];
  for (const { sessionId } of outcome.booked)
    published.push({ sessionId, channels: await scheduleChannelsOfSession(tx, sessionId) });
  outcome.afterCommit = async () => {
    for (const { sessionId, channels } of published)
      await publishScheduleChange(ctx.deps.realtime, channels, { sessionId, action: 'created' });
  };
  return outcome;
}
