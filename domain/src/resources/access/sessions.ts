import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { type Actor } from '../../permissions/actor.ts';
import {
  adminOnly,
  familyOwn,
  schedulingStaffOrTutor,
  staffOrOwn,
} from '../../permissions/rules.ts';
import type { sessionRecord } from '../sessions.ts';
import { SESSION_FINDER_ACTIONS_RULES } from './staff-finder.ts';
import { SESSION_ATTENDANCE_ACTIONS_RULES } from './session-attendance-actions.ts';
import { SESSION_MEETING_ACTIONS_RULES } from './session-meeting-actions.ts';
import { SESSION_HUB_ACTIONS_RULES } from './session-hub-actions.ts';
import { SESSION_HISTORY_ACTIONS_RULES } from './session-history-actions.ts';

/** A tutor changes only the sessions they supervise (spec scheduling §6). */
const supervises = (actor: Actor, session: { supervisorId: number | null }) =>
  actor.employeeId !== null && session.supervisorId === actor.employeeId;

export const sessionsAccess = {
  singular: 'session',
  access: {
    read: staffOrOwn(),
    create: schedulingStaffOrTutor(supervises),
    update: schedulingStaffOrTutor(supervises),
    delete: schedulingStaffOrTutor(supervises),
  },
  actions: {
    ...SESSION_FINDER_ACTIONS_RULES,
    ...SESSION_ATTENDANCE_ACTIONS_RULES,
    ...SESSION_MEETING_ACTIONS_RULES,
    ...SESSION_HUB_ACTIONS_RULES,
    ...SESSION_HISTORY_ACTIONS_RULES,
    substituteJointSession: adminOnly(),
    cancel: schedulingStaffOrTutor(supervises),
    unreserve: familyOwn(['student']),
    saveBatch: schedulingStaffOrTutor(supervises),
  },
} satisfies ResourceAccess<z.infer<typeof sessionRecord>>;
