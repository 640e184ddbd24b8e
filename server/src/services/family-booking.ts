import {
  FAMILY_BOOKING_POLICY,
  NOT_FAMILY_SESSION_MESSAGE,
  NOT_FAMILY_STUDENT_MESSAGE,
  NOT_FAMILY_TUTOR_MESSAGE,
  TUTORING_SESSION_TYPE,
  familyChangeRefusal,
  SCHEDULING_STAFF_ROLES,
  booksAsFamily,
  hasAnyRole,
  hasRole,
  unreserveRefusal,
  type TutoringBooking,
  type TutoringReschedule,
} from '@tp/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attendances, enrollments, sessions, sessionTopics, students } from '../db/schema/index.ts';
import type { CurrentUser } from '../http/context.ts';
import { Forbidden, Invalid, NotFound } from '../http/errors.ts';
import type { ActionResult, CallContext } from '../resources/types.ts';
import { bookTutoring, staffAndTutorAuthority, type BookingAuthority } from './booking.ts';
import { cancelSession, publishScheduleChange, scheduleChannelsOfSession } from './sessions.ts';

/**
 * The student and parent apps on the booking engine (issue 11; spec scheduling §4, §5): a
 * student books for themself and a parent for their children, only with the tutor of the
 * student's tutoring enrollment, always under the family policy (fixed durations, open
 * availability, an hour before its end, within the hours), whoever spoofs them.
 */

/** Whether the student is one the user acts for (themself, or a parent's child). */
export async function isOwnStudent(tx: Db, user: CurrentUser, studentId: number): Promise<boolean> {
  if (hasRole(user.roles, 'student') && user.studentId === studentId) return true;
  if (!hasRole(user.roles, 'parent') || user.parentId === null) return false;
  const [child] = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.parentId, user.parentId)));
  return child !== undefined;
}

/** The family's authority: their own student, with the enrollment's tutor, on the family policy. */
export function familyAuthority(user: CurrentUser): BookingAuthority {
  return {
    policy: FAMILY_BOOKING_POLICY,
    async authorize(tx, { tutorId, enrollment }) {
      if (!(await isOwnStudent(tx, user, enrollment.studentId)))
        throw new Invalid({ studentId: [NOT_FAMILY_STUDENT_MESSAGE] });
      if (enrollment.tutorId !== tutorId)
        throw new Invalid({ tutorId: [NOT_FAMILY_TUTOR_MESSAGE] });
    },
  };
}

/** The booking authority of the caller's app. */
export function bookingAuthorityFor(user: CurrentUser): BookingAuthority {
  return booksAsFamily(user.roles) ? familyAuthority(user) : staffAndTutorAuthority(user);
}

interface FamilyTutoring {
  id: number;
  startsAt: Date;
  canceledAt: Date | null;
  type: string;
  enrollmentId: number | null;
  supervisorId: number | null;
  notes: string | null;
  studentId: number;
}

/** The tutoring as the family change rules read it (the caller could read it: it exists). */
async function familyTutoring(tx: Db, id: number): Promise<FamilyTutoring> {
  const [row] = await tx
    .select({
      studentId: enrollments.studentId,
      id: sessions.id,
      startsAt: sessions.startsAt,
      canceledAt: sessions.canceledAt,
      type: sessions.type,
      enrollmentId: sessions.enrollmentId,
      supervisorId: sessions.supervisorId,
      notes: sessions.notes,
    })
    .from(sessions)
    .innerJoin(enrollments, eq(enrollments.id, sessions.enrollmentId))
    .where(and(eq(sessions.id, id), eq(sessions.type, TUTORING_SESSION_TYPE)));
  if (!row) throw new NotFound();
  return row;
}

async function assertChangeable(tx: Db, ctx: CallContext, id: number): Promise<FamilyTutoring> {
  const tutoring = await familyTutoring(tx, id);
  // Found through the caller's reads (a tutor who is also a student reads the ones they teach);
  // scheduling staff act on a family's behalf.
  const onBehalf = hasAnyRole(ctx.user.roles, SCHEDULING_STAFF_ROLES);
  if (!onBehalf && !(await isOwnStudent(tx, ctx.user, tutoring.studentId)))
    throw new Invalid({ base: [NOT_FAMILY_SESSION_MESSAGE] });
  const refusal = familyChangeRefusal(tutoring, ctx.now);
  if (refusal) throw new Invalid({ base: [refusal] });
  return tutoring;
}

/** PUT /tutorings/{id}/cancel: an upcoming tutoring of the family's, its time given back. */
export async function cancelFamilyTutoring(
  tx: Db,
  ctx: CallContext,
  id: number,
): Promise<ActionResult> {
  await assertChangeable(tx, ctx, id);
  return cancelSession(tx, ctx, id);
}

/** A reschedule to a time the engine could only hold as pending. */
const NOT_OPEN = "is not open in the tutor's availability";

/**
 * PUT /tutorings/{id}/reschedule: the old session is canceled (its time given back) and the
 * new time booked by the engine with the same tutor, enrollment, subjects and notes, in the
 * caller's transaction: a refused time throws and changes nothing.
 */
export async function rescheduleFamilyTutoring(
  tx: Db,
  ctx: CallContext,
  id: number,
  input: TutoringReschedule,
) {
  const tutoring = await assertChangeable(tx, ctx, id);
  if (tutoring.supervisorId === null) throw new Invalid({ base: ['This session has no tutor.'] });
  const canceled = await cancelSession(tx, ctx, id);
  const topics = await tx
    .select({ subjectId: sessionTopics.subjectId })
    .from(sessionTopics)
    .where(eq(sessionTopics.sessionId, id))
    .orderBy(sessionTopics.position);
  const request: TutoringBooking = {
    studentId: tutoring.studentId,
    enrollmentId: tutoring.enrollmentId!,
    tutorId: tutoring.supervisorId,
    bookings: [
      { startsAt: input.startsAt, duration: input.duration, availabilityId: input.availabilityId },
    ],
    repeatWeeks: 0,
    subjectIds: topics.map((t) => t.subjectId),
    notes: tutoring.notes,
  };
  const booking = await bookTutoring(tx, ctx, request, bookingAuthorityFor(ctx.user));
  // A new time held as pending would leave the family without their session: refused whole.
  if (booking.primarySessionId === null) {
    const reasons = booking.meta.pending.flatMap((date) => date.reasons);
    throw new Invalid({ startsAt: reasons.length > 0 ? [...new Set(reasons)] : [NOT_OPEN] });
  }
  return {
    booking,
    afterCommit: async () => {
      await canceled.afterCommit?.();
      await booking.afterCommit();
    },
  };
}

/**
 * PUT /sessions/{id}/unreserve (student app only, spec §4): the signed-in student's place in
 * a manually attendable session is given up while more than 5 minutes remain before it.
 */
export async function unreserveSession(
  tx: Db,
  ctx: CallContext,
  sessionId: number,
): Promise<ActionResult> {
  const studentId = ctx.user.studentId;
  if (studentId === null) throw new Forbidden();
  const [session] = await tx
    .select({ type: sessions.type, startsAt: sessions.startsAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!session) throw new NotFound();
  const refusal = unreserveRefusal(session, ctx.now);
  if (refusal) throw new Invalid({ base: [refusal] });
  const removed = await tx
    .delete(attendances)
    .where(and(eq(attendances.sessionId, sessionId), eq(attendances.studentId, studentId)))
    .returning({ id: attendances.id });
  if (removed.length === 0) throw new NotFound();
  const channels = await scheduleChannelsOfSession(tx, sessionId);
  return {
    afterCommit: () =>
      publishScheduleChange(ctx.deps.realtime, channels, { sessionId, action: 'updated' }),
  };
}
