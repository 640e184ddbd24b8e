import type { FieldErrors } from '../messages.ts';
import type { Actor } from '../permissions/actor.ts';
import { hasRole } from '../roles.ts';
import { remainingMinutes } from './availability-rules.ts';
import {
  BOOKING_REASONS,
  DURATION_NOT_AN_OPTION_MESSAGE,
  FORCED_DURATION_MESSAGE,
  SUBJECTS_DISTINCT_MESSAGE,
  SUBJECTS_LIMIT_MESSAGE,
  type BookingReasonKey,
} from './scheduling-messages.ts';
import {
  intervalContains,
  intervalMinutes,
  intervalsOverlap,
  type Interval,
} from './time-intervals.ts';

/**
 * The session type a booking creates (spec scheduling §3 Session type 'Tutoring'). Here, with
 * the booking rules, rather than beside the tutorings' wire schema: the family planner asks it
 * and needs no zod.
 */
export const TUTORING_SESSION_TYPE = 'Tutoring';

/**
 * Booking rules (spec scheduling §5 "Tutoring booking", §6): what a booking may ask for, and
 * whether one date of it can be booked. Pure: the server feeds them what it read in the
 * booking's transaction, the forms what they have on screen.
 */

export const BOOKING_DURATION_OPTIONS = [60, 90, 120] as const;
/** A custom duration (tutor and admin apps only): 15 to 360 minutes. */
export const CUSTOM_BOOKING_DURATION = { min: 15, max: 360 } as const;
export const BOOKING_NOTES_MAX = 250;
export const BOOKING_SUBJECTS_MAX = 2;
/** Student app: a booking starts at least this long before its availability ends. */
export const STUDENT_BOOKING_LEAD_MINUTES = 60;

/** How the rules bind whoever is booking. */
export interface BookingPolicy {
  /** Any duration from 15 to 360 (tutor and admin apps), or only 60, 90 and 120. */
  allowCustomDuration: boolean;
  /**
   * Each date must sit in a free part of one of the tutor's availabilities. Admins and anyone
   * spoofing are not bound (spec §6: "spoofing or admin is not").
   */
  boundByAvailability: boolean;
  /** Locked availabilities are hidden from the student and parent apps (spec §6). */
  allowLockedAvailability: boolean;
  /** Minutes a booking must start before its availability ends (student app: 60); 0 for none. */
  leadMinutesBeforeAvailabilityEnd: number;
  /**
   * The start times a booker may pick, every so many minutes (the family planner's 30), or null
   * for any minute. What a family sends straight to the API is held to the same grid, so no
   * booking can leave a sliver of a tutor's availability nobody can book.
   */
  startStepMinutes: number | null;
}

/** Spec §9: the time picker steps 30 minutes in the parent and student apps (30-minute snap). */
export const FAMILY_TIME_STEP_MINUTES = 30;

/**
 * Whether a start is on the planner's grid: a whole number of steps from its availability's
 * start, or on the clock's step (the planner's first offer, when the availability began
 * earlier, is the next half hour: spec §5).
 */
export function isOnStartGrid(startsAt: Date, availabilityStartsAt: Date, stepMinutes: number) {
  const step = stepMinutes * 60_000;
  return (
    (startsAt.getTime() - availabilityStartsAt.getTime()) % step === 0 ||
    startsAt.getTime() % step === 0
  );
}

/**
 * The student and parent apps' policy (spec §5, §6): the fixed durations, open (non-locked)
 * availability only, starting at least an hour before its end. It binds a family booker
 * whoever acts as them: spoofing staff do not lift it.
 */
export const FAMILY_BOOKING_POLICY: BookingPolicy = {
  allowCustomDuration: false,
  boundByAvailability: true,
  allowLockedAvailability: false,
  leadMinutesBeforeAvailabilityEnd: STUDENT_BOOKING_LEAD_MINUTES,
  startStepMinutes: FAMILY_TIME_STEP_MINUTES,
};

/** The booker as the rules read them: their roles, and whether someone spoofs them. */
export type Booker = Pick<Actor, 'roles'> & { spoofedBy?: unknown };

/**
 * The policy for a booker. A signed-in tutor who is not spoofed is bound by availability; an
 * admin, or anyone acted as by a spoofer, is not. Other scheduling staff book in the admin
 * app (custom durations) within the tutor's availability. Students and parents book from
 * their apps: the fixed durations, open availability only, starting an hour before its end.
 */
export function bookingPolicyFor(booker: Booker): BookingPolicy {
  const isSpoofed = booker.spoofedBy !== undefined && booker.spoofedBy !== null;
  if (isSpoofed || hasRole(booker.roles, 'admin'))
    return {
      allowCustomDuration: true,
      boundByAvailability: false,
      allowLockedAvailability: true,
      leadMinutesBeforeAvailabilityEnd: 0,
      startStepMinutes: null,
    };
  const isFamily =
    (hasRole(booker.roles, 'student') || hasRole(booker.roles, 'parent')) &&
    !hasRole(booker.roles, 'tutor');
  if (isFamily) return FAMILY_BOOKING_POLICY;
  return {
    allowCustomDuration: true,
    boundByAvailability: true,
    allowLockedAvailability: true,
    leadMinutesBeforeAvailabilityEnd: 0,
    startStepMinutes: null,
  };
}

export interface BookingRequestFacts {
  /** Minutes. */
  duration: number;
  subjectIds?: readonly number[] | undefined;
  notes?: string | null | undefined;
  /** The brand's forced duration, when it has one. */
  forceDuration: number | null;
}

/**
 * The errors of the parts of a booking that do not depend on the calendar: the duration
 * (an option, or a custom one where allowed; the brand's forced one), the subjects (up to
 * two, not the same twice) and the notes (at most 250).
 */
export function bookingRequestErrors(
  facts: BookingRequestFacts,
  policy: BookingPolicy,
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const { duration } = facts;
  if (!Number.isInteger(duration)) add('duration', 'must be a whole number of minutes');
  else if (facts.forceDuration !== null && facts.forceDuration > 0) {
    if (duration !== facts.forceDuration)
      add('duration', FORCED_DURATION_MESSAGE(facts.forceDuration));
  } else if (policy.allowCustomDuration) {
    if (duration < CUSTOM_BOOKING_DURATION.min)
      add('duration', `must be greater than or equal to ${CUSTOM_BOOKING_DURATION.min}`);
    else if (duration > CUSTOM_BOOKING_DURATION.max)
      add('duration', `must be less than or equal to ${CUSTOM_BOOKING_DURATION.max}`);
  } else if (!(BOOKING_DURATION_OPTIONS as readonly number[]).includes(duration)) {
    add('duration', DURATION_NOT_AN_OPTION_MESSAGE);
  }
  const subjects = facts.subjectIds ?? [];
  if (subjects.length > BOOKING_SUBJECTS_MAX) add('subjectIds', SUBJECTS_LIMIT_MESSAGE);
  if (new Set(subjects).size !== subjects.length) add('subjectIds', SUBJECTS_DISTINCT_MESSAGE);
  if ((facts.notes ?? '').length > BOOKING_NOTES_MAX)
    add('notes', `is too long (maximum is ${BOOKING_NOTES_MAX} characters)`);
  return errors;
}

/**
 * A tutor who is not spoofing cannot ask for more than the availability's duration or what
 * is left of it (spec §5). Null when the duration fits; the reason otherwise.
 */
export function durationLimitRefusal(
  duration: number,
  availability: Interval,
  tutorSessions: readonly Interval[],
): BookingReasonKey | null {
  if (duration > intervalMinutes(availability)) return 'exceedsAvailability';
  if (duration > remainingMinutes(availability, tutorSessions)) return 'exceedsRemaining';
  return null;
}

/**
 * The start times a forced-duration brand offers within an availability: from its start,
 * one every `forceDuration` minutes, each leaving room for a whole session (spec §5).
 */
export function forcedStartTimes(availability: Interval, forceDuration: number): Date[] {
  if (!(forceDuration > 0)) return [];
  const step = forceDuration * 60_000;
  const starts: Date[] = [];
  for (
    let t = availability.startsAt.getTime();
    t + step <= availability.endsAt.getTime();
    t += step
  )
    starts.push(new Date(t));
  return starts;
}

export interface BookableAvailability extends Interval {
  id: number;
  locked: boolean;
}

/** What the engine knows when it judges one date of a booking. */
export interface BookingDateFacts {
  slot: Interval;
  now: Date;
  policy: BookingPolicy;
  /** The tutor's availabilities around the date. */
  availabilities: readonly BookableAvailability[];
  /** The availability the booker picked (the first date of a booking), if any. */
  availabilityId?: number | null;
  /** The tutor's sessions that hold time (not canceled). */
  tutorSessions: readonly Interval[];
  /** The student's sessions that hold time (not canceled). */
  studentSessions: readonly Interval[];
  forceDuration: number | null;
  /** Unscheduled minutes left before this date is booked; null when hours are not counted. */
  unscheduledMinutes: number | null;
  /**
   * Where the tutor's published availability ends (the end of their latest one): a date past
   * it is pending, not failed, since the tutor has not offered that week yet. Null: none.
   */
  availabilityHorizon: Date | null;
}

export type BookingDateVerdict =
  | { status: 'bookable'; availabilityId: number | null }
  | { status: 'pending' | 'failed'; reasons: BookingReasonKey[] };

/** The availability that holds the slot, if the policy needs one. */
function hostOf(facts: BookingDateFacts): BookableAvailability | undefined {
  const candidates = facts.availabilities.filter((a) => intervalContains(a, facts.slot));
  if (facts.availabilityId !== undefined && facts.availabilityId !== null) {
    return candidates.find((a) => a.id === facts.availabilityId);
  }
  return candidates[0];
}

/**
 * Whether one date of a booking can be booked: not in the past; inside a free part of an
 * availability when the policy binds (locked only where allowed, on the forced steps, an hour
 * before its end for students); clear of the tutor's and the student's sessions; within the
 * unscheduled hours. A date past the tutor's published availability is pending. Every reason
 * that applies is given, in this order.
 */
export function judgeBookingDate(facts: BookingDateFacts): BookingDateVerdict {
  const { slot, policy } = facts;
  const reasons: BookingReasonKey[] = [];
  if (slot.startsAt.getTime() < facts.now.getTime()) reasons.push('inThePast');
  let host: BookableAvailability | undefined;
  if (policy.boundByAvailability) {
    host = hostOf(facts);
    if (!host) {
      const horizon = facts.availabilityHorizon;
      const isPastHorizon = horizon === null || slot.endsAt.getTime() > horizon.getTime();
      if (isPastHorizon && reasons.length === 0)
        return { status: 'pending', reasons: ['pendingAvailability'] };
      reasons.push('outsideAvailability');
    } else {
      if (host.locked && !policy.allowLockedAvailability) reasons.push('lockedAvailability');
      if (facts.forceDuration !== null && facts.forceDuration > 0) {
        const offset = (slot.startsAt.getTime() - host.startsAt.getTime()) / 60_000;
        if (offset % facts.forceDuration !== 0) reasons.push('offForcedStep');
      }
      if (
        policy.startStepMinutes !== null &&
        !isOnStartGrid(slot.startsAt, host.startsAt, policy.startStepMinutes)
      )
        reasons.push('offStartGrid');
      const lead = (host.endsAt.getTime() - slot.startsAt.getTime()) / 60_000;
      if (lead < policy.leadMinutesBeforeAvailabilityEnd) reasons.push('tooCloseToEnd');
    }
  }
  if (facts.tutorSessions.some((s) => intervalsOverlap(s, slot))) reasons.push('tutorBusy');
  if (facts.studentSessions.some((s) => intervalsOverlap(s, slot))) reasons.push('studentBusy');
  if (facts.unscheduledMinutes !== null && intervalMinutes(slot) > facts.unscheduledMinutes)
    reasons.push('notEnoughHours');
  if (reasons.length > 0) return { status: 'failed', reasons };
  return { status: 'bookable', availabilityId: host?.id ?? null };
}

/** The sentences of reason keys, for an answer or a form. */
export function bookingReasonMessages(reasons: readonly BookingReasonKey[]): string[] {
  return reasons.map((reason) => BOOKING_REASONS[reason]);
}

/** Reasons that mean someone else holds the time: a 409 when nothing could be booked. */
export const CONFLICT_REASONS: readonly BookingReasonKey[] = ['tutorBusy', 'studentBusy'];

/**
 * One sentence per refused date for the booking form's error state ("We can't schedule that
 * session"), the date and time read in `zone`: "Tue, Mar 17, 4:00 PM: The tutor already has
 * a session at that time."
 */
export function bookingFailureSentences(
  failed: readonly { startsAt: string; reasons: readonly string[] }[],
  zone: string,
): string[] {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return failed.map(
    (date) => `${format.format(new Date(date.startsAt))}: ${date.reasons.join(' ')}`,
  );
}
