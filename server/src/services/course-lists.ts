import {
  HOMEWORK_HELP_IDENTIFIER,
  hasRole,
  type CourseListItem,
  type CourseStatus,
} from '@tp/domain';
import { and, asc, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brands, courses, enrollments, sessions, subjects } from '../db/schema/index.ts';
import type { CurrentUser } from '../http/context.ts';
import { iso } from '../resources/define.ts';
import {
  coursesOfSessions,
  isIn,
  ownStudentIds,
  qualified,
  tutorSessionIds,
} from '../resources/scopes.ts';

/** At most this many courses in a list: a tutor's or a family's are a handful. */
const LIST_LIMIT = 200;

/** The list's rows: the course with its brand, subject and next session after `now`. */
async function courseList(
  db: Db,
  now: Date,
  where: SQL,
  order: 'next session' | 'newest start',
): Promise<CourseListItem[]> {
  const nextSessionAt = sql<Date | null>`(select min(${sessions.startsAt}) from ${sessions}
    where ${sessions.courseId} = ${qualified(courses.id)} and ${sessions.canceledAt} is null
    and ${sessions.startsAt} > ${now.toISOString()})`.mapWith(sessions.startsAt);
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      status: courses.status,
      brandName: brands.name,
      subjectName: subjects.name,
      startsAt: courses.startsAt,
      endsAt: courses.endsAt,
      nextSessionAt: nextSessionAt.as('next_session_at'),
    })
    .from(courses)
    .innerJoin(brands, eq(brands.id, courses.brandId))
    .leftJoin(subjects, eq(subjects.id, courses.subjectId))
    .where(where)
    .orderBy(
      ...(order === 'next session'
        ? [sql`next_session_at asc nulls last`, asc(courses.title)]
        : [sql`${courses.startsAt} desc nulls last`, desc(courses.id)]),
    )
    .limit(LIST_LIMIT);
  return rows.map((row) => ({
    ...row,
    status: row.status as CourseStatus,
    nextSessionAt: iso(row.nextSessionAt),
  }));
}

/**
 * GET /courses/membership: the courses the caller takes part in, canceled ones left out. A
 * student's and a parent's are those with an active enrollment of theirs; a tutor's those they
 * teach. Every role the caller holds adds its own.
 */
export async function membershipCourses(
  db: Db,
  user: CurrentUser,
  now: Date,
): Promise<CourseListItem[]> {
  const scopes: SQL[] = [];
  for (const as of ['student', 'parent'] as const) {
    if (!hasRole(user.roles, as)) continue;
    const ids = ownStudentIds(user, as);
    if (!ids) continue;
    scopes.push(
      isIn(
        courses.id,
        sql`(select ${enrollments.courseId} from ${enrollments}
          where ${enrollments.studentId} in ${ids} and ${enrollments.status} = 'active')`,
      ),
    );
  }
  if (hasRole(user.roles, 'tutor') && user.employeeId !== null) {
    scopes.push(isIn(courses.id, coursesOfSessions(tutorSessionIds(user.employeeId))));
  }
  if (scopes.length === 0) return [];
  return courseList(db, now, and(or(...scopes), ne(courses.status, 'canceled'))!, 'next session');
}

/** GET /courses/homework_help: the published courses of homework-help brands. */
export function homeworkHelpCourses(db: Db, now: Date): Promise<CourseListItem[]> {
  return courseList(
    db,
    now,
    and(eq(brands.identifier, HOMEWORK_HELP_IDENTIFIER), eq(courses.status, 'published'))!,
    'next session',
  );
}

/** GET /courses/hosted: the courses whose host is the caller's employee record. */
export async function hostedCourses(
  db: Db,
  user: CurrentUser,
  now: Date,
): Promise<CourseListItem[]> {
  if (user.employeeId === null) return [];
  return courseList(db, now, eq(courses.hostId, user.employeeId), 'newest start');
}
