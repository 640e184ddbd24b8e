/**
 * The notices staff actions cause for tutors (spec: scheduling §4 titles New Assignment, Email
 * Sent, Pace Target), each written inside the action's own transaction and announced after
 * its commit (publishNewNotices). The spec names each title's action, not its cause; these
 * are this product's choices:
 * - New Assignment: staff put a tutor on sessions of a course (course assignments, the
 *   assignments resource, a substitute): one notice per course, opening its upcoming sessions.
 * - Email Sent: staff sent a message about a course or student the tutor teaches (their
 *   current sessions or an active enrollment of theirs): opens the message.
 * - Pace Target: an admin changed a student's weekly pace: each tutor of the student is told
 *   the new target, opening the course they teach the student in.
 * As everywhere, a tutor's own action makes no notice for them; one made while spoofing does.
 */
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  assignments,
  attendances,
  courses,
  enrollments,
  sessions,
  tutoringHistories,
} from '../db/schema/index.ts';
import type { CallContext } from '../resources/types.ts';
import type { CreatedNotice } from './notices.ts';
import { noticeTime, noticesFor, studentName, tutorUsers } from './notices-events.ts';

const plural = (count: number, one: string) => (count === 1 ? `a ${one}` : `${count} ${one}s`);

/** A tutor assigned to sessions: New Assignment, once per course, from the first session. */
export async function noticeNewAssignment(
  tx: Db,
  ctx: CallContext,
  assignment: { employeeId: number; sessionIds: readonly number[] },
): Promise<CreatedNotice[]> {
  if (assignment.sessionIds.length === 0) return [];
  const rows = await tx
    .select({ courseId: sessions.courseId, title: courses.title, startsAt: sessions.startsAt })
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .where(inArray(sessions.id, [...assignment.sessionIds]))
    .orderBy(asc(sessions.startsAt));
  const byCourse = new Map<number, { title: string; first: Date; count: number }>();
  for (const row of rows) {
    const known = byCourse.get(row.courseId);
    if (known) known.count += 1;
    else byCourse.set(row.courseId, { title: row.title, first: row.startsAt, count: 1 });
  }
  const tutors = await tutorUsers(tx, [assignment.employeeId]);
  const created: CreatedNotice[] = [];
  for (const [courseId, course] of byCourse)
    created.push(
      ...(await noticesFor(tx, ctx, tutors, (tutor) => ({
        title: 'New Assignment',
        message: `You were assigned to ${plural(course.count, 'session')} of ${course.title}, the first on ${noticeTime(course.first, tutor.zone)}.`,
        linkId: courseId,
      }))),
    );
  return created;
}

/** The tutors of a course now: on its sessions not canceled and not over, or its enrollments'. */
async function courseTutorIds(tx: Db, courseId: number, now: Date): Promise<number[]> {
  const staffed = await tx
    .selectDistinct({ id: assignments.employeeId })
    .from(assignments)
    .innerJoin(sessions, eq(sessions.id, assignments.sessionId))
    .where(
      and(eq(sessions.courseId, courseId), isNull(sessions.canceledAt), gt(sessions.endsAt, now)),
    );
  const enrolled = await tx
    .selectDistinct({ id: enrollments.tutorId })
    .from(enrollments)
    .where(and(eq(enrollments.courseId, courseId), eq(enrollments.status, 'active')));
  return [...staffed, ...enrolled].map((r) => r.id).filter((id) => id !== null);
}

/**
 * The tutors of a student now, each with the course they teach the student in: an active
 * tutoring history's (the tutor's student list), the tutor of an active enrollment of theirs,
 * or the supervisor of a session of theirs not canceled and not over (the earliest first).
 */
async function studentTutorCourses(
  tx: Db,
  studentId: number,
  now: Date,
): Promise<Map<number, number>> {
  const histories = await tx
    .select({ tutorId: tutoringHistories.tutorId, courseId: enrollments.courseId })
    .from(tutoringHistories)
    .innerJoin(enrollments, eq(enrollments.id, tutoringHistories.enrollmentId))
    .where(and(eq(tutoringHistories.studentId, studentId), eq(tutoringHistories.active, true)))
    .orderBy(asc(tutoringHistories.id));
  const enrolled = await tx
    .select({ tutorId: enrollments.tutorId, courseId: enrollments.courseId })
    .from(enrollments)
    .where(and(eq(enrollments.studentId, studentId), eq(enrollments.status, 'active')))
    .orderBy(asc(enrollments.id));
  const upcoming = await tx
    .select({ tutorId: sessions.supervisorId, courseId: sessions.courseId })
    .from(sessions)
    .innerJoin(attendances, eq(attendances.sessionId, sessions.id))
    .where(
      and(
        eq(attendances.studentId, studentId),
        isNull(sessions.canceledAt),
        gt(sessions.endsAt, now),
      ),
    )
    .orderBy(asc(sessions.startsAt));
  const byTutor = new Map<number, number>();
  for (const row of [...histories, ...enrolled, ...upcoming])
    if (row.tutorId !== null && !byTutor.has(row.tutorId)) byTutor.set(row.tutorId, row.courseId);
  return byTutor;
}

/** A message staff sent about a course or a student: Email Sent to its tutors (opens it). */
export async function noticeEmailSent(
  tx: Db,
  ctx: CallContext,
  message: {
    id: number;
    subject: string;
    from: string;
    regardingType: 'Course' | 'Student';
    regardingId: number;
  },
): Promise<CreatedNotice[]> {
  let tutorIds: number[];
  let about: string;
  if (message.regardingType === 'Course') {
    tutorIds = await courseTutorIds(tx, message.regardingId, ctx.now);
    const [course] = await tx
      .select({ title: courses.title })
      .from(courses)
      .where(eq(courses.id, message.regardingId));
    about = course?.title ?? 'your course';
  } else {
    tutorIds = [...(await studentTutorCourses(tx, message.regardingId, ctx.now)).keys()];
    about = await studentName(tx, message.regardingId);
  }
  return noticesFor(tx, ctx, await tutorUsers(tx, tutorIds), () => ({
    title: 'Email Sent',
    message: `${message.from || 'Staff'} sent an email about ${about}: "${message.subject}".`,
    linkId: message.id,
  }));
}

const hours = (pace: number) => `${pace} ${pace === 1 ? 'hour' : 'hours'}`;

/** A student's weekly pace changed: Pace Target to each of their tutors (opens the course). */
export async function noticePaceTarget(
  tx: Db,
  ctx: CallContext,
  change: { studentId: number; pace: number; previousPace: number | null },
): Promise<CreatedNotice[]> {
  const byTutor = await studentTutorCourses(tx, change.studentId, ctx.now);
  if (byTutor.size === 0) return [];
  const name = await studentName(tx, change.studentId);
  const was = change.previousPace === null ? '' : ` (was ${hours(change.previousPace)})`;
  return noticesFor(tx, ctx, await tutorUsers(tx, [...byTutor.keys()]), (tutor) => ({
    title: 'Pace Target',
    message: `${name}'s weekly pace is now ${hours(change.pace)}${was}. Check their upcoming sessions keep up with it.`,
    linkId: byTutor.get(tutor.tutorId) ?? null,
  }));
}
