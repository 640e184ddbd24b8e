import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { type Actor } from '../../permissions/actor.ts';
import { rolesOnly, schedulingStaffOrTutor, type AccessRule } from '../../permissions/rules.ts';
import { hasRole, isStaff } from '../../roles.ts';
import type { TutoringHistory, tutoringHistoryRecord } from '../tutoring-histories.ts';

const isOwnHistory = (actor: Actor, history: Pick<TutoringHistory, 'tutorId'>) =>
  actor.employeeId !== null && history.tutorId === actor.employeeId;

/** Staff read every history; a tutor their own (the students they tutor). */
const historyReaders = (): AccessRule<TutoringHistory> => ({
  reach: (actor) => (isStaff(actor.roles) ? 'all' : hasRole(actor.roles, 'tutor') ? 'own' : 'none'),
  own: isOwnHistory,
});

/** Notes: instruction managers on every history, a tutor on their own. */
const notesEditors = (): AccessRule<TutoringHistory> => ({
  reach: (actor) =>
    hasRole(actor.roles, 'instruction_manager')
      ? 'all'
      : hasRole(actor.roles, 'tutor')
        ? 'own'
        : 'none',
  own: isOwnHistory,
});

export const tutoringHistoriesAccess = {
  singular: 'tutoring_history',
  access: {
    read: historyReaders(),
    update: notesEditors(),
  },
  actions: {
    remove: schedulingStaffOrTutor<TutoringHistory>(isOwnHistory),
    reassign: rolesOnly(['instruction_manager']),
  },
} satisfies ResourceAccess<z.infer<typeof tutoringHistoryRecord>>;
