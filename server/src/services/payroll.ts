import {
  canSeePayrollPay,
  defaultPayrollRate,
  estimatedPayDate,
  parsePayrollCsvRow,
  payFor,
  PAYROLL_LINK_TYPE,
  PAYROLL_PAID_CONFLICT_MESSAGE,
  payrollCsvLabel,
  payrollRowKey,
  payrollRowMessages,
  type Actor,
  type FieldErrors,
  type PayrollBatchRow,
  type PayrollEmployeeChoice,
  type PayType,
} from '@tp/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { departments, employees, leadSources, payrollItems, users } from '../db/schema/index.ts';
import { Conflict, Invalid } from '../http/errors.ts';

/** The employee look-ups of the spec take 1000 (§9). */
const EMPLOYEE_CHOICES_MAX = 1000;

/** An item's pay date from the instant it is created (its UTC calendar day). */
export function payDateFor(now: Date): string {
  return estimatedPayDate(now.toISOString().slice(0, 10));
}

/** The employees an item may be for, by name; the training rate only for those who see pay. */
export async function payrollEmployeeChoices(
  db: Db,
  actor: Actor,
): Promise<PayrollEmployeeChoice[]> {
  const rows = await db
    .select({
      id: employees.id,
      fullName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
      active: employees.active,
      trainingRate: employees.trainingRate,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(employees.id))
    .limit(EMPLOYEE_CHOICES_MAX);
  const withRate = canSeePayrollPay(actor);
  return rows.map(({ trainingRate, ...row }) => (withRate ? { ...row, trainingRate } : row));
}

/**
 * After a create or an update: gives a Training item
 * the employee's training rate (spec §9) and writes the pay, rate × quantity (domain's
 * payFor), so a client never sets it. The row keeps its lockVersion: this completes the
 * write the caller made, it is not another one.
 */
export async function settlePayrollItem(tx: Db, id: number): Promise<void> {
  const [item] = await tx
    .select({
      employeeId: payrollItems.employeeId,
      payType: payrollItems.payType,
      rate: payrollItems.rate,
      quantity: payrollItems.quantity,
    })
    .from(payrollItems)
    .where(eq(payrollItems.id, id));
  if (!item) return;
  // The foreign key already refused an employee that does not exist.
  const [employee] = await tx
    .select({ trainingRate: employees.trainingRate })
    .from(employees)
    .where(eq(employees.id, item.employeeId));
  const rate = item.payType === 'Training' ? (employee?.trainingRate ?? 0) : item.rate;
  await tx
    .update(payrollItems)
    .set({ rate, pay: payFor(rate, item.quantity), lockVersion: sql`${payrollItems.lockVersion}` })
    .where(eq(payrollItems.id, id));
}

/** 409 for a paid item: it is settled in the run that paid it. */
export function assertNotPaid(item: Record<string, unknown>): void {
  if (item.paid === true) throw new Conflict(PAYROLL_PAID_CONFLICT_MESSAGE);
}

/**
 * Marks pending items paid, all or nothing: an unknown id or an item on hold is a 422 naming
 * it, an item already paid a 409. Answers how many were marked.
 */
export async function markPayrollItemsPaid(tx: Db, ids: number[], now: Date): Promise<number> {
  const wanted = [...new Set(ids)];
  const rows = await tx
    .select({ id: payrollItems.id, hold: payrollItems.hold, paid: payrollItems.paid })
    .from(payrollItems)
    .where(inArray(payrollItems.id, wanted))
    .for('update');
  const found = new Map(rows.map((row) => [row.id, row]));
  const missing = wanted.filter((id) => !found.has(id));
  const held = rows.filter((row) => row.hold && !row.paid).map((row) => row.id);
  const messages = [
    ...missing.map((id) => `#${id} is not a payroll item`),
    ...held.map((id) => `#${id} needs review (on hold)`),
  ];
  if (messages.length > 0) throw new Invalid({ ids: messages });
  const paid = rows.filter((row) => row.paid).map((row) => `#${row.id}`);
  if (paid.length > 0) throw new Conflict(`Already paid: ${paid.join(', ')}.`);
  await tx
    .update(payrollItems)
    .set({ paid: true, paidAt: now, updatedAt: now })
    .where(and(inArray(payrollItems.id, wanted), eq(payrollItems.paid, false)));
  return wanted.length;
}

/** The rows' errors in row order ("row 2" before "row 10"). */
function byRow(errors: FieldErrors): FieldErrors {
  const rowOf = (key: string) => Number(key.replace(/\D/g, ''));
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rowOf(a) - rowOf(b)));
}

/**
 * Creates the CSV's items in one go. Every row is checked first (domain's CSV rules, then the
 * employee's e-mail and the department's name looked up); any error is a 422 with each bad
 * row's messages under "row N", and nothing is written. A rate is the admins' to set, as in
 * the form: another caller's row with a rate is refused.
 */
export async function uploadPayrollBatch(
  tx: Db,
  rawRows: Record<string, string>[],
  actor: Actor,
  now: Date,
): Promise<number[]> {
  const errors: FieldErrors = {};
  const parsed: (PayrollBatchRow | null)[] = rawRows.map((raw, index) => {
    const result = parsePayrollCsvRow(raw);
    if (result.ok) return result.row;
    errors[payrollRowKey(index)] = payrollRowMessages(result.errors);
    return null;
  });

  const emails = [...new Set(parsed.flatMap((row) => (row ? [row.employeeEmail] : [])))];
  const staff =
    emails.length === 0
      ? []
      : await tx
          .select({
            id: employees.id,
            email: sql<string>`lower(${users.email})`,
            trainingRate: employees.trainingRate,
          })
          .from(employees)
          .innerJoin(users, eq(users.id, employees.userId))
          .where(inArray(sql`lower(${users.email})`, emails));
  const byEmail = new Map(staff.map((row) => [row.email, row]));
  const allDepartments = await tx
    .select({ id: departments.id, name: departments.name })
    .from(departments);
  const byName = new Map(allDepartments.map((d) => [d.name.trim().toLowerCase(), d.id]));
  const linkIds = [...new Set(parsed.flatMap((row) => (row?.linkId ? [row.linkId] : [])))];
  const knownLinks = new Set(
    linkIds.length === 0
      ? []
      : (
          await tx
            .select({ id: leadSources.id })
            .from(leadSources)
            .where(inArray(leadSources.id, linkIds))
        ).map((row) => row.id),
  );
  const mayRate = canSeePayrollPay(actor);

  const values: (typeof payrollItems.$inferInsert)[] = [];
  parsed.forEach((row, index) => {
    if (!row) return;
    const messages: string[] = [];
    const employee = byEmail.get(row.employeeEmail);
    const departmentId = byName.get(row.departmentName.toLowerCase());
    if (!employee)
      messages.push(`${payrollCsvLabel('employeeEmail')} ${row.employeeEmail} is not an employee`);
    if (departmentId === undefined)
      messages.push(
        `${payrollCsvLabel('departmentName')} ${row.departmentName} is not a department`,
      );
    if (row.linkId !== null && !knownLinks.has(row.linkId))
      messages.push(`${payrollCsvLabel('linkId')} ${row.linkId} is not a lead source`);
    if (row.rate !== null && !mayRate)
      messages.push(`${payrollCsvLabel('rate')} may only be set by an admin`);
    if (messages.length > 0) {
      errors[payrollRowKey(index)] = messages;
      return;
    }
    const rate =
      row.payType === 'Training' || row.rate === null
        ? defaultPayrollRate(row.payType as PayType, employee!.trainingRate)
        : row.rate;
    values.push({
      employeeId: employee!.id,
      departmentId: departmentId!,
      payType: row.payType,
      rate,
      quantity: row.quantity,
      pay: payFor(rate, row.quantity),
      description: row.description,
      linkType: row.linkId === null ? null : PAYROLL_LINK_TYPE,
      linkId: row.linkId,
      estimatedPayDate: payDateFor(now),
      createdAt: now,
      updatedAt: now,
    });
  });
  if (Object.keys(errors).length > 0) throw new Invalid(byRow(errors));
  const inserted = await tx.insert(payrollItems).values(values).returning({ id: payrollItems.id });
  return inserted.map((row) => row.id);
}
