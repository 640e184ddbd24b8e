import { type Actor } from '../../permissions/actor.ts';
import { schedulingStaffOrEmployee, type AccessRule } from '../../permissions/rules.ts';
import { hasRole, isStaff } from '../../roles.ts';

/** A session's supervisor (a tutor or an employee) takes its attendance (spec §6). */
export const supervisesSession = (actor: Actor, session: { supervisorId: number | null }) =>
  actor.employeeId !== null && session.supervisorId === actor.employeeId;

/**
 * Staff on every session; a tutor on the sessions they may read. The tutor's read scope is the
 * sessions they supervise or are assigned to, so each one they reach is one of "its tutors".
 */
export function staffOrSessionTutor<R>(): AccessRule<R> {
  return {
    reach: (actor) =>
      isStaff(actor.roles) ? 'all' : hasRole(actor.roles, 'tutor') ? 'own' : 'none',
    own: () => true,
  };
}

export type SessionRule = { supervisorId: number | null };

export const SESSION_ATTENDANCE_ACTIONS_RULES = {
  submitAttendance: schedulingStaffOrEmployee<SessionRule>(supervisesSession),
  allotments: staffOrSessionTutor<SessionRule>(),
  saveAllotments: schedulingStaffOrEmployee<SessionRule>(supervisesSession),
  checkIn: staffOrSessionTutor<SessionRule>(),
};
