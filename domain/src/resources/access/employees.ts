import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import {
  EMPLOYEE_MANAGING_ROLES,
  isEmployeeManager,
  mayChangeStaffRecord,
} from '../../employee-rules.ts';
import { rolesOnly, staffOnly, type AccessRule } from '../../permissions/rules.ts';
import { hasRole, isStaff } from '../../roles.ts';
import type { Employee, employeeRecord } from '../employees.ts';
import { EMPLOYEE_FINDER_ACTIONS_RULES } from './staff-finder.ts';

const managers = () => rolesOnly<Employee>(EMPLOYEE_MANAGING_ROLES);

/** Admins on every employee; HR on every one but an admin (`mayChangeStaffRecord`). */
const changers = (): AccessRule<Employee> => ({
  reach: (actor) =>
    hasRole(actor.roles, 'admin') ? 'all' : isEmployeeManager(actor) ? 'own' : 'none',
  own: (actor, employee) => mayChangeStaffRecord(actor, employee),
});

/**
 * Admins on every employee, HR on every one but an admin; any other staff member on their own
 * record (their extension).
 */
const managersOrSelf = (): AccessRule<Employee> => ({
  reach: (actor) => (hasRole(actor.roles, 'admin') ? 'all' : isStaff(actor.roles) ? 'own' : 'none'),
  own: (actor, employee) =>
    (isEmployeeManager(actor) && mayChangeStaffRecord(actor, employee)) ||
    (actor.employeeId !== null && employee.id === actor.employeeId),
});

export const employeesAccess = {
  singular: 'employee',
  access: {
    read: staffOnly(),
    create: managers(),
    update: changers(),
  },
  actions: {
    ...EMPLOYEE_FINDER_ACTIONS_RULES,
    terminate: changers(),
    rehire: changers(),
    setExtensionHandle: managersOrSelf(),
    assignedAdvisors: staffOnly(),
  },
} satisfies ResourceAccess<z.infer<typeof employeeRecord>>;
