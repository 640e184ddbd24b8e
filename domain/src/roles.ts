/**
 * Roles as the server stores them (lower case) and the permission names the apps check
 * (upper case), per the spec: "Permission names are derived from all roles, upper-cased";
 * "Roles are checked lower-cased against the user's role list".
 */
export const ROLES = [
  'admin',
  'tutor',
  'student',
  'parent',
  'employee',
  'advisor',
  'crm',
  'manager',
  'instruction_manager',
  'faculty_leader',
  'academic_advisor',
  'director_of_academic_advising',
  'hr',
  'operations',
  'program_optimizer',
] as const;

export type Role = (typeof ROLES)[number];

/** Staff roles work in the back-office (admin and crm apps). */
export const STAFF_ROLES: readonly Role[] = [
  'admin',
  'employee',
  'advisor',
  'crm',
  'manager',
  'instruction_manager',
  'academic_advisor',
  'director_of_academic_advising',
  'hr',
  'operations',
  'program_optimizer',
];

/** Staff who may change courses and sessions of any tutor. */
export const SCHEDULING_STAFF_ROLES: readonly Role[] = [
  'admin',
  'crm',
  'advisor',
  'manager',
  'instruction_manager',
  'academic_advisor',
  'director_of_academic_advising',
  'operations',
];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value.toLowerCase());
}

export function hasRole(roles: readonly string[], role: Role): boolean {
  return roles.some((r) => r.toLowerCase() === role);
}

export function hasAnyRole(roles: readonly string[], wanted: readonly Role[]): boolean {
  return wanted.some((role) => hasRole(roles, role));
}

export function isStaff(roles: readonly string[]): boolean {
  return hasAnyRole(roles, STAFF_ROLES);
}

/** Upper-cased permission names derived from the user's roles (ADMIN, TUTOR, ...). */
export function permissionsFromRoles(roles: readonly string[]): string[] {
  return [...new Set(roles.map((r) => r.toUpperCase()))];
}

/** Accounts of customers only: parents and students, never staff or tutors. */
export function isCustomerAccount(account: { roles: readonly string[] }): boolean {
  return (
    account.roles.length > 0 &&
    account.roles.every((role) => role === 'parent' || role === 'student')
  );
}
