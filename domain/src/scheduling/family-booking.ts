import { SCHEDULING_STAFF_ROLES, hasAnyRole, hasRole, isStaff, type Role } from '../roles.ts';
import { FAMILY_TIME_STEP_MINUTES, STUDENT_BOOKING_LEAD_MINUTES } from './booking-rules.ts';
import type { Interval } from './time-intervals.ts';

/**
 * The student and parent apps' own booking rules (spec scheduling §4, §5, §9), shared by the
 * planner's form and the server: which start times the planner offers, which booked sessions
 * a family may still change, and when a manually attendable session may be unreserved.
 */

/** Spec §4, §9: unreserve only while more than 5 minutes remain before the start. */
export const UNRESERVE_CUTOFF_MINUTES = 5;

/** The session type a student may unreserve (spec §4). */
export const MANUALLY_ATTENDABLE_SESSION_TYPE = 'Session::ManuallyAttendable';

export const FAMILY_CHANGE_CLOSED_MESSAGE = 'Only upcoming sessions can be changed.';
export const UNRESERVE_CLOSED_MESSAGE =
  'A session can be unreserved only until 5 minutes before it starts.';
export const NOT_MANUALLY_ATTENDABLE_MESSAGE =
  'Only manually attendable sessions can be unreserved.';
export const NOT_FAMILY_TUTOR_MESSAGE = "You can only book your tutoring enrollment's tutor.";

/**
 * A body naming a student the family does not act for: a 422 on the field (the id says nothing
 * a 404 would not), like any other value the caller may not choose.
 */
export const NOT_FAMILY_STUDENT_MESSAGE = 'is not one of your students';

/** A family member changing a session that is not one of their own students'. */
export const NOT_FAMILY_SESSION_MESSAGE = 'You can only change your own tutoring sessions.';

/** A student or parent acting in their own app: not staff, not a tutor (who book as tutors). */
export function isFamilyBooker(roles: readonly Role[]): boolean {
  return (
    (hasRole(roles, 'student') || hasRole(roles, 'parent')) &&
    !hasRole(roles, 'tutor') &&
    !isStaff(roles)
  );
}

/**
 * Whether the server books for the caller as a family: a student or parent who is neither a
 * tutor nor scheduling staff (a student who is also, say, HR books for themself as a student).
 */
export function booksAsFamily(roles: readonly Role[]): boolean {
  return (
    (hasRole(roles, 'student') || hasRole(roles, 'parent')) &&
    !hasRole(roles, 'tutor') &&
    !hasAnyRole(roles, SCHEDULING_STAFF_ROLES)
  );
}

/** The family app a booker acts in: a student books for themself, a parent for their children. */
export function familyRoleFor(roles: readonly Role[]): 'student' | 'parent' | null {
  if (!isFamilyBooker(roles)) return null;
  return hasRole(roles, 'student') ? 'student' : 'parent';
}

function ceilToStep(time: number, stepMinutes: number): number {
  const step = stepMinutes * 60_000;
  return Math.ceil(time / step) * step;
}

/**
 * The start times the planner offers in an availability for a session of `duration` minutes:
 * every 30 minutes from its start (not before now), each ending within it and starting at
 * least 60 minutes before it ends (spec §5, student app).
 */
export function familyStartTimes(
  availability: Interval,
  duration: number,
  now: Date,
  stepMinutes: number = FAMILY_TIME_STEP_MINUTES,
): Date[] {
  const end = availability.endsAt.getTime();
  const latest = end - Math.max(duration, STUDENT_BOOKING_LEAD_MINUTES) * 60_000;
  const first = Math.max(availability.startsAt.getTime(), ceilToStep(now.getTime(), stepMinutes));
  const starts: Date[] = [];
  for (let t = first; t <= latest; t += stepMinutes * 60_000) starts.push(new Date(t));
  return starts;
}

/**
 * Whether a family may cancel or reschedule a booked tutoring. The brand rules name no
 * cancellation window (the spec gives none), so: any of theirs that has not started and is
 * not canceled. Null when allowed; the reason otherwise.
 */
export function familyChangeRefusal(
  tutoring: { startsAt: Date; canceledAt: Date | null },
  now: Date,
): string | null {
  if (tutoring.canceledAt !== null || tutoring.startsAt.getTime() <= now.getTime())
    return FAMILY_CHANGE_CLOSED_MESSAGE;
  return null;
}

/**
 * Whether a student may unreserve a session (spec §4): manually attendable, and more than 5
 * minutes before its start. Null when allowed; the reason otherwise.
 */
export function unreserveRefusal(
  session: { type: string; startsAt: Date },
  now: Date,
): string | null {
  if (session.type !== MANUALLY_ATTENDABLE_SESSION_TYPE) return NOT_MANUALLY_ATTENDABLE_MESSAGE;
  const minutesLeft = (session.startsAt.getTime() - now.getTime()) / 60_000;
  if (minutesLeft <= UNRESERVE_CUTOFF_MINUTES) return UNRESERVE_CLOSED_MESSAGE;
  return null;
}
