import type { CalendarDate } from './date-rules.ts';
import { DEFAULT_EMPLOYEE_TITLE } from './employee-titles.ts';
import type { Actor } from './permissions/actor.ts';
import { hasAnyRole, hasRole, STAFF_ROLES, type Role } from './roles.ts';
import { canSpoof } from './spoof-rules.ts';

/**
 * Employees (spec: staff-and-crm §3 Employee, §4 Employee, §5, §7 Employees): staff and tutors.
 * Who manages them is not shown in the spec: admins and HR hire, edit, terminate and rehire.
 */
export const EMPLOYEE_MANAGING_ROLES: readonly Role[] = ['admin', 'hr'];

/** The roles an employee record may hold (students and parents are not employees). */
export const EMPLOYEE_ROLES = [...STAFF_ROLES, 'faculty_leader'] as const satisfies readonly Role[];

/** "GET /employees with active, roles[] (academic_advisor or director_of_academic_advising)". */
export const ADVISOR_ROLES: readonly Role[] = ['academic_advisor', 'director_of_academic_advising'];

/** Spec §3 and §5: "a new employee defaults to title 'Admin' and roles admin". */
export const NEW_EMPLOYEE_DEFAULTS = {
  title: DEFAULT_EMPLOYEE_TITLE,
  roles: ['admin'] as Role[],
};

export const EMPLOYEE_STATUS_FILTERS = ['active', 'inactive'] as const;
export type EmployeeStatusFilter = (typeof EMPLOYEE_STATUS_FILTERS)[number];

/** The `active` filter value of the list's quick filters (spec §4: 'active' and 'inactive'). */
export function activeFilterOf(status: EmployeeStatusFilter): boolean {
  return status === 'active';
}

export const ONLY_ADMINS_GRANT_ADMIN = 'only an admin may grant the admin role';
export const CANNOT_TERMINATE_SELF = 'You cannot terminate yourself.';
export const ALREADY_TERMINATED = 'This employee has already been terminated.';
export const ALREADY_ACTIVE = 'This employee is already active.';
export const END_DATE_BEFORE_HIRE = 'must not be before the hire date';
export const END_DATE_IN_FUTURE = "can't be in the future";
export const HIRE_DATE_IN_FUTURE = "can't be in the future";
export const HIRE_DATE_BEFORE_LAST_END = 'must not be before the end of the last employment';

export function isEmployeeManager(actor: Pick<Actor, 'roles'>): boolean {
  return hasAnyRole(actor.roles, EMPLOYEE_MANAGING_ROLES);
}

/**
 * Whether the actor may change this person's staff record (edit, terminate, rehire, set the
 * extension; a tutor's record too): admins anyone, other managers anyone but an admin.
 * Changing an admin's e-mail, roles or employment would hand the admin's account, or its
 * end, to someone with fewer rights (the rule `grantableRoles` and `canSpoof` keep too).
 */
export function mayChangeStaffRecord(
  actor: Pick<Actor, 'roles'>,
  person: { roles: readonly string[] },
): boolean {
  return hasRole(actor.roles, 'admin') || !hasRole(person.roles, 'admin');
}

/**
 * The roles the actor may give: admins any employee role; HR every one but admin (a spoof or a
 * hire must never hand out more rights than the one doing it holds).
 */
export function grantableRoles(actor: Pick<Actor, 'roles'>): Role[] {
  if (hasRole(actor.roles, 'admin')) return [...EMPLOYEE_ROLES];
  if (!isEmployeeManager(actor)) return [];
  return EMPLOYEE_ROLES.filter((role) => role !== 'admin');
}

/**
 * The new-employee form's defaults for this actor: spec §5's title 'Admin' and roles admin,
 * keeping only the roles the actor may grant (HR starts with none to pick, not a hidden admin
 * role the server would refuse with "only an admin may grant the admin role").
 */
export function newEmployeeDefaultsFor(actor: Pick<Actor, 'roles'>): {
  title: string;
  roles: Role[];
} {
  const grantable = new Set<Role>(grantableRoles(actor));
  return {
    title: NEW_EMPLOYEE_DEFAULTS.title,
    roles: NEW_EMPLOYEE_DEFAULTS.roles.filter((role) => grantable.has(role)),
  };
}

/**
 * Field errors for roles being set on an employee. `previous` are the roles the employee holds
 * already: keeping an admin's role is not granting it.
 */
export function roleGrantErrors(
  actor: Pick<Actor, 'roles'>,
  roles: readonly string[],
  previous: readonly string[] = [],
): Record<string, string[]> {
  const grantable = new Set<string>(grantableRoles(actor));
  const had = new Set(previous.map((role) => role.toLowerCase()));
  const refused = roles.filter((role) => !grantable.has(role) && !had.has(role));
  if (refused.length === 0) return {};
  if (refused.includes('admin')) return { roles: [ONLY_ADMINS_GRANT_ADMIN] };
  return { roles: [`may not include ${refused.join(', ')}`] };
}

/** What terminate and rehire decide on. Dates are calendar dates ("YYYY-MM-DD"). */
export interface EmployeeStanding {
  id: number;
  active: boolean;
  hireDate: CalendarDate | null;
}

/**
 * Why terminating cannot happen now (a 409: the record's state refuses it), or null: one does
 * not terminate oneself, nor someone already gone.
 */
export function terminationConflict(
  actor: Pick<Actor, 'employeeId'>,
  employee: EmployeeStanding,
): string | null {
  if (actor.employeeId !== null && actor.employeeId === employee.id) return CANNOT_TERMINATE_SELF;
  if (!employee.active) return ALREADY_TERMINATED;
  return null;
}

/** Field errors of the end date given (422): not before the hire date, not after today. */
export function endDateErrors(
  employee: EmployeeStanding,
  endDate: CalendarDate,
  today: CalendarDate,
): Record<string, string[]> {
  if (employee.hireDate && endDate < employee.hireDate) return { endDate: [END_DATE_BEFORE_HIRE] };
  if (endDate > today) return { endDate: [END_DATE_IN_FUTURE] };
  return {};
}

/** Why rehiring cannot happen (a 409), or null: only someone terminated is rehired. */
export function rehireConflict(employee: EmployeeStanding): string | null {
  return employee.active ? ALREADY_ACTIVE : null;
}

export function fullNameOf(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/**
 * Whether the back-office shows Spoof on a tutor (spec §6: admins and faculty leaders): the
 * one spoof rule (spoof-rules.ts) applied to the signed-in user and the tutor's account. The
 * server checks the same rule again when the tutor app opens as the tutor.
 */
export function canSpoofTutor(
  actor: Pick<Actor, 'id' | 'roles'>,
  tutor: { id: number; userId?: number; roles?: readonly string[]; active?: boolean },
): boolean {
  if (tutor.userId === undefined || tutor.roles === undefined) return false;
  return canSpoof(
    { id: actor.id, roles: actor.roles, managedTutorIds: [] },
    { type: 'Tutor', userId: tutor.userId, roles: tutor.roles, tutorId: tutor.id },
  );
}

/**
 * Field errors of a hire date (422): never in the future (issue 23: one is hired on a day that
 * has come), and a rehire starts no earlier than the last period ended, so periods never overlap.
 */
export function hireDateErrors(
  hireDate: CalendarDate,
  today: CalendarDate,
  lastEndDate: CalendarDate | null = null,
): Record<string, string[]> {
  if (hireDate > today) return { hireDate: [HIRE_DATE_IN_FUTURE] };
  if (lastEndDate && hireDate < lastEndDate) return { hireDate: [HIRE_DATE_BEFORE_LAST_END] };
  return {};
}
