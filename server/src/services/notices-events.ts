/**
 * The notices the schedule's events cause (spec: scheduling §4), written inside the event's
 * own transaction: a booking (New Student for a tutor's first session with a student, else New
 * Session), a session changed (Session Update), canceled (Cancelation for a one-student
 * session, else Canceled Session) and an enrollment changed (Enrollment Update). A tutor's own
 * change makes no notice for them (they know); a change made while spoofing them does.
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  assignments,
  attendances,
  courses,
  employees,
  enrollments,
  sessions,
  students,
  users,
} from '../db/schema/index.ts';
import type { CallContext } from '../resources/types.ts';
import { createNotice, type CreatedNotice, type NoticeInput } from './notices.ts';

const DEFAULT_ZONE = 'America/New_York';

/** "Tue, Mar 10, 4:00 PM EDT" in the tutor's zone. */
export function noticeTime(at: Date, zone: string | null): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone ?? DEFAULT_ZONE,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

export interface TutorUser {
  tutorId: number;
  userId: number;
  zone: string | null;
}

export async function tutorUsers(tx: Db, tutorIds: readonly number[]): Promise<TutorUser[]> {
  if (tutorIds.length === 0) return [];
  return tx
    .select({ tutorId: employees.id, userId: users.id, zone: users.timeZone })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(inArray(employees.id, [...new Set(tutorIds)]));
}

/** Whether the caller is this user acting for themselves (not spoofed by staff). */
const isOwnChange = (ctx: CallContext, userId: number) =>
  ctx.user.id === userId && !ctx.user.spoofedBy;

export async function noticesFor(
  tx: Db,
  ctx: CallContext,
  tutors: readonly TutorUser[],
  make: (tutor: TutorUser) => Omit<NoticeInput, 'userId'> | null,
): Promise<CreatedNotice[]> {
  const created: CreatedNotice[] = [];
  for (const tutor of tutors) {
    if (isOwnChange(ctx, tutor.userId)) continue;
    const input = make(tutor);
    if (input) created.push(await createNotice(tx, { ...input, userId: tutor.userId }, ctx.now));
  }
  return created;
}

export async function studentName(tx: Db, studentId: number): Promise<string> {
  const [row] = await tx
    .select({ firstName: students.firstName, lastName: students.lastName })
    .from(students)
    .where(eq(students.id, studentId));
  return row ? `${row.firstName} ${row.lastName}` : 'A student';
}

/**
 * A tutoring booked: New Student when the tutor had no other session with the student before
 * this booking, else New Session (for the first session booked).
 */
export async function noticeBooking(
  tx: Db,
  ctx: CallContext,
  booking: { tutorId: number; studentId: number; booked: { id: number; startsAt: Date }[] },
): Promise<CreatedNotice[]> {
  if (booking.booked.length === 0) return [];
  const ids = booking.booked.map((b) => b.id);
  const first = [...booking.booked].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0]!;
  const [earlier] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(sessions)
    .innerJoin(attendances, eq(attendances.sessionId, sessions.id))
    .where(
      and(
        eq(sessions.supervisorId, booking.tutorId),
        eq(attendances.studentId, booking.studentId),
        notInArray(sessions.id, ids),
      ),
    );
  const isNew = (earlier?.count ?? 0) === 0;
  const name = await studentName(tx, booking.studentId);
  const count = ids.length === 1 ? 'a session' : `${ids.length} sessions`;
  return noticesFor(tx, ctx, await tutorUsers(tx, [booking.tutorId]), (tutor) =>
    isNew
      ? {
          title: 'New Student',
          message: `${name} is your new student: ${count} booked, the first on ${noticeTime(first.startsAt, tutor.zone)}.`,
          linkId: booking.studentId,
        }
      : {
          title: 'New Session',
          message: `${name}: ${count} booked, the first on ${noticeTime(first.startsAt, tutor.zone)}.`,
          linkId: first.id,
        },
  );
}

interface SessionFacts {
  id: number;
  courseId: number;
  courseTitle: string;
  startsAt: Date;
  tutorIds: number[];
  studentIds: number[];
}

async function sessionFacts(tx: Db, sessionId: number): Promise<SessionFacts | null> {
  const [row] = await tx
    .select({
      id: sessions.id,
      courseId: sessions.courseId,
      courseTitle: courses.title,
      startsAt: sessions.startsAt,
      supervisorId: sessions.supervisorId,
    })
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .where(eq(sessions.id, sessionId));
  if (!row) return null;
  const tutorRows = await tx
    .select({ id: assignments.employeeId })
    .from(assignments)
    .where(eq(assignments.sessionId, sessionId));
  const studentRows = await tx
    .select({ id: attendances.studentId })
    .from(attendances)
    .where(eq(attendances.sessionId, sessionId));
  const tutorIds = tutorRows.map((r) => r.id);
  if (row.supervisorId !== null) tutorIds.push(row.supervisorId);
  return {
    ...row,
    tutorIds: [...new Set(tutorIds)],
    studentIds: [...new Set(studentRows.map((r) => r.id).filter((id) => id !== null))],
  };
}

/** A session's time or details changed: Session Update to its tutors (opens the course). */
export async function noticeSessionUpdated(
  tx: Db,
  ctx: CallContext,
  sessionId: number,
): Promise<CreatedNotice[]> {
  const facts = await sessionFacts(tx, sessionId);
  if (!facts) return [];
  return noticesFor(tx, ctx, await tutorUsers(tx, facts.tutorIds), (tutor) => ({
    title: 'Session Update',
    message: `Your ${facts.courseTitle} session on ${noticeTime(facts.startsAt, tutor.zone)} was changed.`,
    linkId: facts.courseId,
  }));
}

/**
 * A session canceled: a one-student session is that student's Cancelation (opens the
 * student); any other a Canceled Session.
 */
export async function noticeSessionCanceled(
  tx: Db,
  ctx: CallContext,
  sessionId: number,
): Promise<CreatedNotice[]> {
  const facts = await sessionFacts(tx, sessionId);
  if (!facts) return [];
  const [only] = facts.studentIds.length === 1 ? facts.studentIds : [];
  const name = only === undefined ? null : await studentName(tx, only);
  return noticesFor(tx, ctx, await tutorUsers(tx, facts.tutorIds), (tutor) =>
    only !== undefined
      ? {
          title: 'Cancelation',
          message: `${name} canceled the session on ${noticeTime(facts.startsAt, tutor.zone)}.`,
          linkId: only,
        }
      : {
          title: 'Canceled Session',
          message: `The ${facts.courseTitle} session on ${noticeTime(facts.startsAt, tutor.zone)} was canceled.`,
          linkId: null,
        },
  );
}

/** An enrollment created or changed: Enrollment Update to its tutor (opens the student). */
export async function noticeEnrollmentUpdated(
  tx: Db,
  ctx: CallContext,
  enrollmentId: number,
): Promise<CreatedNotice[]> {
  const [row] = await tx
    .select({
      tutorId: enrollments.tutorId,
      studentId: enrollments.studentId,
      status: enrollments.status,
      courseTitle: courses.title,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.id, enrollmentId));
  if (!row || row.tutorId === null) return [];
  const name = await studentName(tx, row.studentId);
  return noticesFor(tx, ctx, await tutorUsers(tx, [row.tutorId]), () => ({
    title: 'Enrollment Update',
    message: `${name}'s enrollment in ${row.courseTitle} was updated (${row.status}).`,
    linkId: row.studentId,
  }));
}
