import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import {
  adminOnly,
  schedulingStaff,
  staffOrOwn,
  type AccessRule,
} from '../../permissions/rules.ts';
import { hasRole, isStaff } from '../../roles.ts';
import { staffOrFamily } from '../../permissions/rules.ts';
import type { studentRecord } from '../students.ts';
import { STUDENT_CONTACT_ACTIONS_RULES } from './student-contact-actions.ts';

/**
 * Points and gems: staff for anyone; a tutor for a student of a session they supervise (the
 * record's supervisorIds, spec scheduling §6).
 */
export function staffOrStudentsTutor<R extends { supervisorIds: number[] }>(): AccessRule<R> {
  return {
    reach: (actor) =>
      isStaff(actor.roles) ? 'all' : hasRole(actor.roles, 'tutor') ? 'own' : 'none',
    own: (actor, record) =>
      actor.employeeId !== null && record.supervisorIds.includes(actor.employeeId),
  };
}

export const studentsAccess = {
  singular: 'student',
  access: {
    read: staffOrOwn(),
    create: schedulingStaff(),
    update: schedulingStaff(),
    delete: schedulingStaff(),
  },
  actions: {
    ...STUDENT_CONTACT_ACTIONS_RULES,
    toggleActive: schedulingStaff(),
    incrementPoints: staffOrStudentsTutor(),
    hours: staffOrFamily(),
    updatePace: adminOnly(),
    merge: schedulingStaff(),
    examScored: staffOrStudentsTutor(),
  },
} satisfies ResourceAccess<z.infer<typeof studentRecord>>;
