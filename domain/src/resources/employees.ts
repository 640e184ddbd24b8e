import { z } from 'zod';
import { isEmailAddress } from '../account-rules.ts';
import { BLANK_MESSAGE } from '../field-messages.ts';
import { parseIsoDate } from '../date-rules.ts';
import { EMPLOYEE_ROLES } from '../employee-rules.ts';
import { ROLES } from '../roles.ts';
import { isValidTimeZone } from '../time-zone.ts';
import { defineContract } from './contract.ts';
import { EMPLOYEE_FINDER_ACTIONS } from './staff-finder.ts';
import { integer, isoDateTime, storableText } from './payload-fields.ts';
import { employeesAccess } from './access/employees.ts';

/** Employee types (spec §3: "type 'Employee'"); a tutor is an employee of type Tutor. */
export const EMPLOYEE_TYPES = ['Employee', 'Tutor'] as const;
export type EmployeeType = (typeof EMPLOYEE_TYPES)[number];

/** A calendar date on the wire and in payloads: "YYYY-MM-DD", the same day in every zone. */
export const calendarDateField = z
  .string()
  .refine((value) => parseIsoDate(value) !== null, 'must be a date (YYYY-MM-DD)');

/** One time the employee worked here: hired on `hireDate`, until `endDate` (open while employed). */
export const employmentPeriod = z.object({
  hireDate: calendarDateField,
  endDate: calendarDateField.nullable(),
  /** Why it ended, as given when terminating. */
  endReason: z.string().nullable(),
});
export type EmploymentPeriod = z.infer<typeof employmentPeriod>;

/** An employee as staff see it (spec §3 Employee): their user's name, e-mail and roles. */
export const employeeRecord = z.object({
  id: integer,
  userId: integer,
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  timeZone: z.string().nullable(),
  title: z.string(),
  type: z.enum(EMPLOYEE_TYPES),
  roles: z.array(z.enum(ROLES)),
  active: z.boolean(),
  hireDate: calendarDateField.nullable(),
  endDate: calendarDateField.nullable(),
  /** Every period of employment, oldest first; a rehire opens a new one (issue 23). */
  employmentPeriods: z.array(employmentPeriod),
  extensionHandle: z.string().nullable(),
  createdAt: isoDateTime,
  lockVersion: integer,
});
export type Employee = z.infer<typeof employeeRecord>;

/** First or last name of a person. */
export const personName = storableText.trim().min(1, BLANK_MESSAGE).max(100);

/** A sign-in e-mail: required, an address, at most 191 characters (the column). */
export const emailAddress = z
  .string()
  .trim()
  .min(1, { message: BLANK_MESSAGE, abort: true })
  .max(191)
  .refine((email) => isEmailAddress(email), 'is invalid');

/** An IANA zone, or nothing. */
export const optionalTimeZone = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => zone === '' || isValidTimeZone(zone), 'is not a time zone')
  .transform((zone) => (zone === '' ? null : zone))
  .nullable();

export const optionalPhone = storableText
  .trim()
  .max(32)
  .transform((phone) => (phone === '' ? null : phone))
  .nullable();

export const extensionHandleField = storableText
  .trim()
  .max(32)
  .transform((handle) => (handle === '' ? null : handle))
  .nullable();

export const employeeCreate = z.object({
  firstName: personName,
  lastName: personName,
  email: emailAddress,
  title: storableText.trim().min(1, BLANK_MESSAGE).max(100),
  roles: z
    // `tutor` only stays on a tutor's record: roleGrantErrors refuses to grant it here.
    .array(z.enum([...EMPLOYEE_ROLES, 'tutor'], { error: 'must be employee roles' }))
    .min(1, 'must have at least one role')
    .max(EMPLOYEE_ROLES.length + 1),
  phone: optionalPhone.optional(),
  timeZone: optionalTimeZone.optional(),
  hireDate: calendarDateField.nullable().optional(),
  extensionHandle: extensionHandleField.optional(),
});
export type EmployeeCreate = z.input<typeof employeeCreate>;

export const employeeTermination = z.object({
  endDate: calendarDateField,
  /** Why the employment ends (optional), kept on the period. */
  reason: storableText
    .trim()
    .max(500)
    .transform((reason) => (reason === '' ? null : reason))
    .nullish(),
});
export const employeeRehire = z.object({ hireDate: calendarDateField.nullable().optional() });
export const employeeExtensionHandle = z.object({ extensionHandle: extensionHandleField });

/**
 * One employee holding contacts (spec §7: GET /employees/assigned_advisors). Whom a contact may
 * be given to is `parentAdvisor` (GET /parents/assignable_advisors).
 */
export const assignedAdvisor = z.object({ id: integer, fullName: z.string(), active: z.boolean() });
export type AssignedAdvisor = z.infer<typeof assignedAdvisor>;

export const employeesContract = defineContract({
  name: 'employees',
  singular: employeesAccess.singular,
  summary:
    'Employees (staff and tutors) with their user details; admins and HR hire, edit, terminate and rehire.',
  record: employeeRecord,
  create: employeeCreate,
  update: employeeCreate.partial(),
  access: employeesAccess.access,
  actions: {
    terminate: {
      on: 'member',
      method: 'PUT',
      path: 'terminate',
      summary:
        'Terminate: the employee becomes inactive from `endDate` (not before the hire date, not in the future) and can no longer sign in; the current employment period ends then, with the optional `reason`. 409 when already terminated or oneself.',
      input: { in: 'body', keyed: true, schema: employeeTermination },
      allow: employeesAccess.actions.terminate,
    },
    rehire: {
      on: 'member',
      method: 'PUT',
      path: 'rehire',
      summary:
        'Rehire a terminated employee: active again from `hireDate` (default today; not in the future, not before the last end date), in a new employment period; earlier periods are kept in `employmentPeriods`. 409 when already active.',
      input: { in: 'body', keyed: true, schema: employeeRehire },
      allow: employeesAccess.actions.rehire,
    },
    setExtensionHandle: {
      on: 'member',
      method: 'PUT',
      path: 'set_extension_handle',
      summary:
        'Set (or clear with null or blank) the employee’s phone extension. Body: { extensionHandle }.',
      input: { in: 'body', schema: employeeExtensionHandle },
      allow: employeesAccess.actions.setExtensionHandle,
    },
    assignedAdvisors: {
      on: 'collection',
      method: 'GET',
      path: 'assigned_advisors',
      summary:
        'The employees assigned as advisor to at least one parent now, inactive ones included, by name. Whom a contact may be given to is GET /parents/assignable_advisors.',
      output: z.object({ employees: z.array(assignedAdvisor) }),
      allow: employeesAccess.actions.assignedAdvisors,
    },
    ...EMPLOYEE_FINDER_ACTIONS,
  },
});
