import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { actorFlags, homeUrlFor, isRole, type Role, type AuthUser } from '@tp/domain';
import type { Db } from '../db/client.ts';
import { authSessions, employees, parents, students, tutors, users } from '../db/schema/index.ts';

/** The columns a AuthUser is built from, in one row (users joined with their role records). */
const authUserFields = {
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
  essayGrader: tutors.essayGrader,
  curriculumWork: tutors.curriculumWork,
  parentId: parents.id,
  // A user may own several student rows (siblings sharing a login is not supported, but the
  // column is not unique): take the first, as a subquery so the row stays one per user.
  studentId: sql<
    number | null
  >`(select ${students.id} from ${students} where ${students.userId} = ${users.id} order by ${students.id} limit 1)`,
};

/** Users who may stay signed in: active, not frozen, not locked. */
export const mayHoldSignIn: SQL = and(
  eq(users.active, true),
  isNull(users.frozenAt),
  isNull(users.lockedAt),
)!;

export function toAuthUser(row: {
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
  essayGrader: boolean | null;
  curriculumWork: boolean | null;
  parentId: number | null;
  studentId: number | null;
}): AuthUser {
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
    flags: actorFlags(
      roles,
      row.tutorId === null
        ? null
        : { essayGrader: row.essayGrader === true, curriculumWork: row.curriculumWork === true },
    ),
  };
}

/**
 * The live sign-in with its user, in one query: it must not have expired and
 * the user must still be allowed to hold one.
 */
export async function findAuthSessionWithUser(
  db: Db,
  authSessionId: string,
  now: Date,
): Promise<{ user: AuthUser; csrfToken: string; lastSeenAt: Date } | null> {
  const [row] = await db
    .select({
      ...authUserFields,
      csrfToken: authSessions.csrfToken,
      lastSeenAt: authSessions.lastSeenAt,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(employees, eq(employees.userId, users.id))
    .leftJoin(tutors, eq(tutors.id, employees.id))
    .leftJoin(parents, eq(parents.userId, users.id))
    .where(and(eq(authSessions.id, authSessionId), gt(authSessions.expiresAt, now), mayHoldSignIn))
    .limit(1);
  if (!row) return null;
  return { user: toAuthUser(row), csrfToken: row.csrfToken, lastSeenAt: row.lastSeenAt };
}

/** The AuthUser of one user, whatever their account state (the caller checks it). */
export async function findAuthUserById(db: Db, userId: number): Promise<AuthUser | null> {
  const [row] = await db
    .select(authUserFields)
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .leftJoin(tutors, eq(tutors.id, employees.id))
    .leftJoin(parents, eq(parents.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? toAuthUser(row) : null;
}
