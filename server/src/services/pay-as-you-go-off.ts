/**
 * What turning Pay As You Go off removes, read once for the confirm dialog (GET
 * /enrollments/{id}/pay_as_you_go_off), the cancel itself, and the family's e-mail, so the
 * three always name the same sessions.
 */
import { DEFAULT_TIME_ZONE, EXEMPT_PARENT_EMAIL, type PayAsYouGoOffPreview } from '@tp/domain';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  courses,
  employees,
  enrollments,
  parents,
  pendingTutorings,
  sessions,
  students,
  subjects,
  users,
} from '../db/schema/index.ts';
import { NotFound } from '../http/errors.ts';

const tutorUsers = alias(users, 'payg_off_tutor_users');
const studentUsers = alias(users, 'payg_off_student_users');
const parentUsers = alias(users, 'payg_off_parent_users');

/** An upcoming session of the enrollment, as the dialog and the e-mail name it. */
export interface UpcomingSession {
  id: number;
  startsAt: Date;
  endsAt: Date;
  title: string;
  tutorName: string | null;
  subjectName: string | null;
}

/** The enrollment's sessions not canceled that start after `now`, soonest first. */
export async function upcomingSessionsOf(
  db: Db,
  enrollmentId: number,
  now: Date,
): Promise<UpcomingSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
      title: sql<string>`coalesce(nullif(trim(${sessions.name}), ''), ${courses.title})`,
      tutorFirstName: tutorUsers.firstName,
      tutorLastName: tutorUsers.lastName,
      subjectName: subjects.name,
    })
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .leftJoin(employees, eq(employees.id, sessions.supervisorId))
    .leftJoin(tutorUsers, eq(tutorUsers.id, employees.userId))
    .leftJoin(subjects, eq(subjects.id, sql`coalesce(${sessions.subjectId}, ${courses.subjectId})`))
    .where(
      and(
        eq(sessions.enrollmentId, enrollmentId),
        isNull(sessions.canceledAt),
        gt(sessions.startsAt, now),
      ),
    )
    .orderBy(asc(sessions.startsAt), asc(sessions.id));
  return rows.map(({ tutorFirstName, tutorLastName, ...row }) => ({
    ...row,
    // Families see tutors as first name and last initial.
    tutorName: tutorFirstName ? `${tutorFirstName} ${(tutorLastName ?? '').charAt(0)}.` : null,
  }));
}

/** The dates the booking kept pending that turning Pay As You Go off fails. */
export const pendingDatesToFail = (enrollmentId: number, now: Date) =>
  and(
    eq(pendingTutorings.enrollmentId, enrollmentId),
    eq(pendingTutorings.status, 'pending'),
    gt(pendingTutorings.startsAt, now),
  );

/** GET /enrollments/{id}/pay_as_you_go_off: what Confirm would cancel. */
export async function payAsYouGoOffPreview(
  db: Db,
  enrollmentId: number,
  now: Date,
): Promise<PayAsYouGoOffPreview> {
  const upcoming = await upcomingSessionsOf(db, enrollmentId, now);
  const [pending] = await db
    .select({ n: count() })
    .from(pendingTutorings)
    .where(pendingDatesToFail(enrollmentId, now));
  return {
    sessions: upcoming.map((s) => ({
      ...s,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
    })),
    pendingDatesCount: pending?.n ?? 0,
  };
}

/** Whom the family's mail goes to: the parent, else the student; with the student's name. */
export interface FamilyRecipient {
  to: string;
  firstName: string;
  studentName: string;
  courseTitle: string;
  timeZone: string;
}

/** The enrollment's family contact, or null when nobody in it has an e-mail address. */
export async function familyRecipientOf(
  db: Db,
  enrollmentId: number,
): Promise<FamilyRecipient | null> {
  const [row] = await db
    .select({
      courseTitle: courses.title,
      studentFirstName: students.firstName,
      studentLastName: students.lastName,
      studentEmail: studentUsers.email,
      studentTimeZone: studentUsers.timeZone,
      parentFirstName: parentUsers.firstName,
      parentEmail: parentUsers.email,
      parentTimeZone: parentUsers.timeZone,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .leftJoin(studentUsers, eq(studentUsers.id, students.userId))
    .leftJoin(parents, eq(parents.id, students.parentId))
    .leftJoin(parentUsers, eq(parentUsers.id, parents.userId))
    .where(eq(enrollments.id, enrollmentId));
  if (!row) throw new NotFound();
  // The address contacts without one share is nobody's inbox.
  const reachable = (email: string | null) =>
    email && email.toLowerCase() !== EXEMPT_PARENT_EMAIL ? email : null;
  const parentEmail = reachable(row.parentEmail);
  const to = parentEmail ?? reachable(row.studentEmail);
  if (!to) return null;
  return {
    to,
    firstName: (parentEmail ? row.parentFirstName : row.studentFirstName) ?? '',
    studentName: [row.studentFirstName, row.studentLastName].filter(Boolean).join(' '),
    courseTitle: row.courseTitle,
    timeZone: row.parentTimeZone ?? row.studentTimeZone ?? DEFAULT_TIME_ZONE,
  };
}
