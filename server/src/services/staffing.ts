import { brandQualification, staffingRefusal, type Qualification } from '@tp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  assignments,
  brands,
  courses,
  employees,
  sessions,
  tutorDepartments,
  tutors,
} from '../db/schema/index.ts';
import { Invalid, NotFound } from '../http/errors.ts';

/**
 * The staffing rules the server enforces (spec staff-and-crm §5, §6; scheduling §5): whoever
 * is put on a course's sessions (assign, substitute, a new assignment) is an active employee,
 * qualified for the course's brand (domain's brandQualification), and, for a tutor not
 * taking new students, already on the course. The rules themselves live in domain.
 */

interface StaffFacts {
  active: boolean;
  isTutor: boolean;
  acceptNewStudents: boolean | null;
  departmentIds: number[];
}

async function staffFacts(tx: Db, employeeId: number): Promise<StaffFacts | null> {
  const [row] = await tx
    .select({
      active: employees.active,
      tutorId: tutors.id,
      acceptNewStudents: tutors.acceptNewStudents,
      departmentIds: sql<number[]>`coalesce((select json_agg(${tutorDepartments.departmentId})
        from ${tutorDepartments} where ${tutorDepartments.tutorId} = ${employees.id}), '[]'::json)`,
    })
    .from(employees)
    .leftJoin(tutors, eq(tutors.id, employees.id))
    .where(eq(employees.id, employeeId));
  if (!row) return null;
  return {
    active: row.active,
    isTutor: row.tutorId !== null,
    acceptNewStudents: row.acceptNewStudents,
    departmentIds: row.departmentIds,
  };
}

async function brandOfCourse(tx: Db, courseId: number) {
  const [row] = await tx
    .select({ departmentId: brands.departmentId, employeeStaffing: brands.employeeStaffing })
    .from(courses)
    .innerJoin(brands, eq(brands.id, courses.brandId))
    .where(eq(courses.id, courseId));
  return row ?? null;
}

/**
 * Refuses (422 on employeeId) putting `employeeId` on sessions of `courseId`: unknown or
 * inactive, not qualified for the brand, or not taking new students and not on the course.
 */
export async function assertCanStaff(tx: Db, courseId: number, employeeId: number): Promise<void> {
  const staff = await staffFacts(tx, employeeId);
  if (!staff?.active) throw new Invalid({ employeeId: ['is not an active employee'] });
  const brand = await brandOfCourse(tx, courseId);
  if (!brand) throw new Invalid({ courseId: ['must exist'] });
  const [onCourse] = await tx
    .select({ id: assignments.id })
    .from(assignments)
    .innerJoin(sessions, eq(sessions.id, assignments.sessionId))
    .where(and(eq(sessions.courseId, courseId), eq(assignments.employeeId, employeeId)))
    .limit(1);
  const refusal = staffingRefusal({
    qualification: brandQualification(staff, brand),
    acceptNewStudents: staff.acceptNewStudents,
    alreadyOnCourse: onCourse !== undefined,
  });
  if (refusal) throw new Invalid({ employeeId: [refusal] });
}

/** The same check for a session, by its course. */
export async function assertCanStaffSession(
  tx: Db,
  sessionId: number,
  employeeId: number,
): Promise<void> {
  const [row] = await tx
    .select({ courseId: sessions.courseId })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!row) throw new Invalid({ sessionId: ['must exist'] });
  await assertCanStaff(tx, row.courseId, employeeId);
}

/**
 * GET /enrollments/qualification?employeeId&brandName (staff-and-crm §5: "Tutor-to-brand
 * qualification via an enrollments lookup returns 'unqualified' when none"). An unknown
 * employee or brand is a 404.
 */
export async function qualificationOf(
  db: Db,
  input: { employeeId: number; brandName: string },
): Promise<{ employeeId: number; brandName: string; qualification: Qualification }> {
  const staff = await staffFacts(db, input.employeeId);
  const [brand] = await db
    .select({ departmentId: brands.departmentId, employeeStaffing: brands.employeeStaffing })
    .from(brands)
    .where(eq(brands.name, input.brandName))
    .limit(1);
  if (!staff || !brand) throw new NotFound();
  return {
    employeeId: input.employeeId,
    brandName: input.brandName,
    qualification: staff.active ? brandQualification(staff, brand) : 'unqualified',
  };
}
