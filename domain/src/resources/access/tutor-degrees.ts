import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { type Actor } from '../../permissions/actor.ts';
import { staffOrRoleOwn, type AccessRule } from '../../permissions/rules.ts';
import { hasAnyRole, hasRole } from '../../roles.ts';
import { TUTOR_EDITING_ROLES } from './tutors.ts';
import type { TutorDegree, tutorDegreeRecord } from '../tutor-degrees.ts';

const isOwnDegree = (actor: Actor, record: Pick<TutorDegree, 'tutorId'>) =>
  actor.tutorId !== null && record.tutorId === actor.tutorId;

/**
 * Who changes degrees: a tutor their own; those who edit tutors (admin, HR, instruction
 * managers) every tutor's.
 */
function tutorOrEditors(): AccessRule<TutorDegree> {
  return {
    reach: (actor) =>
      hasAnyRole(actor.roles, TUTOR_EDITING_ROLES)
        ? 'all'
        : hasRole(actor.roles, 'tutor')
          ? 'own'
          : 'none',
    own: isOwnDegree,
  };
}

export const tutorDegreesAccess = {
  singular: 'tutor_degree',
  access: {
    read: staffOrRoleOwn<TutorDegree>('tutor', isOwnDegree),
    create: tutorOrEditors(),
    update: tutorOrEditors(),
    delete: tutorOrEditors(),
  },
  actions: {},
} satisfies ResourceAccess<z.infer<typeof tutorDegreeRecord>>;
