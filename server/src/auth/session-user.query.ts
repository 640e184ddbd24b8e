import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { homeUrlFor, isRole, type Role, type SessionUser } from '@tp/domain';
import type { Db } from '../db/client.ts';
import { authSessions, employees, parents, students, tutors, users } from '../db/schema/index.ts';

/** The columns a SessionUser is built from, in one row (users joined with their role records). */
const sessionUserFields = {
  id: users.id,
  roles: users.roles,
  firstName: users.firstName,
  lastName: users.lastName,
  userTitle: users.title,
  employeeTitle: employees.title,
  phone: users.phone,
  email: users.email,
  timeZone: users.timeZone,
  language: users.language,
  unconfirmedEmail: users.unconfirmedEmail,
  employeeId: employees.id,
  tutorId: tutors.id,
  parentId: parents.id,
  // A user may own several student rows (siblings sharing a login is not supported, but the
  // column is not unique): take the first, as a subquery so the row stays one per user.
  studentId: sql<
    number | null
  >`(select ${students.id} from ${students} where ${students.userId} = ${users.id} order by ${students.id} limit 1)`,
};

/** Users who may hold a session: active, not frozen, not locked. */
export const mayHoldSession: SQL = and(
  eq(users.active, true),
  isNull(users.frozenAt),
  isNull(users.lockedAt),
)!;

export function toSessionUser(row: {
  id: number;
  roles: string[];
  firstName: string;
  lastName: string;
  userTitle: string | null;
  employeeTitle: string | null;
  phone: string | null;
  email: string;
  timeZone: string | null;
  language: string;
  unconfirmedEmail: string | null;
  employeeId: number | null;
  tutorId: number | null;
  parentId: number | null;
  studentId: number | null;
}): SessionUser {
  const roles = row.roles.map((r) => r.toLowerCase()).filter((r): r is Role => isRole(r));
  return {
    id: row.id,
    roles,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.userTitle ?? row.employeeTitle,
    phone: row.phone,
    email: row.email,
    timeZone: row.timeZone,
    language: row.language,
    homeUrl: homeUrlFor(roles),
    unconfirmedEmail: row.unconfirmedEmail,
    tutorId: row.tutorId,
    employeeId: row.employeeId,
    studentId: row.studentId === null ? null : Number(row.studentId),
    parentId: row.parentId,
  };
}

/**
 * The live auth session with its user, in one query: the session must not have expired and
 * the user must still be allowed to hold one.
 */
export async function findSessionWithUser(
  db: Db,
  sessionId: string,
  now: Date,
): Promise<{ user: SessionUser; csrfToken: string; lastSeenAt: Date } | null> {
  const [row] = await db
    .select({
      ...sessionUserFields,
      csrfToken: authSessions.csrfToken,
      lastSeenAt: authSessions.lastSeenAt,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(employees, eq(employees.userId, users.id))
    .leftJoin(tutors, eq(tutors.id, employees.id))
    .leftJoin(parents, eq(parents.userId, users.id))
    .where(and(eq(authSessions.id, sessionId), gt(authSessions.expiresAt, now), mayHoldSession))
    .limit(1);
  if (!row) return null;
  return { user: toSessionUser(row), csrfToken: row.csrfToken, lastSeenAt: row.lastSeenAt };
}

/** The SessionUser of one user, whatever their account state (the caller checks it). */
export async function findSessionUserById(db: Db, userId: number): Promise<SessionUser | null> {
  const [row] = await db
    .select(sessionUserFields)
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .leftJoin(tutors, eq(tutors.id, employees.id))
    .leftJoin(parents, eq(parents.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? toSessionUser(row) : null;
}
