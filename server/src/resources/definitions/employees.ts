import {
  mayChangeStaffRecord,
  employeesContract,
  fullNameOf,
  isRole,
  type CalendarDate,
  type EmployeeType,
  type EmploymentPeriod,
} from '@tp/domain';
import { eq, sql } from 'drizzle-orm';
import { employees, users } from '../../db/schema/index.ts';
import { Conflict, Forbidden } from '../../http/errors.ts';
import { sendConfirmationInstructions } from '../../services/accounts-confirmation.ts';
import { findAccountById } from '../../services/accounts.ts';
import {
  assertRolesGrantable,
  assignedAdvisors,
  calendarDateOf,
  changeHireDate,
  dateColumn,
  insertEmployee,
  pick,
  PERSON_FIELDS,
  personOf,
  rehireEmployee,
  terminateEmployee,
  updatePersonOf,
} from '../../services/employees.ts';
import { employeeAvailable, type EmployeeAvailableInput } from '../../services/staff-finder.ts';
import { defineResource, isoRequired } from '../define.ts';
import { booleanIs, filter, queryValue, stringIn, textSearch } from '../filters.ts';
import { qualified } from '../scopes.ts';
import type { AnyRow, CallContext, WriteDefinition } from '../types.ts';

const fullNameSql = sql<string>`(${users.firstName} || ' ' || ${users.lastName})`;

/** Every period of employment, oldest first (dates as "YYYY-MM-DD" text). */
const employmentPeriodsSql = sql<EmploymentPeriod[]>`coalesce((
  select json_agg(json_build_object('hireDate', p.hire_date::text, 'endDate', p.end_date::text,
    'endReason', p.end_reason) order by p.hire_date, p.id)
  from employment_periods p where p.employee_id = ${qualified(employees.id)}), '[]'::json)`;

/** The employee's own columns in a payload; the person fields live on their user. */
const EMPLOYEE_COLUMNS = ['title', 'hireDate', 'extensionHandle'] as const;

function employeeValues(
  payload: Record<string, unknown>,
  current: AnyRow | null,
  ctx: CallContext,
): Record<string, unknown> {
  // The rule holds on the record as written: HR may not make someone an admin by an update
  // (403, as for changing an admin's record), nor grant the role on a hire (422 below).
  if (current && Array.isArray(payload.roles)) {
    if (!mayChangeStaffRecord(ctx.user, { roles: payload.roles as string[] }))
      throw new Forbidden();
  }
  assertRolesGrantable(
    ctx.user,
    payload.roles as string[] | undefined,
    (current?.roles as string[]) ?? [],
  );
  // A create keeps every field for `insert`, which splits them between user and employee.
  if (!current) return payload;
  const columns = pick(payload, EMPLOYEE_COLUMNS);
  if ('hireDate' in columns) columns.hireDate = dateColumn(columns.hireDate as CalendarDate | null);
  const touchesUser = PERSON_FIELDS.some((field) => field in payload) || 'roles' in payload;
  // A change of the user's fields alone is a change of the employee: its version moves on.
  return touchesUser ? { ...columns, updatedAt: ctx.now } : columns;
}

/** Shared by employees and tutors: mails the new account its confirmation (after the commit). */
export function confirmNewAccount(ctx: CallContext, employeeId: number) {
  return async () => {
    const { deps, linkBase } = ctx;
    const [row] = await deps.db
      .select({ userId: employees.userId })
      .from(employees)
      .where(eq(employees.id, employeeId));
    const account = row ? await findAccountById(deps.db, row.userId) : null;
    if (!account) return;
    await sendConfirmationInstructions(
      { db: deps.db, clock: deps.clock, mailer: deps.mailer, crypto: deps.crypto, linkBase },
      account,
    );
  };
}

const employeeWrite: WriteDefinition = {
  table: employees,
  toValues: employeeValues,
  async insert(tx, values, ctx) {
    const { employeeId } = await insertEmployee(
      tx,
      { ...personOf(values), roles: values.roles as string[], title: values.title as string },
      {
        type: 'Employee',
        hireDate: values.hireDate as CalendarDate | null | undefined,
        extensionHandle: values.extensionHandle as string | null | undefined,
      },
      ctx.now,
      ctx.user.timeZone,
    );
    return employeeId;
  },
  hooks: {
    async after(tx, change, ctx) {
      if (change.action === 'created') return confirmNewAccount(ctx, change.id);
      if (change.action !== 'updated' || !change.payload) return;
      const { roles, title, hireDate } = change.payload as {
        roles?: string[];
        title?: string;
        hireDate?: CalendarDate | null;
      };
      if (hireDate) await changeHireDate(tx, change.id, hireDate, ctx.now, ctx.user.timeZone);
      await updatePersonOf(tx, change.id, change.payload, {
        ...(roles ? { roles } : {}),
        ...(title ? { title } : {}),
      });
    },
  },
};

export const employeesResource = defineResource({
  contract: employeesContract,
  from: employees,
  joins: [{ table: users, on: eq(users.id, employees.userId) }],
  fields: {
    id: employees.id,
    userId: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    phone: users.phone,
    timeZone: users.timeZone,
    title: employees.title,
    type: employees.type,
    roles: users.roles,
    active: employees.active,
    hireDate: employees.hireDate,
    endDate: employees.endDate,
    employmentPeriods: employmentPeriodsSql.as('employment_periods'),
    extensionHandle: employees.extensionHandle,
    createdAt: employees.createdAt,
    lockVersion: employees.lockVersion,
  },
  idColumn: employees.id,
  sortable: {
    id: employees.id,
    first_name: users.firstName,
    last_name: users.lastName,
    full_name: fullNameSql,
    email: users.email,
    title: employees.title,
    type: employees.type,
    active: employees.active,
    hire_date: employees.hireDate,
    end_date: employees.endDate,
  },
  defaultOrder: { column: 'last_name', sort: 'asc' },
  filters: {
    query: textSearch(
      {
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        title: employees.title,
      },
      'First name, last name, e-mail or title contains.',
    ),
    active: booleanIs(employees.active, 'Active employees only (true) or inactive only (false).'),
    type: stringIn(employees.type, 'Employee or Tutor.'),
    roles: filter({
      description: 'Holds one of these roles (academic_advisor, director_of_academic_advising...).',
      valueType: 'string',
      value: queryValue.string,
      where: (values) =>
        sql`${users.roles} && array[${sql.join(
          values.map((role) => sql`${role.toLowerCase()}`),
          sql`, `,
        )}]::text[]`,
    }),
  },
  serialize: (row) => ({
    ...row,
    fullName: fullNameOf(row),
    type: row.type as EmployeeType,
    roles: row.roles.map((role) => role.toLowerCase()).filter(isRole),
    hireDate: calendarDateOf(row.hireDate),
    endDate: calendarDateOf(row.endDate),
    createdAt: isoRequired(row.createdAt),
  }),
  write: employeeWrite,
  actions: {
    terminate: {
      async run({ tx, ctx, id, input }) {
        await terminateEmployee(
          tx,
          ctx.user,
          id!,
          input.endDate as CalendarDate,
          ctx.now,
          (input.reason as string | null | undefined) ?? null,
        );
      },
    },
    rehire: {
      async run({ tx, ctx, id, input }) {
        await rehireEmployee(
          tx,
          id!,
          input.hireDate as CalendarDate | null | undefined,
          ctx.now,
          ctx.user.timeZone,
        );
      },
    },
    setExtensionHandle: {
      async run({ tx, ctx, id, input }) {
        const updated = await tx
          .update(employees)
          .set({ extensionHandle: input.extensionHandle as string | null, updatedAt: ctx.now })
          .where(eq(employees.id, id!))
          .returning({ id: employees.id });
        if (updated.length === 0) throw new Conflict('The employee is gone.');
      },
    },
    assignedAdvisors: {
      async run({ tx }) {
        return { output: { employees: await assignedAdvisors(tx) } };
      },
    },
    available: {
      run: async ({ tx, id, input }) => ({
        output: await employeeAvailable(tx, id!, input as unknown as EmployeeAvailableInput),
      }),
    },
  },
});
