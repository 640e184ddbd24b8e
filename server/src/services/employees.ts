import {
  calendarDateIn,
  endDateErrors,
  fullNameOf,
  hireDateErrors,
  rehireConflict,
  roleGrantErrors,
  terminationConflict,
  type Actor,
  type AssignedAdvisor,
  type CalendarDate,
  type EmployeeStanding,
} from '@tp/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  departments,
  employees,
  employmentPeriods,
  parents,
  subjects,
  tutorDepartments,
  tutorSubjects,
  tutors,
  users,
} from '../db/schema/index.ts';
import { Conflict, Invalid } from '../http/errors.ts';
import { assertEmailFree, endAuthSessionsOf } from './accounts.ts';

/** The user columns an employee or tutor payload may change. */
export const PERSON_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'timeZone'] as const;
type PersonField = (typeof PERSON_FIELDS)[number];

/** The payload's keys among `keys`. */
export function pick(
  payload: Record<string, unknown>,
  keys: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payload).filter(([key]) => keys.includes(key)));
}

/** A calendar date as the timestamp column stores it: midnight UTC. */
export function dateColumn(date: CalendarDate | null | undefined): Date | null | undefined {
  if (date === undefined) return undefined;
  return date === null ? null : new Date(`${date}T00:00:00Z`);
}

/** A stored date back to a calendar date ("YYYY-MM-DD"). */
export function calendarDateOf(value: Date | null): CalendarDate | null {
  return value ? value.toISOString().slice(0, 10) : null;
}

/**
 * Today's calendar date for the one acting, in their zone (UTC without one): the date their
 * form offers as today is the date the server takes for today.
 */
export function todayOf(now: Date, timeZone: string | null = null): CalendarDate {
  return calendarDateIn(now, timeZone ?? 'UTC');
}

/** 422 unless the actor may give these roles (domain's `roleGrantErrors`). */
export function assertRolesGrantable(
  actor: Actor,
  roles: readonly string[] | undefined,
  previous: readonly string[] = [],
): void {
  if (roles === undefined) return;
  const errors = roleGrantErrors(actor, roles, previous);
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
}

/** 422 unless the hire date has come and starts after the last period ended. */
function assertHireDate(
  hireDate: CalendarDate,
  today: CalendarDate,
  lastEndDate: CalendarDate | null = null,
): void {
  const errors = hireDateErrors(hireDate, today, lastEndDate);
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
}

/** The employee's latest period of employment (the open one while employed), locked. */
async function latestPeriodOf(tx: Db, employeeId: number) {
  const [period] = await tx
    .select()
    .from(employmentPeriods)
    .where(eq(employmentPeriods.employeeId, employeeId))
    .orderBy(desc(employmentPeriods.hireDate), desc(employmentPeriods.id))
    .limit(1)
    .for('update');
  return period ?? null;
}

/**
 * An edit of the hire date (the employee form): not in the future, not before the previous
 * period ended; it is the current period's hire date, so that period moves with it.
 */
export async function changeHireDate(
  tx: Db,
  employeeId: number,
  hireDate: CalendarDate,
  now: Date,
  timeZone: string | null,
): Promise<void> {
  const [previous] = await tx
    .select({ endDate: employmentPeriods.endDate })
    .from(employmentPeriods)
    .where(eq(employmentPeriods.employeeId, employeeId))
    .orderBy(desc(employmentPeriods.hireDate), desc(employmentPeriods.id))
    .offset(1)
    .limit(1);
  assertHireDate(hireDate, todayOf(now, timeZone), previous?.endDate ?? null);
  const latest = await latestPeriodOf(tx, employeeId);
  if (latest) {
    await tx.update(employmentPeriods).set({ hireDate }).where(eq(employmentPeriods.id, latest.id));
  } else {
    await tx.insert(employmentPeriods).values({ employeeId, hireDate });
  }
}

export interface NewPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  timeZone?: string | null;
  roles: string[];
  title: string;
}

/** The person fields of a create payload the contract has validated (present and typed). */
export function personOf(values: Record<string, unknown>): Omit<NewPerson, 'roles' | 'title'> {
  return {
    firstName: values.firstName as string,
    lastName: values.lastName as string,
    email: values.email as string,
    phone: values.phone as string | null | undefined,
    timeZone: values.timeZone as string | null | undefined,
  };
}

/**
 * A new employee: their user (no password yet: they set one from the confirmation mail) and
 * their employee row, hired today unless a date is given. Answers the employee id.
 */
export async function insertEmployee(
  tx: Db,
  person: NewPerson,
  employee: {
    type: 'Employee' | 'Tutor';
    hireDate?: CalendarDate | null;
    extensionHandle?: string | null;
  },
  now: Date,
  timeZone: string | null = null,
): Promise<{ employeeId: number; userId: number }> {
  const hireDate = employee.hireDate ?? todayOf(now, timeZone);
  assertHireDate(hireDate, todayOf(now, timeZone));
  await assertEmailFree(tx, person.email, null);
  const [user] = await tx
    .insert(users)
    .values({
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone ?? null,
      timeZone: person.timeZone ?? null,
      roles: person.roles,
      title: person.title,
    })
    .returning({ id: users.id });
  const [row] = await tx
    .insert(employees)
    .values({
      userId: user!.id,
      type: employee.type,
      title: person.title,
      hireDate: dateColumn(hireDate),
      extensionHandle: employee.extensionHandle ?? null,
    })
    .returning({ id: employees.id });
  await tx.insert(employmentPeriods).values({ employeeId: row!.id, hireDate });
  return { employeeId: row!.id, userId: user!.id };
}

/** Writes the person fields of a payload to the employee's user (e-mail kept unique). */
export async function updatePersonOf(
  tx: Db,
  employeeId: number,
  payload: Record<string, unknown>,
  extra: { roles?: string[]; title?: string } = {},
): Promise<void> {
  const changes: Partial<Record<PersonField | 'roles' | 'title', unknown>> = {
    ...pick(payload, PERSON_FIELDS),
    ...extra,
  };
  if (Object.keys(changes).length === 0) return;
  const [employee] = await tx
    .select({ userId: employees.userId })
    .from(employees)
    .where(eq(employees.id, employeeId));
  if (!employee) return;
  if (typeof changes.email === 'string') await assertEmailFree(tx, changes.email, employee.userId);
  await tx
    .update(users)
    .set(changes as Partial<typeof users.$inferInsert>)
    .where(eq(users.id, employee.userId));
}

/** The employee as terminate and rehire decide on it. */
export async function standingOf(
  tx: Db,
  id: number,
): Promise<EmployeeStanding & { userId: number }> {
  const [row] = await tx
    .select({
      id: employees.id,
      active: employees.active,
      hireDate: employees.hireDate,
      userId: employees.userId,
    })
    .from(employees)
    .where(eq(employees.id, id))
    .for('update');
  return { ...row!, hireDate: calendarDateOf(row!.hireDate) };
}

/**
 * Terminate (spec §4 Employee): inactive from the end date, the account inactive and signed
 * out everywhere, a tutor no longer taking new students. One transaction (the action's).
 */
export async function terminateEmployee(
  tx: Db,
  actor: Actor & { timeZone: string | null },
  id: number,
  endDate: CalendarDate,
  now: Date,
  reason: string | null = null,
): Promise<void> {
  const standing = await standingOf(tx, id);
  const conflict = terminationConflict(actor, standing);
  if (conflict) throw new Conflict(conflict);
  const errors = endDateErrors(standing, endDate, todayOf(now, actor.timeZone));
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  await tx
    .update(employees)
    .set({ active: false, endDate: dateColumn(endDate), updatedAt: now })
    .where(eq(employees.id, id));
  // The open period ends; an employee from before periods were kept gets theirs now.
  const closed = await tx
    .update(employmentPeriods)
    .set({ endDate, endReason: reason })
    .where(and(eq(employmentPeriods.employeeId, id), isNull(employmentPeriods.endDate)))
    .returning({ id: employmentPeriods.id });
  if (closed.length === 0 && standing.hireDate) {
    await tx
      .insert(employmentPeriods)
      .values({ employeeId: id, hireDate: standing.hireDate, endDate, endReason: reason });
  }
  await tx
    .update(users)
    .set({ active: false, updatedAt: now })
    .where(eq(users.id, standing.userId));
  await tx
    .update(tutors)
    .set({ acceptNewStudents: false, updatedAt: now })
    .where(eq(tutors.id, id));
  await endAuthSessionsOf(tx, standing.userId);
}

/**
 * Rehire (spec §4 Employee): active again from the hire date (today by default), in a new
 * employment period; the ones before it stay as they were (issue 23).
 */
export async function rehireEmployee(
  tx: Db,
  id: number,
  hireDate: CalendarDate | null | undefined,
  now: Date,
  timeZone: string | null,
): Promise<void> {
  const standing = await standingOf(tx, id);
  const conflict = rehireConflict(standing);
  if (conflict) throw new Conflict(conflict);
  const today = todayOf(now, timeZone);
  const rehiredOn = hireDate ?? today;
  const latest = await latestPeriodOf(tx, id);
  assertHireDate(rehiredOn, today, latest?.endDate ?? null);
  await tx.insert(employmentPeriods).values({ employeeId: id, hireDate: rehiredOn });
  await tx
    .update(employees)
    .set({ active: true, endDate: null, hireDate: dateColumn(rehiredOn), updatedAt: now })
    .where(eq(employees.id, id));
  await tx.update(users).set({ active: true, updatedAt: now }).where(eq(users.id, standing.userId));
}

/**
 * Spec §7: GET /employees/assigned_advisors, the employees who hold at least one contact now,
 * inactive ones included. Whom a contact may be given to is another list: GET
 * /parents/assignable_advisors (services/parents.ts).
 */
export async function assignedAdvisors(tx: Db): Promise<AssignedAdvisor[]> {
  const rows = await tx
    .select({
      id: employees.id,
      firstName: users.firstName,
      lastName: users.lastName,
      active: employees.active,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(
      inArray(
        employees.id,
        tx
          .selectDistinct({ id: parents.employeeId })
          .from(parents)
          .where(sql`${parents.employeeId} is not null`),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(employees.id));
  return rows.map((row) => ({ id: row.id, fullName: fullNameOf(row), active: row.active }));
}

async function missingIds(
  tx: Db,
  table: typeof subjects | typeof departments,
  ids: readonly number[],
): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
  const known = new Set(found.map((row) => row.id));
  return wanted.filter((id) => !known.has(id));
}

/** Replaces the tutor's subjects and departments that the payload names (422 for unknown ids). */
export async function writeTutorLinks(
  tx: Db,
  tutorId: number,
  payload: { subjectIds?: number[]; departmentIds?: number[] },
): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (payload.subjectIds) {
    const missing = await missingIds(tx, subjects, payload.subjectIds);
    if (missing.length > 0) errors.subjectIds = [`are not subjects: ${missing.join(', ')}`];
  }
  if (payload.departmentIds) {
    const missing = await missingIds(tx, departments, payload.departmentIds);
    if (missing.length > 0) errors.departmentIds = [`are not departments: ${missing.join(', ')}`];
  }
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  if (payload.subjectIds) {
    await tx.delete(tutorSubjects).where(eq(tutorSubjects.tutorId, tutorId));
    const ids = [...new Set(payload.subjectIds)];
    if (ids.length > 0)
      await tx.insert(tutorSubjects).values(ids.map((subjectId) => ({ tutorId, subjectId })));
  }
  if (payload.departmentIds) {
    await tx.delete(tutorDepartments).where(eq(tutorDepartments.tutorId, tutorId));
    const ids = [...new Set(payload.departmentIds)];
    if (ids.length > 0)
      await tx
        .insert(tutorDepartments)
        .values(ids.map((departmentId) => ({ tutorId, departmentId })));
  }
}
