import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { type Actor } from '../../permissions/actor.ts';
import { staffOrOwn, type AccessRule } from '../../permissions/rules.ts';
import { hasAnyRole, type Role } from '../../roles.ts';
import type { Parent, parentRecord } from '../parents.ts';

/** Staff who work the CRM: they create, edit, assign and merge parents and leads. */
export const CRM_ROLES: readonly Role[] = [
  'admin',
  'crm',
  'advisor',
  'academic_advisor',
  'director_of_academic_advising',
];

/**
 * Spec §6: "Directors see the 'All Advisors' option in the assigned-advisor filter"; they (and
 * admins) act on every contact. Other CRM staff act on their own contacts and unassigned ones.
 */
export const ADVISOR_DIRECTOR_ROLES: readonly Role[] = ['admin', 'director_of_academic_advising'];

export function isAdvisorDirector(actor: Actor): boolean {
  return hasAnyRole(actor.roles, ADVISOR_DIRECTOR_ROLES);
}

/**
 * Spec §6: "Select-all in the contact list applies only to own or unassigned contacts". A
 * director's reach is every contact.
 */
export function isOwnOrUnassignedContact(
  actor: Actor,
  contact: { employeeId: number | null },
): boolean {
  if (isAdvisorDirector(actor)) return true;
  return contact.employeeId === null || contact.employeeId === actor.employeeId;
}

/** CRM staff; directors on every contact, the others on their own and unassigned ones. */
export function contactWorkers<R extends { employeeId: number | null }>(): AccessRule<R> {
  return {
    reach: (actor) =>
      isAdvisorDirector(actor) ? 'all' : hasAnyRole(actor.roles, CRM_ROLES) ? 'own' : 'none',
    own: (actor, record) => isOwnOrUnassignedContact(actor, record),
  };
}

/** CRM staff on every contact (editing a contact's details is not limited to one's own). */
function crmStaff<R>(): AccessRule<R> {
  return { reach: (actor) => (hasAnyRole(actor.roles, CRM_ROLES) ? 'all' : 'none') };
}

export const parentsAccess = {
  singular: 'parent',
  access: {
    read: staffOrOwn(),
    create: crmStaff(),
    update: crmStaff(),
  },
  actions: {
    reassign: contactWorkers<Parent>(),
    bulkReassign: crmStaff<Parent>(),
    activate: contactWorkers<Parent>(),
    deactivate: contactWorkers<Parent>(),
    merge: crmStaff<Parent>(),
    assignableAdvisors: crmStaff<Parent>(),
    referralSources: crmStaff<Parent>(),
    abandonedCounts: crmStaff<Parent>(),
  },
} satisfies ResourceAccess<z.infer<typeof parentRecord>>;
