import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import {
  rolesOnly,
  schedulingStaff,
  staffOrOwn,
  type AccessRule,
} from '../../permissions/rules.ts';
import { hasAnyRole, hasRole, SCHEDULING_STAFF_ROLES, type Role } from '../../roles.ts';
import type { Enrollment, enrollmentRecord } from '../enrollments.ts';

/**
 * Who enrolls, cancels, uncancels and transfers: the staff who run courses and sell them
 * (scheduling staff: admins, advisors, managers, operations). The spec's §6 names no role.
 */
export const ENROLLMENT_MANAGER_ROLES: readonly Role[] = SCHEDULING_STAFF_ROLES;

/**
 * Who removes an enrollee outright (edit enrollees): a removal deletes the record, so only
 * those who run courses (admins and managers), not those who sell them.
 */
export const ENROLLMENT_REMOVER_ROLES: readonly Role[] = [
  'admin',
  'manager',
  'instruction_manager',
];

const managers = () => rolesOnly<Enrollment>(ENROLLMENT_MANAGER_ROLES);

/**
 * Who turns Pay As You Go on or off and applies a coupon: the enrollment managers on every
 * enrollment, and a parent on their children's (the read scope already limits a parent to
 * those: others answer 404).
 */
const familyMoneyRule = (): AccessRule<Enrollment> => ({
  reach: (actor) =>
    hasAnyRole(actor.roles, ENROLLMENT_MANAGER_ROLES)
      ? 'all'
      : hasRole(actor.roles, 'parent')
        ? 'own'
        : 'none',
  own: (actor) => actor.parentId != null,
});

/**
 * Who adds hours: as familyMoneyRule, and a student on their own enrollments (spec: "Students
 * may add hours. Parents pay by card."). A student orders on the family's kept card only; the
 * action refuses a student's new card (422 on opaqueData), since paying is the parent's.
 */
const addHoursRule = (): AccessRule<Enrollment> => ({
  reach: (actor) =>
    hasAnyRole(actor.roles, ENROLLMENT_MANAGER_ROLES)
      ? 'all'
      : hasAnyRole(actor.roles, ['parent', 'student'])
        ? 'own'
        : 'none',
  own: (actor, enrollment) =>
    (hasRole(actor.roles, 'parent') && actor.parentId != null) ||
    (hasRole(actor.roles, 'student') && enrollment.studentId === actor.studentId),
});

export const enrollmentsAccess = {
  singular: 'enrollment',
  access: {
    read: staffOrOwn(),
    create: managers(),
    update: managers(),
    delete: rolesOnly(ENROLLMENT_REMOVER_ROLES),
  },
  actions: {
    qualification: schedulingStaff(),
    batchEnroll: managers(),
    cancel: managers(),
    uncancel: managers(),
    addHours: addHoursRule(),
    addHoursPrice: addHoursRule(),
    payAsYouGoOff: familyMoneyRule(),
    arrearBilling: familyMoneyRule(),
    applyCoupon: familyMoneyRule(),
    autoRenew: managers(),
    moveTrial: managers(),
    convertToContract: managers(),
    transfer: managers(),
  },
} satisfies ResourceAccess<z.infer<typeof enrollmentRecord>>;
