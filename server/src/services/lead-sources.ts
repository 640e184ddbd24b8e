import {
  isLeadSourceAssignee,
  LEAD_SOURCE_ASSIGNEE_MESSAGE,
  MERGE_TARGET_NOT_SCHOOL_MESSAGE,
  pendingSchoolActionRefusal,
  leadSourceShapeErrors,
  type LeadSourceAssignee,
  type LeadSourceType,
} from '@tp/domain';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  courses,
  employees,
  leadSources,
  payrollItems,
  students,
  users,
} from '../db/schema/index.ts';
import { Invalid, NotFound } from '../http/errors.ts';

/**
 * The columns that point at a lead source, re-pointed when a pending school is merged into
 * an actual school: a course's lead source, a Marketing payroll item's link, a student's
 * school. A resource that gains a lead source adds its column here.
 */
export const LEAD_SOURCE_REFERENCES: readonly { table: PgTable; column: PgColumn }[] = [
  { table: courses, column: courses.leadSourceId },
  { table: payrollItems, column: payrollItems.linkId },
  { table: students, column: students.schoolId },
];

/** Drizzle's `set` takes a column by its key in the table (leadSourceId), not its SQL name. */
function columnKey(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`${column.name} is not a column of its table`);
  return entry[0];
}

function latest(a: Date | null, b: Date | null): Date | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

async function typeOf(tx: Db, id: number): Promise<LeadSourceType | null> {
  const [row] = await tx
    .select({ type: leadSources.type })
    .from(leadSources)
    .where(eq(leadSources.id, id))
    .for('update');
  return row?.type ?? null;
}

/** Spec §4, §8: a 422 with the alert's words unless the lead source is a pending school. */
async function assertPending(tx: Db, id: number, action: 'merge' | 'promote'): Promise<void> {
  const type = await typeOf(tx, id);
  if (type === null) throw new NotFound();
  const refusal = pendingSchoolActionRefusal(type, action);
  if (refusal) throw new Invalid({ base: [refusal] });
}

/**
 * Merges a pending school into an actual school, in the caller's transaction: what pointed at
 * the pending school points at the school, the school keeps the latest activity and promotion
 * and gains the assignee it lacked, and the pending school is deleted.
 */
export async function mergePendingSchool(
  tx: Db,
  pendingId: number,
  actualSchoolId: number,
  now: Date,
): Promise<void> {
  await assertPending(tx, pendingId, 'merge');
  if (actualSchoolId === pendingId || (await typeOf(tx, actualSchoolId)) !== 'School') {
    throw new Invalid({ actualSchoolId: [MERGE_TARGET_NOT_SCHOOL_MESSAGE] });
  }
  for (const { table, column } of LEAD_SOURCE_REFERENCES) {
    await tx
      .update(table)
      .set({ [columnKey(table, column)]: actualSchoolId })
      .where(eq(column, pendingId));
  }
  const [pending] = await tx.select().from(leadSources).where(eq(leadSources.id, pendingId));
  const [actual] = await tx.select().from(leadSources).where(eq(leadSources.id, actualSchoolId));
  await tx
    .update(leadSources)
    .set({
      lastActivityAt: latest(actual!.lastActivityAt, pending!.lastActivityAt),
      lastPromotionAt: latest(actual!.lastPromotionAt, pending!.lastPromotionAt),
      employeeId: actual!.employeeId ?? pending!.employeeId,
      updatedAt: now,
    })
    .where(eq(leadSources.id, actualSchoolId));
  await tx.delete(leadSources).where(eq(leadSources.id, pendingId));
}

/** Promotes a pending school to an actual school, with the corrections sent. */
export async function promotePendingSchool(
  tx: Db,
  id: number,
  school: { name?: string; category?: string | null; schoolTypes?: string[] },
  now: Date,
): Promise<void> {
  await assertPending(tx, id, 'promote');
  const errors = leadSourceShapeErrors({ type: 'School', ...school });
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  await tx
    .update(leadSources)
    .set({ ...school, type: 'School', updatedAt: now } as Partial<typeof leadSources.$inferInsert>)
    .where(eq(leadSources.id, id));
}

/** 422 unless lead sources may go to the employee (domain's isLeadSourceAssignee). */
export async function assertLeadSourceAssignee(tx: Db, employeeId: number): Promise<void> {
  const [employee] = await tx
    .select({ active: employees.active, type: employees.type })
    .from(employees)
    .where(eq(employees.id, employeeId));
  if (!employee) throw new Invalid({ employeeId: ['is not an employee'] });
  if (!isLeadSourceAssignee(employee))
    throw new Invalid({ employeeId: [LEAD_SOURCE_ASSIGNEE_MESSAGE] });
}

/** The assignees list: whom lead sources may go to (isLeadSourceAssignee), by name, at most 1000. */
export async function leadSourceAssignees(tx: Db): Promise<LeadSourceAssignee[]> {
  const rows = await tx
    .select({
      id: employees.id,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      active: employees.active,
      type: employees.type,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    // Only a narrowing for the query: the rule itself is isLeadSourceAssignee.
    .where(eq(employees.active, true))
    .orderBy(users.firstName, users.lastName);
  return rows
    .filter(isLeadSourceAssignee)
    .slice(0, 1000)
    .map(({ id, name }) => ({ id, name }));
}
