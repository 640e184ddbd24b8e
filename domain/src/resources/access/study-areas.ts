import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { SCHEDULING_STAFF_ROLES, hasAnyRole, hasRole } from '../../roles.ts';
import { type Actor } from '../../permissions/actor.ts';
import { staffOrOwn, type AccessRule } from '../../permissions/rules.ts';
import type { StudyArea, studyAreaRecord } from '../study-areas.ts';

/** Whether the study area is one of the actor's own students' (themself, a parent's child). */
function isFamilyOwn(actor: Actor, record: Pick<StudyArea, 'studentId' | 'parentId'>): boolean {
  return (
    (actor.studentId !== null && record.studentId === actor.studentId) ||
    (actor.parentId !== null && record.parentId === actor.parentId)
  );
}

/**
 * Who changes study areas: scheduling staff (as they change students) on every one; a student
 * their own, a parent their children's. Tutors read them only.
 */
function schedulingStaffOrFamily<
  R extends Pick<StudyArea, 'studentId' | 'parentId'>,
>(): AccessRule<R> {
  return {
    reach: (actor) =>
      hasAnyRole(actor.roles, SCHEDULING_STAFF_ROLES)
        ? 'all'
        : hasRole(actor.roles, 'student') || hasRole(actor.roles, 'parent')
          ? 'own'
          : 'none',
    own: isFamilyOwn,
  };
}

export const studyAreasAccess = {
  singular: 'study_area',
  access: {
    // Staff every one; a tutor their students', a student their own, a parent their children's.
    read: staffOrOwn(),
    create: schedulingStaffOrFamily(),
    update: schedulingStaffOrFamily(),
    delete: schedulingStaffOrFamily(),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof studyAreaRecord>>;
