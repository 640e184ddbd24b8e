import { getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { assignments, attendances, enrollments, sessions, students } from '../db/schema/index.ts';
import type { CurrentUser } from '../http/context.ts';

/**
 * Reusable pieces of the `own` scopes: uncorrelated subqueries of ids, so each scope is
 * `column IN (subquery)` and the planner can use the foreign-key indexes.
 */

/**
 * A column always rendered as "table"."column". Drizzle leaves columns unqualified in a
 * single-table select, so a correlated subquery must name its outer column this way or the
 * name resolves to the subquery's own table.
 */
export function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** Sessions some tutors (employee ids) supervise or are assigned to. */
export function tutorSessionIds(employeeIds: number | number[]): SQL {
  const ids = Array.isArray(employeeIds) ? employeeIds : [employeeIds];
  return sql`(select ${sessions.id} from ${sessions} where ${inArray(sessions.supervisorId, ids)}
    union select ${assignments.sessionId} from ${assignments} where ${inArray(assignments.employeeId, ids)})`;
}

/**
 * Literal ids as a subquery, to pass where a subquery of ids is expected. One flat array, not
 * a chain of UNIONs: a thousand-id filter would nest a thousand set operations deep, past the
 * parser's stack.
 */
export function idList(ids: number[]): SQL {
  return sql`(select unnest(array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]))`;
}

/** The students a student or parent user acts for: themselves, or a parent's children. */
export function ownStudentIds(user: CurrentUser, as: 'student' | 'parent'): SQL | null {
  if (as === 'student') return user.studentId === null ? null : idList([user.studentId]);
  if (user.parentId === null) return null;
  return sql`(select ${students.id} from ${students} where ${students.parentId} = ${user.parentId})`;
}

/** Sessions some students attend. */
export function attendedSessionIds(studentIds: SQL): SQL {
  return sql`(select ${attendances.sessionId} from ${attendances} where ${attendances.studentId} in ${studentIds})`;
}

/** Courses some students are enrolled in. */
export function enrolledCourseIds(studentIds: SQL): SQL {
  return sql`(select ${enrollments.courseId} from ${enrollments} where ${enrollments.studentId} in ${studentIds})`;
}

/** Courses that have one of the sessions. */
export function coursesOfSessions(sessionIds: SQL): SQL {
  return sql`(select ${sessions.courseId} from ${sessions} where ${sessions.id} in ${sessionIds})`;
}

/** Students attending one of the sessions. */
export function studentsOfSessions(sessionIds: SQL): SQL {
  return sql`(select ${attendances.studentId} from ${attendances} where ${attendances.sessionId} in ${sessionIds})`;
}

export function isIn(column: PgColumn, ids: SQL): SQL {
  return sql`${column} in ${ids}`;
}

/** A tutor's scope from their employee id; null (nothing) for a tutor without one. */
export function forTutor(build: (employeeId: number) => SQL): (user: CurrentUser) => SQL | null {
  return (user) => (user.employeeId === null ? null : build(user.employeeId));
}

/** A student's or parent's scope from the students they act for. */
export function forStudents(
  as: 'student' | 'parent',
  build: (studentIds: SQL) => SQL,
): (user: CurrentUser) => SQL | null {
  return (user) => {
    const ids = ownStudentIds(user, as);
    return ids === null ? null : build(ids);
  };
}
