import {
  AVAILABILITY_NOT_FOUND_MESSAGE,
  BOOKING_ERROR_TITLE,
  BOOKING_REASONS,
  CONFLICT_REASONS,
  NOT_OWN_STUDENT_MESSAGE,
  NOT_OWN_TUTOR_MESSAGE,
  NOT_WEEKLY_REPEAT_MESSAGE,
  SCHEDULING_STAFF_ROLES,
  bookingFailureSentences,
  bookingPolicyFor,
  bookingRequestErrors,
  durationLimitRefusal,
  hasAnyRole,
  hasRole,
  isWeeklyRepeatOf,
  judgeBookingDate,
  maxRepeats,
  repeatsFor,
  weeklyRepeatsOf,
  type BookingMeta,
  type BookingPolicy,
  type BookingReasonKey,
  type FieldErrors,
  type Interval,
  type TutoringBooking,
} from '@tp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attendances, students, subjects, tutoringHistories, tutors } from '../db/schema/index.ts';
import type { CurrentUser } from '../http/context.ts';
import { Conflict, Forbidden, Invalid } from '../http/errors.ts';
import { isIn, tutorSessionIds } from '../resources/scopes.ts';
import type { CallContext } from '../resources/types.ts';
import {
  availabilityHorizon,
  lockCoursesOf,
  studentBusyTimes,
  tutorAvailabilities,
  tutorBusyTimes,
  tutorZone,
  tutoringEnrollment,
  type TutoringEnrollmentFacts,
} from './schedule-reads.ts';
import { recordCourseHistory, sessionLine } from './course-history.ts';
import { keepPendingDates } from './pending-tutorings.ts';
import { assertFamilyMayBook, chargeArrearsNow, replenishOnCredit } from './pay-as-you-go.ts';
import { paymentsOf } from '../payments/payments-from-config.ts';
import { publishScheduleChange, scheduleChannelsOfSession } from './sessions.ts';
import { publishNewNotices } from './notices.ts';
import { noticeBooking } from './notices-events.ts';
import { insertTutoringSession, tutoringSessionType } from './tutoring-sessions.ts';

/**
 * The booking engine (spec scheduling §5; issue "Scheduling"): one session or a weekly
 * series for a student on their tutoring enrollment. Every date is judged by domain's rules
 * against what this transaction reads (the tutor's availability, the tutor's and the
 * student's other sessions, the enrollment's unscheduled hours), then inserted with its
 * supervisor assignment in a savepoint: the database's exclusion constraint
 * (assignments_no_double_booking) is the final word on the tutor's time, so of any number of
 * bookings racing for one slot exactly one holds it, and a date refused there fails alone
 * without undoing the dates booked before it.
 */

/** Who may book what: the rule set of the caller's app (the families issue brings its own). */
export interface BookingAuthority {
  policy: BookingPolicy;
  /** Throws Forbidden unless the caller may book this tutor's time for this student. */
  authorize(
    tx: Db,
    booking: { tutorId: number; enrollment: TutoringEnrollmentFacts },
  ): Promise<void>;
}

/** Whether the tutor already teaches the student: a session, a tutoring history or the enrollment. */
async function isTutorsStudent(
  tx: Db,
  tutorId: number,
  enrollment: TutoringEnrollmentFacts,
): Promise<boolean> {
  if (enrollment.tutorId === tutorId) return true;
  const [history] = await tx
    .select({ id: tutoringHistories.id })
    .from(tutoringHistories)
    .where(
      and(
        eq(tutoringHistories.tutorId, tutorId),
        eq(tutoringHistories.studentId, enrollment.studentId),
        eq(tutoringHistories.active, true),
      ),
    )
    .limit(1);
  if (history) return true;
  const [attended] = await tx
    .select({ id: attendances.id })
    .from(attendances)
    .where(
      and(
        eq(attendances.studentId, enrollment.studentId),
        isIn(attendances.sessionId, tutorSessionIds(tutorId)),
      ),
    )
    .limit(1);
  return attended !== undefined;
}

/**
 * The staff and tutor apps' authority: scheduling staff (admins included) book any tutor for
 * any student; a tutor books their own time for their own students. The policy follows the
 * booker (domain's bookingPolicyFor: admins and spoofers are not bound by availability).
 */
export function staffAndTutorAuthority(user: CurrentUser): BookingAuthority {
  return {
    policy: bookingPolicyFor(user),
    async authorize(tx, { tutorId, enrollment }) {
      if (hasAnyRole(user.roles, SCHEDULING_STAFF_ROLES)) return;
      if (!hasRole(user.roles, 'tutor') || user.tutorId === null) throw new Forbidden();
      if (user.tutorId !== tutorId) throw new Forbidden(NOT_OWN_TUTOR_MESSAGE);
      if (!(await isTutorsStudent(tx, tutorId, enrollment)))
        throw new Forbidden(NOT_OWN_STUDENT_MESSAGE);
    },
  };
}

interface Slot extends Interval {
  duration: number;
  /** Index of the booking it repeats. */
  booking: number;
  /** The availability the booker picked, for the booking's own (first) date. */
  availabilityId: number | null | undefined;
}

type DateOutcome = { startsAt: string; endsAt: string; reasons: string[] };

const outcome = (slot: Interval, reasons: readonly BookingReasonKey[]): DateOutcome => ({
  startsAt: slot.startsAt.toISOString(),
  endsAt: slot.endsAt.toISOString(),
  reasons: reasons.map((key) => BOOKING_REASONS[key]),
});

/** 422 unless the enrollment is this student's, active, in a course that is not canceled. */
async function bookableEnrollment(
  tx: Db,
  request: TutoringBooking,
): Promise<TutoringEnrollmentFacts> {
  // One student's bookings are taken one after another: the student row stays locked until the
  // booking commits, so two at once never both find the student free (the tutor's time has the
  // sessions' exclusion constraint).
  await tx
    .select({ id: students.id })
    .from(students)
    .where(eq(students.id, request.studentId))
    .for('update');
  // So do the course's hours, which every booking on the course takes from.
  await lockCoursesOf(tx, [request.enrollmentId]);
  const enrollment = await tutoringEnrollment(tx, request.enrollmentId);
  if (!enrollment) throw new Invalid({ enrollmentId: ['is not an enrollment'] });
  if (enrollment.studentId !== request.studentId)
    throw new Invalid({ enrollmentId: ["is not this student's enrollment"] });
  if (enrollment.status !== 'active') throw new Invalid({ enrollmentId: ['is not active'] });
  if (enrollment.courseStatus === 'canceled')
    throw new Invalid({ enrollmentId: ['is in a canceled course'] });
  return enrollment;
}

async function assertTutorAndSubjects(tx: Db, request: TutoringBooking): Promise<void> {
  const errors: FieldErrors = {};
  const [tutor] = await tx
    .select({ id: tutors.id })
    .from(tutors)
    .where(eq(tutors.id, request.tutorId));
  if (!tutor) errors.tutorId = ['is not a tutor'];
  const subjectIds = [...new Set(request.subjectIds ?? [])];
  if (subjectIds.length > 0) {
    const found = await tx
      .select({ id: subjects.id })
      .from(subjects)
      .where(inArray(subjects.id, subjectIds));
    if (found.length !== subjectIds.length) errors.subjectIds = ['must all be subjects'];
  }
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
}

/** The sessions each booking asks for: itself and its weekly repeats, in time order. */
function slotsOf(request: TutoringBooking, zone: string, repeats: number): Slot[] {
  const slots: Slot[] = [];
  request.bookings.forEach((booking, index) => {
    const series = request.repeatOptions
      ? [
          { startsAt: booking.startsAt },
          ...(index === primaryIndex(request)
            ? request.repeatOptions
                .filter(
                  (pick) => pick.book && pick.startsAt.getTime() !== booking.startsAt.getTime(),
                )
                .map((pick) => ({ startsAt: pick.startsAt }))
            : []),
        ]
      : weeklyRepeatsOf(booking.startsAt, booking.duration, zone, repeats);
    series.forEach(({ startsAt }, position) =>
      slots.push({
        startsAt,
        endsAt: new Date(startsAt.getTime() + booking.duration * 60_000),
        duration: booking.duration,
        booking: index,
        availabilityId: position === 0 ? booking.availabilityId : undefined,
      }),
    );
  });
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.booking - b.booking);
}

/**
 * A family's repeat dates are the first date's weekly repeats, as the planner offers them: what
 * is sent straight to the API cannot scatter sessions over a tutor's week. Staff pick any dates.
 */
function assertWeeklyRepeats(request: TutoringBooking, zone: string, policy: BookingPolicy) {
  if (policy.startStepMinutes === null || !request.repeatOptions) return;
  const first = request.bookings[primaryIndex(request)]!.startsAt;
  const scattered = request.repeatOptions.some(
    (pick) =>
      pick.book &&
      pick.startsAt.getTime() !== first.getTime() &&
      !isWeeklyRepeatOf(pick.startsAt, first, zone),
  );
  if (scattered) throw new Invalid({ repeatOptions: [NOT_WEEKLY_REPEAT_MESSAGE] });
}

function primaryIndex(request: TutoringBooking): number {
  const index = request.bookings.findIndex((b) => b.primary === true);
  return index === -1 ? 0 : index;
}

/** What a booking did: the sessions it created (ids in time order) and each date's outcome. */
export interface BookingOutcome {
  /** The primary booking's first booked session, else the first booked; null when every date is pending. */
  primarySessionId: number | null;
  meta: BookingMeta;
  errors: FieldErrors;
  afterCommit: () => Promise<void>;
}

/**
 * Books a tutoring (POST /tutorings). 422 for a request the rules refuse as a whole; then each
 * date is booked, held as pending or failed with its reasons. Every date failed: 409 when the
 * time is taken (the tutor or the student has a session then), else 422, with the dates'
 * outcome as `meta`. Pending dates are kept even when nothing was booked now.
 */
export async function bookTutoring(
  tx: Db,
  ctx: CallContext,
  request: TutoringBooking,
  authority: BookingAuthority = staffAndTutorAuthority(ctx.user),
): Promise<BookingOutcome> {
  const enrollment = await bookableEnrollment(tx, request);
  await assertFamilyMayBook(tx, request.studentId, paymentsOf(ctx.deps));
  await assertTutorAndSubjects(tx, request);
  await authority.authorize(tx, { tutorId: request.tutorId, enrollment });
  const { policy } = authority;

  const requestErrors: FieldErrors = {};
  for (const booking of request.bookings) {
    const errors = bookingRequestErrors(
      {
        duration: booking.duration,
        subjectIds: request.subjectIds,
        notes: request.notes,
        forceDuration: enrollment.forceDuration,
      },
      policy,
    );
    for (const [field, messages] of Object.entries(errors))
      requestErrors[field] = [...new Set([...(requestErrors[field] ?? []), ...messages])];
  }
  if (Object.keys(requestErrors).length > 0) throw new Invalid(requestErrors);

  const primary = request.bookings[primaryIndex(request)]!;
  const limits = {
    unscheduledMinutes: enrollment.unscheduledMinutes,
    duration: primary.duration,
    arrearBilling: enrollment.arrearBilling,
  };
  const repeats = repeatsFor(request.repeatWeeks ?? 0, limits);
  if (repeats === null)
    throw new Invalid({
      repeatWeeks: [`is more than the unscheduled hours allow (at most ${maxRepeats(limits)})`],
    });

  const zone = await tutorZone(tx, request.tutorId);
  assertWeeklyRepeats(request, zone, policy);
  const slots = slotsOf(request, zone, repeats);
  const window = {
    startsAt: new Date(Math.min(...slots.map((s) => s.startsAt.getTime()))),
    endsAt: new Date(Math.max(...slots.map((s) => s.endsAt.getTime()))),
  };
  const available = await tutorAvailabilities(tx, request.tutorId, window);
  const tutorBusy = await tutorBusyTimes(tx, request.tutorId, window);
  const studentBusy = await studentBusyTimes(tx, request.studentId, window);

  // A named availability must be the tutor's (spec §8's message), and a tutor who is not
  // spoofing cannot ask for more than it, or than what is left of it (spec §5).
  for (const booking of request.bookings) {
    if (booking.availabilityId === undefined || booking.availabilityId === null) continue;
    const picked = available.find((a) => a.id === booking.availabilityId);
    if (!picked) throw new Invalid({ base: [AVAILABILITY_NOT_FOUND_MESSAGE] });
    if (policy.boundByAvailability) {
      const refusal = durationLimitRefusal(booking.duration, picked, tutorBusy);
      if (refusal) throw new Invalid({ duration: [BOOKING_REASONS[refusal]] });
    }
  }

  const horizon = await availabilityHorizon(tx, request.tutorId);
  const sessionTypeId = await tutoringSessionType(tx, enrollment.brandId);
  const scheduledById = ctx.user.spoofedBy?.id ?? ctx.user.id;
  // Pay As You Go: the hours are no limit; what the booking takes past them is added on credit.
  let unscheduled = enrollment.arrearBilling ? null : enrollment.unscheduledMinutes;
  const booked: { id: number; slot: Slot }[] = [];
  const pending: DateOutcome[] = [];
  const pendingSlots: Slot[] = [];
  const failed: { outcome: DateOutcome; reasons: BookingReasonKey[] }[] = [];

  for (const slot of slots) {
    const verdict = judgeBookingDate({
      slot,
      now: ctx.now,
      policy,
      availabilities: available,
      availabilityId: slot.availabilityId,
      tutorSessions: tutorBusy,
      studentSessions: studentBusy,
      forceDuration: enrollment.forceDuration,
      unscheduledMinutes: unscheduled,
      availabilityHorizon: horizon,
    });
    if (verdict.status === 'pending') {
      pending.push(outcome(slot, verdict.reasons));
      pendingSlots.push(slot);
      continue;
    }
    if (verdict.status === 'failed') {
      failed.push({ outcome: outcome(slot, verdict.reasons), reasons: verdict.reasons });
      continue;
    }
    const id = await insertTutoringSession(tx, {
      enrollment,
      sessionTypeId,
      tutorId: request.tutorId,
      studentId: request.studentId,
      slot,
      notes: request.notes ?? null,
      subjectIds: request.subjectIds ?? [],
      scheduledById,
      now: ctx.now,
    });
    if (id === null) {
      failed.push({ outcome: outcome(slot, ['tutorBusy']), reasons: ['tutorBusy'] });
      continue;
    }
    booked.push({ id, slot });
    tutorBusy.push(slot);
    studentBusy.push(slot);
    if (unscheduled !== null) unscheduled -= slot.duration;
  }

  const meta: BookingMeta = {
    booked: booked.map(({ id, slot }) => ({
      id,
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
    })),
    pending,
    failed: failed.map((f) => f.outcome),
  };
  const sentences = bookingFailureSentences(
    failed.map((f) => f.outcome),
    ctx.user.timeZone ?? zone,
  );
  const errors: FieldErrors = sentences.length > 0 ? { base: sentences } : {};
  // Every date failed: nothing to keep. A booking with pending dates keeps them even when
  // none was booked now (issue 9 gap a), and answers with what became of each date.
  if (booked.length === 0 && pending.length === 0) {
    const isTaken = failed.some((f) => f.reasons.some((r) => CONFLICT_REASONS.includes(r)));
    const problemErrors: FieldErrors =
      sentences.length > 0 ? errors : { base: [BOOKING_ERROR_TITLE] };
    if (isTaken) throw new Conflict(BOOKING_ERROR_TITLE, problemErrors, meta);
    throw new Invalid(problemErrors, meta);
  }
  const replenishedMinutes = enrollment.arrearBilling
    ? await replenishOnCredit(
        tx,
        ctx,
        enrollment,
        booked.reduce((sum, { slot }) => sum + slot.duration, 0),
      )
    : 0;
  // The dates past the tutor's published availability are kept, to be booked when the tutor
  // publishes availability that covers them (pending-tutorings.ts).
  await keepPendingDates(
    tx,
    ctx,
    {
      enrollmentId: enrollment.id,
      studentId: request.studentId,
      tutorId: request.tutorId,
      subjectIds: request.subjectIds ?? [],
      notes: request.notes ?? null,
      policy,
      createdById: scheduledById,
    },
    pendingSlots,
  );
  await recordCourseHistory(
    tx,
    ctx,
    booked.map(({ id, slot }) => ({
      courseId: enrollment.courseId,
      sessionId: id,
      change: 'Tutoring booked',
      details: sessionLine({ startsAt: slot.startsAt, duration: slot.duration }),
    })),
  );
  const notices = await noticeBooking(tx, ctx, {
    tutorId: request.tutorId,
    studentId: request.studentId,
    booked: booked.map(({ id, slot }) => ({ id, startsAt: slot.startsAt })),
  });
  const primaryBooked = booked.find((b) => b.slot.booking === primaryIndex(request)) ?? booked[0];
  const channels = primaryBooked ? await scheduleChannelsOfSession(tx, primaryBooked.id) : [];
  return {
    primarySessionId: primaryBooked?.id ?? null,
    meta,
    errors,
    afterCommit: async () => {
      for (const { id } of booked)
        await publishScheduleChange(ctx.deps.realtime, channels, {
          sessionId: id,
          action: 'created',
        });
      await publishNewNotices(ctx.deps.realtime, notices);
      if (replenishedMinutes > 0) await chargeArrearsNow(ctx, enrollment.id);
    },
  };
}
