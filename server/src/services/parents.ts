import {
  isAssignableAdvisor,
  isExemptEmail,
  isOwnOrUnassignedContact,
  mayChangeContactAccount,
  PARENT_EMAIL_SAME_AS_STUDENT,
  STAFF_ACCOUNT_ADMINS_ONLY_MESSAGE,
  type Actor,
  type ParentAbandonedCounts,
  type ParentAdvisor,
} from '@tp/domain';
import { and, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  authSessions,
  contactActivities,
  employees,
  imminentCloses,
  inboxActivities,
  parentMerges,
  parents,
  shipments,
  students,
  users,
} from '../db/schema/index.ts';
import { Forbidden, Invalid, NotFound } from '../http/errors.ts';
import { assertEmailFree } from './accounts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The fields of a parent that live on its user account. */
export const PARENT_USER_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'timeZone'] as const;
interface UserFields {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
  timeZone?: string | null;
}

export function userFieldsOf(payload: Record<string, unknown>): UserFields {
  return Object.fromEntries(
    PARENT_USER_FIELDS.filter((key) => key in payload).map((key) => [key, payload[key]]),
  ) as UserFields;
}

/** 422 when another account already uses the e-mail (spec §5: except the exempt one). */
export async function assertContactEmailFree(
  tx: Db,
  email: string,
  ownUserId: number | null,
): Promise<void> {
  if (!isExemptEmail(email)) await assertEmailFree(tx, email, ownUserId);
}

/** 422 when the e-mail is one of the parent's students' (spec §5, case-insensitive). */
export async function assertNotAStudentEmail(
  tx: Db,
  parentId: number,
  email: string,
): Promise<void> {
  if (isExemptEmail(email)) return;
  const [clash] = await tx
    .select({ id: students.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      and(
        eq(students.parentId, parentId),
        eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
      ),
    )
    .limit(1);
  if (clash) throw new Invalid({ email: [PARENT_EMAIL_SAME_AS_STUDENT] });
}

/** The new contact's account: a parent who has not signed in yet (no password). */
export async function createParentUser(tx: Db, fields: UserFields, now: Date): Promise<number> {
  const email = (fields.email ?? '').trim();
  await assertContactEmailFree(tx, email, null);
  const [user] = await tx
    .insert(users)
    .values({
      email,
      firstName: fields.firstName ?? '',
      lastName: fields.lastName ?? '',
      phone: fields.phone ?? null,
      timeZone: fields.timeZone ?? null,
      roles: ['parent'],
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  return user!.id;
}

/**
 * 422 on `field` unless the actor may change this user's account (domain's
 * mayChangeContactAccount): the contact is theirs to edit, but this account is not.
 */
async function assertMayChangeContactAccount(
  tx: Db,
  actor: Pick<Actor, 'roles'>,
  userId: number,
  field: string,
): Promise<void> {
  const [account] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
  if (account && !mayChangeContactAccount(actor, account))
    throw new Invalid({ [field]: [STAFF_ACCOUNT_ADMINS_ONLY_MESSAGE] });
}

/**
 * Writes the account fields of an update to the parent's user; a contact who is also staff
 * (a tutor who is a parent, say) keeps their sign-in out of non-admins' hands.
 */
export async function updateParentUser(
  tx: Db,
  actor: Pick<Actor, 'roles'>,
  parentId: number,
  fields: UserFields,
  now: Date,
): Promise<void> {
  if (Object.keys(fields).length === 0) return;
  const [parent] = await tx
    .select({ userId: parents.userId })
    .from(parents)
    .where(eq(parents.id, parentId));
  if (!parent) throw new NotFound();
  await assertMayChangeContactAccount(tx, actor, parent.userId, 'base');
  if (fields.email !== undefined) {
    // The more telling message first: a child's address is also another account's.
    await assertNotAStudentEmail(tx, parentId, fields.email);
    await assertContactEmailFree(tx, fields.email, parent.userId);
  }
  await tx
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, parent.userId));
}

/** 422 unless contacts may be given to the employee (domain's isAssignableAdvisor). */
export async function assertAdvisor(tx: Db, employeeId: number): Promise<void> {
  const [employee] = await tx
    .select({ active: employees.active, roles: users.roles })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(eq(employees.id, employeeId));
  if (!employee || !isAssignableAdvisor(employee))
    throw new Invalid({ employeeId: ['is not an active advisor'] });
}

const NOT_YOURS = 'You may only change your own or unassigned contacts.';

/**
 * Gives contacts to an advisor (null: unassigned) in the caller's transaction; 404 when one
 * does not exist, 403 when one belongs to another advisor and the caller is not a director
 * (spec §6: select-all applies only to own or unassigned contacts).
 */
export async function reassignParents(
  tx: Db,
  actor: Actor,
  ids: readonly number[],
  employeeId: number | null,
  now: Date,
): Promise<number> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ id: parents.id, employeeId: parents.employeeId })
    .from(parents)
    .where(inArray(parents.id, unique));
  if (rows.length !== unique.length) throw new NotFound('One of the contacts does not exist.');
  if (rows.some((row) => !isOwnOrUnassignedContact(actor, row))) throw new Forbidden(NOT_YOURS);
  if (employeeId !== null) await assertAdvisor(tx, employeeId);
  // Only a change of advisor restarts "recently assigned".
  const moving = rows.filter((row) => row.employeeId !== employeeId).map((row) => row.id);
  if (moving.length > 0)
    await tx
      .update(parents)
      .set({ employeeId, assignedAt: employeeId === null ? null : now, updatedAt: now })
      .where(inArray(parents.id, moving));
  return rows.length;
}

/**
 * Merges `transferId` into `currentId` in the caller's transaction: its students, shipments,
 * referrals, contact history, inbox items and imminent closes move over, the kept contact becomes a customer when either was one, takes the
 * advisor when it had none and adds up the calls; the merge is recorded with its notes, the
 * merged contact is deleted and its account closed (inactive, signed out).
 */
export async function mergeParents(
  tx: Db,
  actor: Actor & { id: number },
  input: { currentId: number; transferId: number; notes: string },
  now: Date,
): Promise<{ mergedStudents: number }> {
  const { currentId, transferId, notes } = input;
  if (currentId === transferId)
    throw new Invalid({ transferId: ['must be another contact than the one kept'] });
  const rows = await tx
    .select({
      id: parents.id,
      userId: parents.userId,
      employeeId: parents.employeeId,
      assignedAt: parents.assignedAt,
      type: parents.type,
      status: parents.status,
      callsCount: parents.callsCount,
      lastContactedAt: parents.lastContactedAt,
      email: users.email,
    })
    .from(parents)
    .innerJoin(users, eq(users.id, parents.userId))
    .where(inArray(parents.id, [currentId, transferId]))
    // Both rows stay as read until the commit: a concurrent merge of either waits.
    .for('update', { of: parents });
  const current = rows.find((row) => row.id === currentId);
  const transfer = rows.find((row) => row.id === transferId);
  if (!current) throw new Invalid({ currentId: ['is not a contact'] });
  if (!transfer) throw new Invalid({ transferId: ['is not a contact'] });
  if (!isOwnOrUnassignedContact(actor, current) || !isOwnOrUnassignedContact(actor, transfer))
    throw new Forbidden(NOT_YOURS);
  // The merge deactivates the other contact's account and ends its sign-ins.
  await assertMayChangeContactAccount(tx, actor, transfer.userId, 'transferId');

  const moved = await tx
    .update(students)
    .set({ parentId: currentId })
    .where(eq(students.parentId, transferId))
    .returning({ id: students.id });
  await tx
    .update(shipments)
    .set({ recipientId: currentId, updatedAt: now })
    .where(and(eq(shipments.recipientType, 'Parent'), eq(shipments.recipientId, transferId)));
  await tx
    .update(parents)
    .set({ sourceLinkId: currentId })
    .where(and(eq(parents.sourceLinkType, 'Parent'), eq(parents.sourceLinkId, transferId)));
  await tx
    .update(parentMerges)
    .set({ parentId: currentId })
    .where(eq(parentMerges.parentId, transferId));
  // The merged contact's history is the family's: its rows would go with it (cascade).
  await tx
    .update(contactActivities)
    .set({ parentId: currentId, regardingId: currentId })
    .where(
      and(
        eq(contactActivities.regardingType, 'Parent'),
        eq(contactActivities.regardingId, transferId),
      ),
    );
  await tx
    .update(contactActivities)
    .set({ parentId: currentId })
    .where(eq(contactActivities.parentId, transferId));
  await tx
    .update(inboxActivities)
    .set({ regardingId: currentId })
    .where(
      and(eq(inboxActivities.regardingType, 'Parent'), eq(inboxActivities.regardingId, transferId)),
    );
  await tx
    .update(imminentCloses)
    .set({ parentId: currentId })
    .where(eq(imminentCloses.parentId, transferId));

  const becomesCustomer = current.type === 'Lead' && transfer.type === 'Customer';
  const takesAdvisor = current.employeeId === null && transfer.employeeId !== null;
  const lastContacts = [current.lastContactedAt, transfer.lastContactedAt].filter(
    (d): d is Date => d !== null,
  );
  await tx
    .update(parents)
    .set({
      ...(becomesCustomer ? { type: 'Customer', status: transfer.status } : {}),
      ...(takesAdvisor
        ? { employeeId: transfer.employeeId, assignedAt: transfer.assignedAt ?? now }
        : {}),
      callsCount: current.callsCount + transfer.callsCount,
      lastContactedAt:
        lastContacts.length > 0
          ? new Date(Math.max(...lastContacts.map((d) => d.getTime())))
          : null,
      updatedAt: now,
    })
    .where(eq(parents.id, currentId));
  await tx.insert(parentMerges).values({
    parentId: currentId,
    transferredParentId: transferId,
    transferredEmail: transfer.email,
    notes,
    mergedByUserId: actor.id,
    createdAt: now,
  });
  await tx.delete(parents).where(eq(parents.id, transferId));
  await tx
    .update(users)
    .set({ active: false, updatedAt: now })
    .where(eq(users.id, transfer.userId));
  await tx.delete(authSessions).where(eq(authSessions.userId, transfer.userId));
  return { mergedStudents: moved.length };
}

/** Spec §7 GET /parents/abandoned_counts: leads with an unfinished checkout. */
export async function abandonedCounts(
  db: Db,
  employeeId: number | null,
  now: Date,
): Promise<ParentAbandonedCounts> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) filter (where ${
        employeeId === null ? sql`false` : eq(parents.employeeId, employeeId)
      })::int`,
      unassigned: sql<number>`count(*) filter (where ${isNull(parents.employeeId)})::int`,
      lastWeek: sql<number>`count(*) filter (where ${gte(parents.abandonedAt, weekAgo)})::int`,
    })
    .from(parents)
    .where(and(eq(parents.type, 'Lead'), eq(parents.active, true), isNotNull(parents.abandonedAt)));
  return row ?? { total: 0, mine: 0, unassigned: 0, lastWeek: 0 };
}

/**
 * GET /parents/assignable_advisors: whom contacts may be given to (domain's
 * isAssignableAdvisor), by name. Unlike GET /employees/assigned_advisors (who holds contacts
 * now), it leaves out inactive employees and includes CRM staff who hold no contact yet.
 */
export async function assignableAdvisors(db: Db): Promise<ParentAdvisor[]> {
  const rows = await db
    .select({
      id: employees.id,
      firstName: users.firstName,
      lastName: users.lastName,
      active: employees.active,
      roles: users.roles,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(eq(employees.active, true))
    .orderBy(users.lastName, users.firstName, employees.id);
  return rows
    .filter(isAssignableAdvisor)
    .map((row) => ({ id: row.id, fullName: `${row.firstName} ${row.lastName}` }));
}
