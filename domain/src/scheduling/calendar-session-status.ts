/**
 * How the tutor calendar draws a session (spec scheduling §2 legend, §4): launchable while in
 * progress (from 15 minutes before its start, when it counts as recently started, to its
 * end), disabled once ended or canceled, no-enrollments when nobody attends, and otherwise
 * cancelable by the tutor who supervises it (the server's cancel rule) or non-cancelable.
 */

const MINUTE_MS = 60_000;

/** Spec §4: "A session counts as recently started from 15 minutes before its start." */
export const SESSION_LAUNCH_LEAD_MINUTES = 15;

export const SESSION_CALENDAR_STATUSES = [
  'launchable',
  'cancelable',
  'non-cancelable',
  'no-enrollments',
  'disabled',
] as const;
export type SessionCalendarStatus = (typeof SESSION_CALENDAR_STATUSES)[number];

/** What the rule reads of a session (the wire record has all of it). */
export interface CalendarSessionFacts {
  startsAt: string | Date;
  endsAt: string | Date;
  canceledAt: string | Date | null;
  supervisorId: number | null;
  attendancesCount: number;
  attendanceTakenAt: string | Date | null;
  suppressAttendance: boolean;
}

const time = (value: string | Date) => new Date(value).getTime();

/** The session's calendar style for the employee `viewerEmployeeId` at `now`. */
export function sessionCalendarStatus(
  session: CalendarSessionFacts,
  viewerEmployeeId: number | null,
  now: Date,
): SessionCalendarStatus {
  const at = now.getTime();
  if (session.canceledAt !== null || time(session.endsAt) <= at) return 'disabled';
  if (time(session.startsAt) - SESSION_LAUNCH_LEAD_MINUTES * MINUTE_MS <= at) return 'launchable';
  if (session.attendancesCount === 0) return 'no-enrollments';
  return viewerEmployeeId !== null && session.supervisorId === viewerEmployeeId
    ? 'cancelable'
    : 'non-cancelable';
}

/**
 * Spec §4: "Calendar sessions carry a warning when the end has passed and attendance has not
 * been taken" (not for a canceled or closed session, nor one nobody attends: there is no
 * attendance to take).
 */
export function needsAttendanceWarning(session: CalendarSessionFacts, now: Date): boolean {
  return (
    session.canceledAt === null &&
    !session.suppressAttendance &&
    session.attendancesCount > 0 &&
    session.attendanceTakenAt === null &&
    time(session.endsAt) <= now.getTime()
  );
}

export const ATTENDANCE_WARNING_TEXT = 'Attendance for the session has not yet been taken';
