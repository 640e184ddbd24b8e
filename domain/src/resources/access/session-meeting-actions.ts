import { type Actor } from '../../permissions/actor.ts';
import { type AccessRule } from '../../permissions/rules.ts';
import { SCHEDULING_STAFF_ROLES, hasAnyRole, isStaff } from '../../roles.ts';
import { canLaunchSession } from '../../live-session/session-live-rules.ts';

/** What the meeting rules read of a session record. */
export interface MeetingSession {
  supervisorId: number | null;
  assignedEmployeeIds: readonly number[];
}

/**
 * Who may prepare or join a session's meeting: its supervisor or an admin (who launch it), an
 * employee assigned to it, and the students and parents who may read it at all (their read
 * scope is the sessions their own students attend, so reading it means attending it).
 */
export function mayUseMeeting(actor: Actor, session: MeetingSession): boolean {
  if (canLaunchSession(actor, session)) return true;
  if (actor.employeeId !== null && session.assignedEmployeeIds.includes(actor.employeeId))
    return true;
  return !isStaff(actor.roles) && hasAnyRole(actor.roles, ['student', 'parent']);
}

const meetingUsers: AccessRule<MeetingSession> = {
  reach: (actor) => (actor.roles.length > 0 ? 'own' : 'none'),
  own: mayUseMeeting,
};

/** The session's supervisor, or scheduling staff (spec §4 "reset subject"). */
const subjectResetters: AccessRule<MeetingSession> = {
  reach: (actor) =>
    hasAnyRole(actor.roles, SCHEDULING_STAFF_ROLES)
      ? 'all'
      : actor.employeeId !== null
        ? 'own'
        : 'none',
  own: (actor, session) => actor.employeeId !== null && session.supervisorId === actor.employeeId,
};

export const SESSION_MEETING_ACTIONS_RULES = {
  prepare: meetingUsers,
  recordings: meetingUsers,
  resetSubject: subjectResetters,
};
