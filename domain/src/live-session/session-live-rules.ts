/**
 * The clock- and viewer-dependent fields of a session (spec scheduling §3, §4): whether it is
 * in progress, past or open for attendance, and whether the viewer may join or host its
 * meeting. Pure: `now` and the viewer come in; the server answers them on every session record
 * and the apps read them instead of asking the clock twice.
 */
import { isAdmin, type Actor } from '../permissions/actor.ts';
import { hasAnyRole } from '../roles.ts';
import { isSessionLaunchable } from '../scheduling/session-detail.ts';
import { isAttendanceOpen } from './attendance-rules.ts';

const MINUTE_MS = 60_000;

/** Spec §4: a session counts as recently started from 15 minutes before its start. */
export const RECENTLY_STARTED_LEAD_MINUTES = 15;

/** What the time rules read of a session. */
export interface SessionClockFacts {
  startsAt: string | Date;
  endsAt: string | Date;
  canceledAt: string | Date | null;
  suppressAttendance: boolean;
  /** The brand's identifier ("HH" opens 5 minutes before instead of 15). */
  identifier: string | null;
}

/** Who is on a session, as the viewer rules read it. */
export interface SessionPeople {
  supervisorId: number | null;
  /** Employees assigned to it (the supervisor's own assignment included, if any). */
  assignedEmployeeIds: readonly number[];
  /** Students attending it. */
  attendeeStudentIds: readonly number[];
  /** Parents of the students attending it. */
  attendeeParentIds: readonly number[];
}

export interface SessionClockFields {
  launchable: boolean;
  recentlyStarted: boolean;
  isPast: boolean;
  attendanceOpen: boolean;
}

const ms = (value: string | Date) => new Date(value).getTime();

/** The time fields: launchable, recentlyStarted, isPast and attendanceOpen at `now`. */
export function sessionClockFields(session: SessionClockFacts, now: Date): SessionClockFields {
  const at = now.getTime();
  const startsAt = ms(session.startsAt);
  return {
    launchable: isSessionLaunchable(session, now),
    recentlyStarted: at >= startsAt - RECENTLY_STARTED_LEAD_MINUTES * MINUTE_MS,
    isPast: at >= ms(session.endsAt),
    attendanceOpen: isAttendanceOpen(
      {
        startsAt: new Date(startsAt),
        canceledAt: session.canceledAt === null ? null : new Date(session.canceledAt),
        suppressAttendance: session.suppressAttendance,
      },
      now,
    ),
  };
}

/** The viewer may host the meeting: the session's supervisor, or an admin (spec §4 Launch). */
export function canLaunchSession(actor: Actor, session: Pick<SessionPeople, 'supervisorId'>) {
  if (isAdmin(actor)) return true;
  return actor.employeeId !== null && session.supervisorId === actor.employeeId;
}

/**
 * The viewer may join the meeting: an employee assigned to it who is not its supervisor (the
 * supervisor launches instead), or a student attending it, or a parent of one.
 */
export function canAttendSession(actor: Actor, session: SessionPeople): boolean {
  const { employeeId, studentId, parentId } = actor;
  if (
    employeeId !== null &&
    employeeId !== session.supervisorId &&
    session.assignedEmployeeIds.includes(employeeId)
  )
    return true;
  if (
    studentId !== null &&
    hasAnyRole(actor.roles, ['student']) &&
    session.attendeeStudentIds.includes(studentId)
  )
    return true;
  return (
    parentId !== null &&
    hasAnyRole(actor.roles, ['parent']) &&
    session.attendeeParentIds.includes(parentId)
  );
}

/** Why a meeting may not be prepared or joined now, or null when it may (spec §4). */
export function meetingRefusal(
  session: Pick<SessionClockFacts, 'canceledAt' | 'endsAt'>,
  now: Date,
): string | null {
  if (session.canceledAt !== null) return SESSION_CANCELED_MEETING_MESSAGE;
  if (now.getTime() >= ms(session.endsAt)) return SESSION_ENDED_MEETING_MESSAGE;
  return null;
}

export const SESSION_CANCELED_MEETING_MESSAGE = 'This session was canceled.';
export const SESSION_ENDED_MEETING_MESSAGE = 'This session has ended.';
export const SESSION_NOT_LAUNCHABLE_MESSAGE =
  'The session is not in progress: its link opens shortly before it starts.';
export const DYNAMIC_SUBJECT_REQUIRED_MESSAGE = 'This course does not have a dynamic subject';
