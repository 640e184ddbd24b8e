import {
  TUTORING_BRAND_NAME,
  TUTORING_DEPARTMENT_NAME,
  type FamilyContactPerson,
  type StudentContacts,
} from '@tp/domain';
import { and, desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  brands,
  courses,
  departments,
  employees,
  enrollments,
  parents,
  students,
  tutors,
  users,
} from '../db/schema/index.ts';
import { avatarUrlOf } from '../routes/avatars/avatar-url.ts';

/** An employee's name, e-mail and phone: all a family sees of a staff member. */
async function contactPerson(
  tx: Db,
  employeeId: number | null,
): Promise<FamilyContactPerson | null> {
  if (employeeId === null) return null;
  const [row] = await tx
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(eq(employees.id, employeeId));
  if (!row) return null;
  return { name: `${row.firstName} ${row.lastName}`, email: row.email, phone: row.phone };
}

/**
 * The student's tutoring enrollment: the latest active one in a tutoring brand (the brand named
 * Private Tutoring, or a brand of the Tutoring department), with its course's brand contact and
 * its tutor (the enrollment's, else the course's host).
 */
async function tutoringEnrollmentOf(tx: Db, studentId: number) {
  const [row] = await tx
    .select({
      courseTitle: courses.title,
      brandName: brands.name,
      brandContactId: brands.employeeId,
      tutorId: enrollments.tutorId,
      hostId: courses.hostId,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(brands, eq(brands.id, courses.brandId))
    .leftJoin(departments, eq(departments.id, brands.departmentId))
    .where(
      and(
        eq(enrollments.studentId, studentId),
        eq(enrollments.status, 'active'),
        or(eq(brands.name, TUTORING_BRAND_NAME), eq(departments.name, TUTORING_DEPARTMENT_NAME)),
      ),
    )
    .orderBy(desc(enrollments.createdAt), desc(enrollments.id))
    .limit(1);
  return row ?? null;
}

const tutorUsers = alias(users, 'contact_tutor_users');

/** A tutor as families see them: first name and last initial, and the photo. */
async function tutorView(tx: Db, tutorId: number | null): Promise<StudentContacts['tutor']> {
  if (tutorId === null) return null;
  const [row] = await tx
    .select({
      firstName: tutorUsers.firstName,
      lastName: tutorUsers.lastName,
      avatarUrl: avatarUrlOf('Tutor', tutors.id),
    })
    .from(tutors)
    .innerJoin(employees, eq(employees.id, tutors.id))
    .innerJoin(tutorUsers, eq(tutorUsers.id, employees.userId))
    .where(eq(tutors.id, tutorId));
  if (!row) return null;
  return { name: `${row.firstName} ${row.lastName.charAt(0)}.`, avatarUrl: row.avatarUrl };
}

/**
 * GET /students/{id}/contacts: whom the family contacts about the student (the advisor, the
 * brand's contact for the tutoring course, the tutor). The engine has checked the caller may
 * read the student; this names no one beyond those three, and no more than their contact
 * details.
 */
export async function studentContacts(tx: Db, studentId: number): Promise<StudentContacts> {
  const [family] = await tx
    .select({ advisorId: parents.employeeId })
    .from(students)
    .leftJoin(parents, eq(parents.id, students.parentId))
    .where(eq(students.id, studentId));
  const tutoring = await tutoringEnrollmentOf(tx, studentId);
  const brandContact = tutoring ? await contactPerson(tx, tutoring.brandContactId) : null;
  return {
    advisor: await contactPerson(tx, family?.advisorId ?? null),
    brandContact:
      tutoring && brandContact
        ? { ...brandContact, brandName: tutoring.brandName, courseTitle: tutoring.courseTitle }
        : null,
    tutor: tutoring ? await tutorView(tx, tutoring.tutorId ?? tutoring.hostId) : null,
  };
}
