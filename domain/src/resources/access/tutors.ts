import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { hasAnyRole, hasRole, type Role } from '../../roles.ts';
import { type Actor } from '../../permissions/actor.ts';
import { anySignedIn, rolesOnly, staffOnly, type AccessRule } from '../../permissions/rules.ts';
import { mayChangeStaffRecord } from '../../employee-rules.ts';
import type { Tutor, tutorRecord } from '../tutors.ts';

/** Who adds and edits tutors: admins and HR (spec §6: the Admin app's Edit Tutors, Add a Tutor). */
export const TUTOR_MANAGING_ROLES: readonly Role[] = ['admin', 'hr'];

export const TUTOR_EDITING_ROLES: readonly Role[] = [
  ...TUTOR_MANAGING_ROLES,
  'instruction_manager',
];

/**
 * Admins on every tutor; HR and instruction managers on every tutor but one who is also an
 * admin (their e-mail is the admin's sign-in: `mayChangeStaffRecord`).
 */
const tutorEditors = (): AccessRule<Tutor> => ({
  reach: (actor) =>
    hasRole(actor.roles, 'admin')
      ? 'all'
      : hasAnyRole(actor.roles, TUTOR_EDITING_ROLES)
        ? 'own'
        : 'none',
  own: (actor, tutor) => mayChangeStaffRecord(actor, { roles: tutor.roles ?? [] }),
});

export const isSelf = (actor: Actor, record?: Tutor) =>
  record !== undefined && actor.tutorId !== null && record.id === actor.tutorId;

/** Admins on every tutor; a tutor on themself (their personal calendar feed). */
const adminOrSelf = (): AccessRule<Tutor> => ({
  reach: (actor) =>
    hasRole(actor.roles, 'admin') ? 'all' : hasRole(actor.roles, 'tutor') ? 'own' : 'none',
  own: (actor, tutor) => isSelf(actor, tutor),
});

export const tutorsAccess = {
  singular: 'tutor',
  access: {
    read: anySignedIn(),
    create: rolesOnly(TUTOR_MANAGING_ROLES),
    update: tutorEditors(),
  },
  actions: {
    prioritized: staffOnly(),
    createCalendarToken: adminOrSelf(),
    revokeCalendarToken: adminOrSelf(),
  },
} satisfies ResourceAccess<z.infer<typeof tutorRecord>>;
