import { eq, sql } from 'drizzle-orm';
import { actorFlags, homeUrlFor, isRole, type Role, type AuthUser } from '@tp/domain';
import type { Db } from '../db/client.ts';
import { AuthLookupCache } from './auth-lookup-cache.ts';
import { employees, parents, students, tutors, users } from '../db/schema/index.ts';

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

/** The columns an AuthUser is built from (authUserFields, and tp_auth_session_user's). */
interface AuthUserRow {
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
}

export function toAuthUser(row: AuthUserRow): AuthUser {
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

/** tp_auth_session_user's row; drizzle leaves timestamps unparsed (a string), new Date() takes either. */
type AuthSessionRow = AuthUserRow & { csrfToken: string; lastSeenAt: string | Date };

/** Lookups reused on the embedded database until its next write (auth-lookup-cache.ts). */
const authLookups = new AuthLookupCache<AuthSessionRow>();

/**
 * The live sign-in with its user, in one call on every authenticated request: it must not
 * have expired and the user must still be allowed to hold one (active, not frozen, not
 * locked). The query is a database function whose plan the connection keeps; planned afresh
 * on each request, it cost four times as much (drizzle/0023_auth_session_lookup.sql).
 */
export async function findAuthSessionWithUser(
  db: Db,
  authSessionId: string,
  now: Date,
): Promise<{ user: AuthUser; csrfToken: string; lastSeenAt: Date } | null> {
  const row = await authLookups.lookup(db, authSessionId, now, async () => {
    const result = (await db.execute(
      sql`select * from tp_auth_session_user(${authSessionId}, ${now.toISOString()})`,
    )) as unknown as { rows: AuthSessionRow[] };
    return result.rows[0] ?? null;
  });
  if (!row) return null;
  // A fresh AuthUser each time: a request may not change what the next one is handed.
  return { user: toAuthUser(row), csrfToken: row.csrfToken, lastSeenAt: new Date(row.lastSeenAt) };
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
