/**
 * An enrollment's hours, the one definition every screen, answer and export shows (issue 23:
 * "38 h remaining in one table and 40 in the next"). The server reads the facts in one query
 * (server/src/services/enrollment-hours-facts.ts); this derives every figure from them.
 *
 * What each figure means (spec scheduling §2 "tutoring hours", §4 attendance; staff §4
 * "maxed out"):
 * - bought: the course's duration, the minutes the family bought (Add hours and Pay As You Go
 *   add to it, a refund takes from it). A course without a duration does not count hours.
 * - used: the sessions that have ended, whatever the attendance says: attended, marked absent
 *   (the tutor's time was held and is charged) or attendance still pending. A canceled session
 *   never counts, anywhere.
 * - scheduled: the sessions not canceled that have not ended (upcoming, or under way). Dates a
 *   booking keeps pending past the tutor's availability are not sessions yet and hold nothing
 *   (the booking engine judges them again, hours included, when they can be booked).
 * - remaining: bought less used; unscheduled: remaining less scheduled (what may still be
 *   booked); owed: what was used past what was bought.
 * Sessions count by the course, as the booking engine counts them: a tutoring course is one
 * student's.
 */
import { addCalendarDays, calendarDateIn, type CalendarDate } from './date-rules.ts';
import type { EnrollmentType } from './enrollment-rules.ts';
import { DEFAULT_TIME_ZONE } from './time-zone.ts';
import type { EnrollmentHoursFigures, MaxedOutReason } from './resources/student-hours.ts';

/** A session of the enrollment's course that is not canceled. */
export interface CountedSession {
  endsAt: Date;
  /** Minutes. */
  duration: number;
  /** The tutor who led it (employee id); a tutor's "tutored" hours are theirs. */
  supervisorId: number | null;
  /** Whether the enrollment's student is in it (a limited enrollment counts those). */
  isStudents: boolean;
}

/** What the server reads for one enrollment (one query, enrollment-hours-facts.ts). */
export interface EnrollmentHoursFacts {
  /** course.duration; null when the course does not count hours. */
  boughtMinutes: number | null;
  /** Its brand books Tutoring sessions, or it has one booked (hours are bought for these). */
  isTutoring: boolean;
  /** Pay As You Go: hours are added whenever they run out, so they never max out. */
  arrearBilling: boolean;
  type: EnrollmentType;
  limitedAttendancesCount: number | null;
  /** Hours Pay As You Go added on credit and not yet paid, in cents. */
  owedCents: number;
  /** The student's pace, hours a week. */
  pace: number;
  /** The student's IANA zone (null: the default zone): the run-out date is a day of theirs. */
  timeZone: string | null;
  /** The course's sessions that are not canceled. */
  sessions: readonly CountedSession[];
}

const DAYS_A_WEEK = 7;

/**
 * The calendar day the remaining hours run out at `pacePerWeek` hours a week, counted in whole
 * days of the student's calendar from today (so a daylight-saving change between never moves
 * it): today when nothing remains, null when the pace is 0 (they never run out).
 */
export function hoursRunOutOn(
  remainingMinutes: number,
  pacePerWeek: number,
  now: Date,
  timeZone: string,
): CalendarDate | null {
  const today = calendarDateIn(now, timeZone);
  if (remainingMinutes <= 0) return today;
  if (!(pacePerWeek > 0)) return null;
  const days = (remainingMinutes / 60 / pacePerWeek) * DAYS_A_WEEK;
  // Rounded to a thousandth first: 7 days must not come out as 6.9999 (floating point).
  return addCalendarDays(today, Math.ceil(Math.round(days * 1000) / 1000));
}

const sumMinutes = (sessions: readonly CountedSession[]) =>
  sessions.reduce((sum, session) => sum + session.duration, 0);

const hasEnded = (session: CountedSession, now: Date) => session.endsAt.getTime() <= now.getTime();

/**
 * The minutes that may still be booked: bought less every session not canceled, ended or not
 * (so it needs no clock: a session only moves from scheduled to used); null when the course
 * does not count hours. The booking engine books from this, the screens show it as unscheduled.
 */
export function unscheduledMinutesOf(facts: EnrollmentHoursFacts): number | null {
  if (facts.boughtMinutes === null) return null;
  return Math.max(0, facts.boughtMinutes - sumMinutes(facts.sessions));
}

/** Every figure of one enrollment's hours, from its facts. */
export function enrollmentHoursOf(facts: EnrollmentHoursFacts, now: Date): EnrollmentHoursFigures {
  const used = facts.sessions.filter((session) => hasEnded(session, now));
  const scheduled = facts.sessions.filter((session) => !hasEnded(session, now));
  const countsHours = facts.boughtMinutes !== null;
  const boughtMinutes = facts.boughtMinutes ?? 0;
  const usedMinutes = sumMinutes(used);
  const scheduledMinutes = sumMinutes(scheduled);
  const remainingMinutes = Math.max(0, boughtMinutes - usedMinutes);
  const attendancesCount = used.filter((session) => session.isStudents).length;
  const reachedLimit =
    facts.type === 'LimitedEnrollment' &&
    facts.limitedAttendancesCount !== null &&
    attendancesCount >= facts.limitedAttendancesCount;
  // Hours bought and all used, with nothing to add them back: no more can be taken.
  const usedUp =
    countsHours &&
    facts.isTutoring &&
    !facts.arrearBilling &&
    boughtMinutes > 0 &&
    remainingMinutes === 0;
  const maxedOutReason: MaxedOutReason | null = reachedLimit
    ? 'attendanceLimit'
    : usedUp
      ? 'hoursUsed'
      : null;
  return {
    countsHours,
    boughtMinutes,
    usedMinutes,
    scheduledMinutes,
    remainingMinutes,
    unscheduledMinutes: unscheduledMinutesOf(facts) ?? 0,
    owedMinutes: Math.max(0, usedMinutes - boughtMinutes),
    usedSessionsCount: used.length,
    upcomingSessionsCount: scheduled.length,
    attendancesCount,
    limitedAttendancesCount: facts.limitedAttendancesCount,
    maxedOut: maxedOutReason !== null,
    maxedOutReason,
    // Tutoring hours run out at the student's pace; a group class's course hours are shared.
    runsOutOn:
      countsHours && facts.isTutoring
        ? hoursRunOutOn(remainingMinutes, facts.pace, now, facts.timeZone ?? DEFAULT_TIME_ZONE)
        : null,
  };
}

/**
 * The minutes of the enrollment's used sessions `tutorId` led with the student in them: the
 * tutor's "tutored" hours, counted as `usedMinutes` counts them (one tutor: the same figure).
 */
export function tutoredMinutes(facts: EnrollmentHoursFacts, tutorId: number, now: Date): number {
  return sumMinutes(
    facts.sessions.filter(
      (session) => session.supervisorId === tutorId && session.isStudents && hasEnded(session, now),
    ),
  );
}

/** Why an enrollment is maxed out, in a sentence a badge's tooltip or a card can show. */
export function maxedOutText(figures: EnrollmentHoursFigures): string | null {
  if (figures.maxedOutReason === 'attendanceLimit')
    return `Maxed out: ${figures.attendancesCount} of ${figures.limitedAttendancesCount ?? 0} sessions used`;
  if (figures.maxedOutReason === 'hoursUsed') return 'Maxed out: every hour bought is used';
  return null;
}

/** "3 of 10": a limited enrollment's used sessions against its limit; null without a limit. */
export function attendanceLimitLabel(
  figures: Pick<EnrollmentHoursFigures, 'attendancesCount' | 'limitedAttendancesCount'>,
): string | null {
  if (figures.limitedAttendancesCount === null) return null;
  return `${figures.attendancesCount} of ${figures.limitedAttendancesCount}`;
}
