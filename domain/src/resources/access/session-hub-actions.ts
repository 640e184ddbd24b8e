import { type Actor } from '../../permissions/actor.ts';
import { schedulingStaffOrTutor } from '../../permissions/rules.ts';
import { staffOrSessionTutor } from './session-attendance-actions.ts';

/** What the hub rules read of a session record. */
export interface HubSession {
  supervisorId: number | null;
  assignedEmployeeIds: readonly number[];
}

/** One of the session's tutors: its supervisor or an employee assigned to it. */
export const isSessionTutor = (actor: Actor, session: HubSession): boolean =>
  actor.employeeId !== null &&
  (session.supervisorId === actor.employeeId ||
    session.assignedEmployeeIds.includes(actor.employeeId));

export const SESSION_HUB_ACTIONS_RULES = {
  potentialHubs: staffOrSessionTutor<HubSession>(),
  split: schedulingStaffOrTutor<HubSession>(isSessionTutor),
};
