import {
  PAYROLL_LINK_TYPE,
  payrollItemProblems,
  payrollItemsContract,
  payrollStatusOf,
  type PayType,
} from '@tp/domain';
import { eq, sql } from 'drizzle-orm';
import { departments, employees, leadSources, payrollItems, users } from '../../db/schema/index.ts';
import { Invalid } from '../../http/errors.ts';
import {
  assertNotPaid,
  markPayrollItemsPaid,
  payDateFor,
  payrollEmployeeChoices,
  settlePayrollItem,
  uploadPayrollBatch,
} from '../../services/payroll.ts';
import { defineResource, iso, isoRequired } from '../define.ts';
import { booleanIs, calendarDayBound, integerIn, stringIn, expressionSearch } from '../filters.ts';
import { qualified } from '../scopes.ts';
import type { AnyRow } from '../types.ts';

const employeeNameSql = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
/** A Marketing item's lead source by name (the link's foreign key keeps it pointing at one). */
const leadSourceNameSql = sql<string | null>`(select ${leadSources.name} from ${leadSources}
  where ${leadSources.id} = ${qualified(payrollItems.linkId)})`;

function payDateBound(bound: 'from' | 'to') {
  return calendarDayBound({
    day: payrollItems.estimatedPayDate,
    bound,
    description:
      bound === 'from'
        ? 'Expected to be paid on or after this day (YYYY-MM-DD).'
        : 'Expected to be paid on or before this day (YYYY-MM-DD).',
    reveals: ['estimatedPayDate'],
  });
}

/**
 * Column values from a payload (spec §5 and §9): the cross-field rules of domain, the pay
 * type's default rate when none is given (a Training item's rate and every pay are settled
 * after the write, `settlePayrollItem`), the lead source as the item's link, the pay date.
 */
function payrollValues(
  payload: Record<string, unknown>,
  current: AnyRow | null,
  now: Date,
): Record<string, unknown> {
  const link = (linkId: unknown) =>
    linkId === undefined
      ? {}
      : { linkId: linkId ?? null, linkType: linkId == null ? null : PAYROLL_LINK_TYPE };
  if (current) {
    // Nothing sent: nothing to check or write (a stale version is still refused).
    if (Object.keys(payload).length === 0) return {};
    assertNotPaid(current);
    const item = { ...current, ...payload } as { payType: string; linkId: number | null };
    const problems = payrollItemProblems(item, { changes: payload });
    if (Object.keys(problems).length > 0) throw new Invalid(problems);
    const isNewType = payload.payType !== undefined && payload.payType !== current.payType;
    const rate = isNewType && payload.rate === undefined ? { rate: 0 } : {};
    return { ...payload, ...rate, ...link(payload.linkId) };
  }
  const problems = payrollItemProblems(payload as { payType: string; linkId?: number | null });
  if (Object.keys(problems).length > 0) throw new Invalid(problems);
  return {
    ...payload,
    rate: payload.rate ?? 0,
    ...link(payload.linkId ?? null),
    estimatedPayDate: payDateFor(now),
    createdAt: now,
    updatedAt: now,
  };
}

export const payrollItemsResource = defineResource({
  contract: payrollItemsContract,
  from: payrollItems,
  joins: [
    { table: employees, on: eq(employees.id, payrollItems.employeeId) },
    { table: users, on: eq(users.id, employees.userId) },
    { table: departments, on: eq(departments.id, payrollItems.departmentId) },
  ],
  fields: {
    id: payrollItems.id,
    employeeId: payrollItems.employeeId,
    employeeName: employeeNameSql.as('employee_name'),
    departmentId: payrollItems.departmentId,
    departmentName: departments.name,
    payType: payrollItems.payType,
    rate: payrollItems.rate,
    quantity: payrollItems.quantity,
    pay: payrollItems.pay,
    description: payrollItems.description,
    editNotes: payrollItems.editNotes,
    hold: payrollItems.hold,
    paid: payrollItems.paid,
    paidAt: payrollItems.paidAt,
    linkType: payrollItems.linkType,
    linkId: payrollItems.linkId,
    leadSourceName: leadSourceNameSql.as('lead_source_name'),
    estimatedPayDate: payrollItems.estimatedPayDate,
    createdAt: payrollItems.createdAt,
    updatedAt: payrollItems.updatedAt,
    lockVersion: payrollItems.lockVersion,
  },
  idColumn: payrollItems.id,
  sortable: {
    id: payrollItems.id,
    employee_name: employeeNameSql,
    department_name: departments.name,
    pay_type: payrollItems.payType,
    lead_source_name: leadSourceNameSql,
    rate: payrollItems.rate,
    quantity: payrollItems.quantity,
    pay: payrollItems.pay,
    hold: payrollItems.hold,
    estimated_pay_date: payrollItems.estimatedPayDate,
    created_at: payrollItems.createdAt,
  },
  defaultOrder: { column: 'created_at', sort: 'desc' },
  filters: {
    paid: booleanIs(payrollItems.paid, 'Paid (true) or pending (false).'),
    hold: booleanIs(payrollItems.hold, 'Needs review (on hold) or not.'),
    linkId: integerIn(payrollItems.linkId, 'Linked to one of these lead sources (Marketing).'),
    employeeId: integerIn(payrollItems.employeeId, 'For one of these employees.'),
    departmentId: integerIn(payrollItems.departmentId, 'In one of these departments.'),
    payType: stringIn(payrollItems.payType, 'Of one of these pay types (Bonus, Training...).'),
    payDateFrom: payDateBound('from'),
    payDateTo: payDateBound('to'),
    query: expressionSearch({
      searched: [payrollItems.description, employeeNameSql],
      reveals: ['description', 'employeeName'],
      description: "Description or employee's name contains (case-insensitive).",
    }),
  },
  serialize: (row) => ({
    ...row,
    payType: row.payType as PayType,
    linkType: row.linkType === PAYROLL_LINK_TYPE ? PAYROLL_LINK_TYPE : null,
    status: payrollStatusOf(row.paid),
    paidAt: iso(row.paidAt),
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  }),
  write: {
    table: payrollItems,
    toValues: (payload, current, ctx) => payrollValues(payload, current, ctx.now),
    hooks: {
      async before(tx, id) {
        const [item] = await tx
          .select({ paid: payrollItems.paid })
          .from(payrollItems)
          .where(eq(payrollItems.id, id));
        // A paid item stays as the run paid it: no deletion either.
        if (item) assertNotPaid(item);
        return item;
      },
      async after(tx, { action, id }) {
        if (action !== 'deleted') await settlePayrollItem(tx, id);
      },
    },
  },
  actions: {
    markPaid: {
      async run({ tx, ctx, input }) {
        const { ids } = input as { ids: number[] };
        return { output: { paid: await markPayrollItemsPaid(tx, ids, ctx.now) } };
      },
    },
    batchUpload: {
      async run({ tx, ctx, input }) {
        const { rows } = input as { rows: Record<string, string>[] };
        const ids = await uploadPayrollBatch(tx, rows, ctx.user, ctx.now);
        return { output: { created: ids.length, ids } };
      },
    },
    employeeChoices: {
      async run({ tx, ctx }) {
        return { output: { employees: await payrollEmployeeChoices(tx, ctx.user) } };
      },
    },
  },
});
