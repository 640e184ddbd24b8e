import {
  ALL_REMAINING_HOURS,
  AVAILABILITY_REPEAT_DEFAULT_WEEKS,
  AVAILABILITY_REPEAT_PAST_MESSAGE,
  BOOKING_REASONS,
  FAMILY_BOOKING_POLICY,
  NOT_FAMILY_STUDENT_MESSAGE,
  NOT_FAMILY_TUTOR_MESSAGE,
  SCHEDULING_STAFF_ROLES,
  addCalendarDays,
  bookingPolicyFor,
  busyIntervals,
  booksAsFamily,
  earliestAvailabilityStart,
  hasAnyRole,
  intervalsOverlap,
  judgeBookingDate,
  maxRepeats,
  remainingMinutes,
  repeatOptions as repeatChoices,
  repeatsFor,
  startOfDayIn,
  weekdayFromMonday,
  weeklyRepeatsOf,
  type Interval,
  type RepeatChoice,
} from '@tp/domain';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { availabilities, tutors } from '../db/schema/index.ts';
import type { CurrentUser } from '../http/context.ts';
import { Forbidden, Invalid, NotFound } from '../http/errors.ts';
import type { ActionResult, CallContext } from '../resources/types.ts';
import {
  availabilityHorizon,
  studentBusyTimes,
  tutorAvailabilities,
  tutorBusyTimes,
  tutorZone,
  tutoringEnrollment,
  type TutoringEnrollmentFacts,
} from './schedule-reads.ts';
import { isOwnStudent } from './family-booking.ts';
import { bookCoveredPendingTutorings } from './pending-tutorings.ts';
import { publishScheduleChange, scheduleChannelsOfTutor } from './sessions.ts';

/** Whose availability a bulk call works on: a tutor's own; staff name the tutor. */
export async function availabilityOwner(
  tx: Db,
  user: CurrentUser,
  tutorId: number | undefined,
): Promise<number> {
  const isStaff = hasAnyRole(user.roles, SCHEDULING_STAFF_ROLES);
  const id = tutorId ?? (isStaff ? undefined : (user.tutorId ?? undefined));
  if (id === undefined) throw new Invalid({ tutorId: ["can't be blank"] });
  if (!isStaff && id !== user.tutorId) throw new Forbidden();
  // Serialises bulk changes of one tutor's availability (two repeats at once copy nothing twice).
  const [tutor] = await tx
    .select({ id: tutors.id })
    .from(tutors)
    .where(eq(tutors.id, id))
    .for('update');
  if (!tutor) throw new Invalid({ tutorId: ['is not a tutor'] });
  return id;
}

type Bulk = { id: number; startsAt: Date; endsAt: Date; duration: number };

function bulkResult(
  changed: Bulk[],
  meta: { created: number; deleted: number; trimmed: number; skipped: number },
) {
  return {
    availabilities: changed.map((a) => ({
      id: a.id,
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt.toISOString(),
      duration: a.duration,
    })),
    meta,
  };
}

function publishLater(
  ctx: CallContext,
  channels: string[],
  change: {
    availabilityIds: number[];
    tutorId: number;
    action: 'repeated' | 'cleared';
  },
) {
  return () => publishScheduleChange(ctx.deps.realtime, channels, change);
}

/**
 * POST /availabilities/repeat: the tutor's availability of the week holding `date` (Sunday to
 * Saturday in the tutor's zone) copied onto the next `weeks` weeks at the same local times
 * (domain's weekly series: across daylight-saving changes too). A copy that would overlap
 * availability the tutor already has there is skipped, so repeating twice adds nothing; so is
 * a copy that would start before now (availability is never backfilled: domain's
 * `earliestAvailabilityStart`). A repeat whose weeks are all over is refused (422 on `date`).
 */
export async function repeatAvailabilityWeek(
  tx: Db,
  ctx: CallContext,
  input: { tutorId?: number; date: string; weeks?: number },
): Promise<ActionResult> {
  const tutorId = await availabilityOwner(tx, ctx.user, input.tutorId);
  const weeks = input.weeks ?? AVAILABILITY_REPEAT_DEFAULT_WEEKS;
  const zone = await tutorZone(tx, tutorId);
  const sunday = addCalendarDays(input.date, -((weekdayFromMonday(input.date) + 1) % 7));
  const week = {
    startsAt: startOfDayIn(sunday, zone),
    endsAt: startOfDayIn(addCalendarDays(sunday, 7), zone),
  };
  const source = await tx
    .select()
    .from(availabilities)
    .where(
      and(
        eq(availabilities.tutorId, tutorId),
        gte(availabilities.startsAt, week.startsAt),
        lt(availabilities.startsAt, week.endsAt),
      ),
    )
    .orderBy(asc(availabilities.startsAt));
  const lastWeekEnd = startOfDayIn(addCalendarDays(sunday, 7 * (weeks + 1)), zone);
  if (lastWeekEnd.getTime() <= ctx.now.getTime())
    throw new Invalid({ date: [AVAILABILITY_REPEAT_PAST_MESSAGE] });
  const earliest = earliestAvailabilityStart(ctx.now);
  const reach = {
    startsAt: week.endsAt,
    endsAt: startOfDayIn(addCalendarDays(sunday, 7 * (weeks + 1) + 1), zone),
  };
  const existing: Interval[] = await tutorAvailabilities(tx, tutorId, reach);
  const copies: Omit<Bulk, 'id'>[] = [];
  let skipped = 0;
  for (const availability of source) {
    for (const occurrence of weeklyRepeatsOf(
      availability.startsAt,
      availability.duration,
      zone,
      weeks,
    ).slice(1)) {
      if (
        occurrence.startsAt.getTime() < earliest.getTime() ||
        existing.some((other) => intervalsOverlap(other, occurrence))
      ) {
        skipped += 1;
        continue;
      }
      const copy = {
        startsAt: occurrence.startsAt,
        endsAt: occurrence.endsAt,
        duration: availability.duration,
      };
      copies.push(copy);
      existing.push(copy);
    }
  }
  const created =
    copies.length === 0
      ? []
      : await tx
          .insert(availabilities)
          .values(copies.map((copy) => ({ ...copy, tutorId, createdAt: ctx.now })))
          .returning({
            id: availabilities.id,
            startsAt: availabilities.startsAt,
            endsAt: availabilities.endsAt,
            duration: availabilities.duration,
          });
  // The booking dates left pending until this availability was published are booked now.
  const pending = await bookCoveredPendingTutorings(tx, ctx, tutorId, created);
  const channels = await scheduleChannelsOfTutor(tx, tutorId);
  const publishRepeat = publishLater(ctx, channels, {
    availabilityIds: created.map((a) => a.id),
    tutorId,
    action: 'repeated',
  });
  return {
    output: {
      ...bulkResult(created, { created: created.length, deleted: 0, trimmed: 0, skipped }),
      pendingTutorings: { booked: pending.booked, failed: pending.failed },
    },
    afterCommit: async () => {
      await publishRepeat();
      await pending.afterCommit();
    },
  };
}

/**
 * DELETE /availabilities/clear_upcoming: the tutor's availability starting from `date` (not
 * before now) for `weeks` weeks, or all upcoming. Only unbooked time goes: an availability
 * holding booked sessions shrinks to the stretches its sessions hold (one availability per
 * stretch), so a booking never loses the availability it sits in.
 */
export async function clearUpcomingAvailability(
  tx: Db,
  ctx: CallContext,
  input: { tutorId?: number; date: string; weeks?: number },
): Promise<ActionResult> {
  const tutorId = await availabilityOwner(tx, ctx.user, input.tutorId);
  const zone = await tutorZone(tx, tutorId);
  const from = new Date(Math.max(startOfDayIn(input.date, zone).getTime(), ctx.now.getTime()));
  const until =
    input.weeks === undefined
      ? null
      : startOfDayIn(addCalendarDays(input.date, 7 * input.weeks), zone);
  const upcoming = await tx
    .select()
    .from(availabilities)
    .where(
      and(
        eq(availabilities.tutorId, tutorId),
        gte(availabilities.startsAt, from),
        until === null ? undefined : lt(availabilities.startsAt, until),
      ),
    )
    .orderBy(asc(availabilities.startsAt));
  const doomed: number[] = [];
  const kept: Bulk[] = [];
  let trimmed = 0;
  for (const availability of upcoming) {
    const held = mergeTouching(
      busyIntervals(availability, await tutorBusyTimes(tx, tutorId, availability)),
    );
    if (held.length === 0) {
      doomed.push(availability.id);
      continue;
    }
    trimmed += 1;
    const [first, ...rest] = held.map((stretch) => ({
      ...stretch,
      duration: Math.round((stretch.endsAt.getTime() - stretch.startsAt.getTime()) / 60_000),
    }));
    await tx.update(availabilities).set(first!).where(eq(availabilities.id, availability.id));
    kept.push({ id: availability.id, ...first! });
    if (rest.length > 0) {
      const inserted = await tx
        .insert(availabilities)
        .values(
          rest.map((stretch) => ({
            ...stretch,
            tutorId,
            locked: availability.locked,
            createdAt: ctx.now,
          })),
        )
        .returning({
          id: availabilities.id,
          startsAt: availabilities.startsAt,
          endsAt: availabilities.endsAt,
          duration: availabilities.duration,
        });
      kept.push(...inserted);
    }
  }
  if (doomed.length > 0) await tx.delete(availabilities).where(inArray(availabilities.id, doomed));
  const channels = await scheduleChannelsOfTutor(tx, tutorId);
  return {
    output: bulkResult(kept, { created: 0, deleted: doomed.length, trimmed, skipped: 0 }),
    afterCommit: publishLater(ctx, channels, {
      availabilityIds: [...doomed, ...kept.map((a) => a.id)],
      tutorId,
      action: 'cleared',
    }),
  };
}

/** Back-to-back stretches as one (two sessions in a row hold one stretch of availability). */
function mergeTouching(stretches: Interval[]): Interval[] {
  const merged: Interval[] = [];
  for (const stretch of stretches) {
    const last = merged.at(-1);
    if (last && stretch.startsAt.getTime() <= last.endsAt.getTime()) {
      last.endsAt = new Date(Math.max(last.endsAt.getTime(), stretch.endsAt.getTime()));
    } else merged.push({ ...stretch });
  }
  return merged;
}

export interface RepeatOptionsQuery {
  id?: number;
  tutorId?: number;
  studentId?: number;
  enrollmentId?: number;
  consumerId?: number;
  consumerType?: 'Session' | 'Tutoring';
  startsAt?: Date;
  duration?: number;
  numberOfRepeats?: RepeatChoice;
}

const ALREADY_AVAILABLE = 'The tutor already has availability at that time.';
const FAMILY_REPEAT_OPTIONS_MESSAGE =
  'is not for students and parents: ask with enrollmentId, startsAt and duration';

/**
 * GET /availabilities/repeat_options. For an availability (`id`): its weekly repeats, each
 * bookable when the tutor has no availability or session there yet. For a booking being made
 * (`tutorId`, `startsAt`, `duration`): its weekly repeats judged as the booking engine judges
 * them (domain's judgeBookingDate) for this caller, with the repeat choices the enrollment's
 * hours allow.
 */
export async function availabilityRepeatOptions(
  tx: Db,
  ctx: CallContext,
  query: RepeatOptionsQuery,
): Promise<ActionResult> {
  const isFamily = booksAsFamily(ctx.user.roles);
  // A family asks about the booking they are making; an availability's own repeats are the
  // tutor's and staff's.
  if (query.id !== undefined && isFamily)
    throw new Invalid({ id: [FAMILY_REPEAT_OPTIONS_MESSAGE] });
  if (query.id !== undefined)
    return repeatOptionsOfAvailability(tx, ctx, query.id, query.numberOfRepeats);
  const errors: Record<string, string[]> = {};
  if (query.startsAt === undefined) errors.startsAt = ["can't be blank"];
  if (query.duration === undefined) errors.duration = ["can't be blank"];
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  if (isFamily && query.enrollmentId === undefined)
    throw new Invalid({ enrollmentId: ["can't be blank"] });
  const startsAt = query.startsAt!;
  const duration = query.duration!;
  const enrollment =
    query.enrollmentId === undefined ? null : await tutoringEnrollment(tx, query.enrollmentId);
  if (query.enrollmentId !== undefined && !enrollment)
    throw new Invalid({ enrollmentId: ['is not an enrollment'] });
  const tutorId = isFamily
    ? await familyTutor(tx, ctx.user, enrollment!, query.tutorId)
    : await readableTutor(tx, ctx.user, query.tutorId);
  const studentId = query.studentId ?? enrollment?.studentId;
  const limits = {
    unscheduledMinutes: enrollment?.unscheduledMinutes ?? null,
    duration,
    arrearBilling: false,
  };
  const repeats =
    repeatsFor(query.numberOfRepeats ?? ALL_REMAINING_HOURS, limits) ?? maxRepeats(limits);
  const zone = await tutorZone(tx, tutorId);
  const series = weeklyRepeatsOf(startsAt, duration, zone, repeats);
  const window = { startsAt: series[0]!.startsAt, endsAt: series.at(-1)!.endsAt };
  const consumer = query.consumerId;
  const available = await tutorAvailabilities(tx, tutorId, window);
  const tutorBusy = await tutorBusyTimes(tx, tutorId, window, consumer);
  const studentBusy =
    studentId === undefined ? [] : await studentBusyTimes(tx, studentId, window, consumer);
  const horizon = await availabilityHorizon(tx, tutorId);
  const policy = isFamily ? FAMILY_BOOKING_POLICY : bookingPolicyFor(ctx.user);
  let unscheduled = limits.unscheduledMinutes;
  const options = series.map((slot) => {
    const verdict = judgeBookingDate({
      slot,
      now: ctx.now,
      policy,
      availabilities: available,
      tutorSessions: tutorBusy,
      studentSessions: studentBusy,
      forceDuration: enrollment?.forceDuration ?? null,
      unscheduledMinutes: unscheduled,
      availabilityHorizon: horizon,
    });
    const book = verdict.status === 'bookable';
    if (book && unscheduled !== null) unscheduled -= duration;
    return {
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      book,
      availabilityId: book ? verdict.availabilityId : null,
      reasons: book ? [] : verdict.reasons.map((key) => BOOKING_REASONS[key]),
    };
  });
  const host = available.find((a) => a.startsAt <= startsAt && startsAt < a.endsAt);
  return {
    output: {
      repeatOptions: options,
      remainingAvailability: host ? remainingMinutes(host, tutorBusy) : null,
      choices: repeatChoices(limits),
      unscheduledMinutes: limits.unscheduledMinutes,
    },
  };
}

/** The tutor a caller asks about: a tutor themself; staff name one. */
async function readableTutor(
  tx: Db,
  user: CurrentUser,
  tutorId: number | undefined,
): Promise<number> {
  const isStaff = hasAnyRole(user.roles, SCHEDULING_STAFF_ROLES);
  const id = tutorId ?? (isStaff ? undefined : (user.tutorId ?? undefined));
  if (id === undefined) throw new Invalid({ tutorId: ["can't be blank"] });
  if (!isStaff && id !== user.tutorId) throw new Forbidden();
  const [tutor] = await tx.select({ id: tutors.id }).from(tutors).where(eq(tutors.id, id));
  if (!tutor) throw new Invalid({ tutorId: ['is not a tutor'] });
  return id;
}

/**
 * The tutor a student or parent asks about: their own student's tutoring enrollment's tutor
 * (another family's student, or another tutor, is a value they may not choose: 422).
 */
async function familyTutor(
  tx: Db,
  user: CurrentUser,
  enrollment: TutoringEnrollmentFacts,
  tutorId: number | undefined,
): Promise<number> {
  if (!(await isOwnStudent(tx, user, enrollment.studentId)))
    throw new Invalid({ studentId: [NOT_FAMILY_STUDENT_MESSAGE] });
  if (enrollment.tutorId === null) throw new Invalid({ enrollmentId: ['has no tutor'] });
  if (tutorId !== undefined && tutorId !== enrollment.tutorId)
    throw new Invalid({ tutorId: [NOT_FAMILY_TUTOR_MESSAGE] });
  return enrollment.tutorId;
}

async function repeatOptionsOfAvailability(
  tx: Db,
  ctx: CallContext,
  id: number,
  numberOfRepeats: RepeatChoice | undefined,
): Promise<ActionResult> {
  const [availability] = await tx.select().from(availabilities).where(eq(availabilities.id, id));
  const isStaff = hasAnyRole(ctx.user.roles, SCHEDULING_STAFF_ROLES);
  // One the caller may not read does not exist for them.
  if (!availability || (!isStaff && availability.tutorId !== ctx.user.tutorId))
    throw new NotFound();
  const repeats =
    typeof numberOfRepeats === 'number' ? numberOfRepeats : AVAILABILITY_REPEAT_DEFAULT_WEEKS;
  const zone = await tutorZone(tx, availability.tutorId);
  const series = weeklyRepeatsOf(availability.startsAt, availability.duration, zone, repeats);
  const window = { startsAt: series[0]!.startsAt, endsAt: series.at(-1)!.endsAt };
  const others = (await tutorAvailabilities(tx, availability.tutorId, window)).filter(
    (a) => a.id !== id,
  );
  const busy = await tutorBusyTimes(tx, availability.tutorId, window);
  const options = series.slice(1).map((slot) => {
    const reasons = [
      ...(slot.startsAt < ctx.now ? [BOOKING_REASONS.inThePast] : []),
      ...(others.some((a) => intervalsOverlap(a, slot)) ? [ALREADY_AVAILABLE] : []),
      ...(busy.some((s) => intervalsOverlap(s, slot)) ? [BOOKING_REASONS.tutorBusy] : []),
    ];
    return {
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      book: reasons.length === 0,
      availabilityId: null,
      reasons,
    };
  });
  return {
    output: {
      repeatOptions: options,
      remainingAvailability: remainingMinutes(availability, busy),
      choices: [],
      unscheduledMinutes: null,
    },
  };
}

/**
 * After one availability is created or moved (or resized): the tutor's pending booking dates
 * it now covers are booked, in the write's transaction (see bookCoveredPendingTutorings).
 */
export async function bookPendingCoveredBy(tx: Db, ctx: CallContext, id: number) {
  const [row] = await tx
    .select({
      tutorId: availabilities.tutorId,
      startsAt: availabilities.startsAt,
      endsAt: availabilities.endsAt,
    })
    .from(availabilities)
    .where(eq(availabilities.id, id));
  if (!row) return null;
  return bookCoveredPendingTutorings(tx, ctx, row.tutorId, [row]);
}

/** schedule-change for a write of one availability (create, update, delete): its tutor hears. */
export async function availabilityChannels(
  tx: Db,
  id: number,
): Promise<{ tutorId: number; channels: string[] } | null> {
  const [row] = await tx
    .select({ tutorId: availabilities.tutorId })
    .from(availabilities)
    .where(eq(availabilities.id, id));
  return row
    ? { tutorId: row.tutorId, channels: await scheduleChannelsOfTutor(tx, row.tutorId) }
    : null;
}
