import type { AuthUser } from '../auth-user.ts';
import { hasAnyRole, hasRole } from '../roles.ts';

/**
 * Rights a user holds beyond their roles (spec: staff-and-crm §6, scheduling §5):
 * - essayGrader, curriculumWork: flags on the tutor record (event types, essay grading);
 * - canEditPayrollHold: the payroll needs-review switch ("instruction_manager may edit
 *   payroll hold"; admins too).
 */
export interface ActorFlags {
  essayGrader: boolean;
  curriculumWork: boolean;
  canEditPayrollHold: boolean;
}

export const NO_FLAGS: ActorFlags = {
  essayGrader: false,
  curriculumWork: false,
  canEditPayrollHold: false,
};

/**
 * Whoever a permission rule is asked about: the signed-in (effective) user as the server
 * resolves it and the apps receive it. An `AuthUser` is an Actor.
 */
export type Actor = Pick<
  AuthUser,
  'id' | 'roles' | 'tutorId' | 'employeeId' | 'studentId' | 'parentId'
> & { flags?: Partial<ActorFlags> };

/** The flags the server derives for a user from their roles and tutor record. */
export function actorFlags(
  roles: readonly string[],
  tutor: { essayGrader: boolean; curriculumWork: boolean } | null,
): ActorFlags {
  return {
    essayGrader: tutor?.essayGrader ?? false,
    curriculumWork: tutor?.curriculumWork ?? false,
    canEditPayrollHold: hasAnyRole(roles, ['admin', 'instruction_manager']),
  };
}

export function hasFlag(actor: Actor, flag: keyof ActorFlags): boolean {
  return actor.flags?.[flag] === true;
}

export function isAdmin(actor: Actor): boolean {
  return hasRole(actor.roles, 'admin');
}
