import { sql } from 'drizzle-orm';
import { enrollments, students } from '../../db/schema/index.ts';
import { qualified } from '../scopes.ts';

/**
 * Computed fields of a student, as correlated subqueries on `students` (shared by the students
 * resource and the tutoring histories, which show the student's name and advisor). The users
 * table appears several times, so the subqueries name their tables with aliases of their own.
 */
const parentId = qualified(students.parentId);

export const studentParentName = sql<string | null>`(select sp_u.first_name || ' ' || sp_u.last_name
  from parents sp_p inner join users sp_u on sp_u.id = sp_p.user_id
  where sp_p.id = ${parentId})`;

/** The e-mail the family signs in with: the student's own user, else the parent's. */
export const studentEmailOnFile = sql<string | null>`coalesce(
  (select se_u.email from users se_u where se_u.id = ${qualified(students.userId)}),
  (select se_pu.email from parents se_p inner join users se_pu on se_pu.id = se_p.user_id
    where se_p.id = ${parentId}))`;

/** The parent's employee: the family's advisor. */
export const studentAdvisorName = sql<
  string | null
>`(select sa_u.first_name || ' ' || sa_u.last_name
  from parents sa_p
  inner join employees sa_e on sa_e.id = sa_p.employee_id
  inner join users sa_u on sa_u.id = sa_e.user_id
  where sa_p.id = ${parentId})`;

/** The student's school's name (a lead source). */
export const studentSchoolName = sql<string | null>`(select ss_l.name from lead_sources ss_l
  where ss_l.id = ${qualified(students.schoolId)})`;

export const studentEnrollmentsCount = sql<number>`(select count(*)::int from ${enrollments}
  where ${enrollments.studentId} = ${qualified(students.id)})`;
