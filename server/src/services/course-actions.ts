import {
  DEFAULT_TIME_ZONE,
  STAFFING_MESSAGES,
  courseTransitionRefusal,
  removalOutcome,
  nextCourseStatus,
  reservationEndsAtInstant,
  validateNotBeforeToday,
  type CourseEvent,
  type CourseRoster,
  type CourseStatus,
} from '@tp/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  assignments,
  brands,
  courses,
  enrollments,
  sessions,
  students,
} from '../db/schema/index.ts';
import { Invalid } from '../http/errors.ts';
import type { AfterCommit, CallContext } from '../resources/types.ts';
import { employeeName, recordCourseHistory, sessionLine } from './course-history.ts';
import { publishNewNotices, type CreatedNotice } from './notices.ts';
import { assertCanStaff } from './staffing.ts';
import { noticeNewAssignment } from './notices-staff-events.ts';
import {
  publishScheduleChange,
  syncSupervisorAssignment,
  scheduleChannelsOfSession,
} from './sessions.ts';

/** PUT /courses/{id}/change_status: the domain machine decides; a refusal is a 422. */
export async function changeCourseStatus(
  tx: Db,
  ctx: CallContext,
  courseId: number,
  status: CourseStatus,
  event: CourseEvent,
): Promise<void> {
  const next = nextCourseStatus(status, event);
  if (!next) throw new Invalid({ status: [courseTransitionRefusal(status, event)] });
  await tx
    .update(courses)
    .set({ status: next, updatedAt: ctx.now })
    .where(eq(courses.id, courseId));
  await recordCourseHistory(tx, ctx, [
    { courseId, change: 'Status changed', details: `${status} → ${next} (${event})` },
  ]);
}

/** PUT /courses/{id}/reserve: for a student, until noon of a day not before today (caller's zone). */
export async function reserveCourse(
  tx: Db,
  ctx: CallContext,
  courseId: number,
  input: { reservedForId: number; reservationEndsAt: string },
): Promise<void> {
  const zone = ctx.user.timeZone ?? DEFAULT_TIME_ZONE;
  const tooEarly = validateNotBeforeToday(input.reservationEndsAt, {
    today: ctx.now,
    timeZone: zone,
  });
  if (tooEarly) throw new Invalid({ reservationEndsAt: [tooEarly] });
  const [student] = await tx
    .select({ name: sql<string>`${students.firstName} || ' ' || ${students.lastName}` })
    .from(students)
    .where(eq(students.id, input.reservedForId));
  if (!student) throw new Invalid({ reservedForId: ['is not a student'] });
  const endsAt = reservationEndsAtInstant(input.reservationEndsAt, zone);
  await tx
    .update(courses)
    .set({ reservedForId: input.reservedForId, reservationEndsAt: endsAt, updatedAt: ctx.now })
    .where(eq(courses.id, courseId));
  await recordCourseHistory(tx, ctx, [
    {
      courseId,
      change: 'Course reserved',
      details: `For ${student.name} until noon on ${input.reservationEndsAt} (${zone})`,
    },
  ]);
}

/** GET /courses/{id}/roster: the actively enrolled students, by last name. */
export async function courseRoster(tx: Db, courseId: number, title: string): Promise<CourseRoster> {
  const rows = await tx
    .select({
      id: students.id,
      fullName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
      grade: students.grade,
      enrollmentId: enrollments.id,
    })
    .from(enrollments)
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .where(and(eq(enrollments.courseId, courseId), eq(enrollments.status, 'active')))
    .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
  const count = rows.length;
  const message = `The roster of ${title} has ${count} student${count === 1 ? '' : 's'}.`;
  return { message, students: rows };
}

type SessionRow = typeof sessions.$inferSelect;

/** The sessions among `ids` that belong to the course; any other id is a 422. */
async function sessionsOfCourse(
  tx: Db,
  courseId: number,
  ids: readonly number[],
): Promise<SessionRow[]> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(sessions)
    .where(and(eq(sessions.courseId, courseId), inArray(sessions.id, unique)));
  if (rows.length !== unique.length)
    throw new Invalid({ sessionIds: ['must all be sessions of this course'] });
  return rows;
}

/** The channels of each session before a change (tutors, students, parents), whom its notice also reaches. */
async function tutorsBefore(tx: Db, sessionIds: readonly number[]) {
  const before = new Map<number, string[]>();
  for (const id of sessionIds) before.set(id, await scheduleChannelsOfSession(tx, id));
  return before;
}

/** One course history line per session a tutor was assigned to or removed from. */
async function recordStaffingChange(
  tx: Db,
  ctx: CallContext,
  courseId: number,
  change: { employeeId: number; sessionIds: number[]; rows: SessionRow[]; assigned: boolean },
) {
  const name = await employeeName(tx, change.employeeId);
  const byId = new Map(change.rows.map((row) => [row.id, row]));
  await recordCourseHistory(
    tx,
    ctx,
    change.sessionIds.map((sessionId) => ({
      courseId,
      sessionId,
      change: change.assigned ? 'Tutor assigned' : 'Tutor unassigned',
      details: `${name} ${change.assigned ? 'on' : 'from'} the session of ${sessionLine(byId.get(sessionId)!)}`,
    })),
  );
}

/** The schedule change, then `new-notice` for the notices the action wrote. */
function withNotices(
  ctx: CallContext,
  afterCommit: AfterCommit,
  notices: readonly CreatedNotice[],
): AfterCommit {
  return async () => {
    await afterCommit();
    await publishNewNotices(ctx.deps.realtime, notices);
  };
}

async function notifyTutors(
  tx: Db,
  ctx: CallContext,
  sessionIds: readonly number[],
  before: Map<number, string[]>,
) {
  const targets: { sessionId: number; channels: string[] }[] = [];
  for (const sessionId of sessionIds) {
    const after = await scheduleChannelsOfSession(tx, sessionId);
    targets.push({
      sessionId,
      channels: [...new Set([...(before.get(sessionId) ?? []), ...after])],
    });
  }
  return (): Promise<void> =>
    Promise.all(
      targets.map((t) =>
        publishScheduleChange(ctx.deps.realtime, t.channels, {
          sessionId: t.sessionId,
          action: 'updated',
        }),
      ),
    ).then(() => undefined);
}

/**
 * Assigns a tutor to the selected sessions they are not on yet (spec scheduling §5, §8): an
 * inactive or unknown employee, one not qualified for the brand, or a tutor not accepting new
 * students who is not on the course already is a 422 (services/staffing.ts); no session left
 * to assign is "There are no appropriate sessions to assign".
 */
export async function assignTutor(
  tx: Db,
  ctx: CallContext,
  courseId: number,
  input: { sessionIds: number[]; employeeId: number },
): Promise<{
  output: { message: string; count: number; partial: boolean };
  afterCommit: AfterCommit;
}> {
  const rows = await sessionsOfCourse(tx, courseId, input.sessionIds);
  await assertCanStaff(tx, courseId, input.employeeId);
  const before = await tutorsBefore(
    tx,
    rows.map((row) => row.id),
  );
  const inserted = await tx
    .insert(assignments)
    .values(rows.map((row) => ({ sessionId: row.id, employeeId: input.employeeId })))
    .onConflictDoNothing()
    .returning({ sessionId: assignments.sessionId });
  if (inserted.length === 0) throw new Invalid({ base: [STAFFING_MESSAGES.noAppropriateSessions] });
  const ids = inserted.map((row) => row.sessionId);
  await recordStaffingChange(tx, ctx, courseId, {
    employeeId: input.employeeId,
    sessionIds: ids,
    rows,
    assigned: true,
  });
  const notices = await noticeNewAssignment(tx, ctx, {
    employeeId: input.employeeId,
    sessionIds: ids,
  });
  return {
    output: { message: STAFFING_MESSAGES.assigned, count: inserted.length, partial: false },
    afterCommit: withNotices(ctx, await notifyTutors(tx, ctx, ids, before), notices),
  };
}

/**
 * Removes a tutor from the selected sessions (spec §5 "Unassign ... with no removable
 * assignments" is refused). A tutor who supervised a session leaves it without a supervisor.
 */
export async function unassignTutor(
  tx: Db,
  ctx: CallContext,
  courseId: number,
  input: { sessionIds: number[]; employeeId: number },
): Promise<{
  output: { message: string; count: number; partial: boolean };
  afterCommit: AfterCommit;
}> {
  const selected = await sessionsOfCourse(tx, courseId, input.sessionIds);
  // A session whose attendance has been taken keeps its tutors (they delivered it).
  const rows = selected.filter((row) => row.attendanceTakenAt === null);
  const ids = rows.map((row) => row.id);
  const before = await tutorsBefore(tx, ids);
  const supervised = rows
    .filter((row) => row.supervisorId === input.employeeId)
    .map((row) => row.id);
  if (supervised.length > 0) {
    await tx
      .update(sessions)
      .set({ supervisorId: null, updatedAt: ctx.now })
      .where(inArray(sessions.id, supervised));
    for (const id of supervised) await syncSupervisorAssignment(tx, id);
  }
  const removed = await tx
    .delete(assignments)
    .where(and(inArray(assignments.sessionId, ids), eq(assignments.employeeId, input.employeeId)))
    .returning({ sessionId: assignments.sessionId });
  const changed = [...new Set([...removed.map((row) => row.sessionId), ...supervised])];
  if (changed.length === 0)
    throw new Invalid({
      employeeId: [
        selected.length > rows.length
          ? STAFFING_MESSAGES.attendanceTaken
          : STAFFING_MESSAGES.noRemovableAssignments,
      ],
    });
  const refused = await tx
    .select({ id: assignments.id })
    .from(assignments)
    .where(
      and(
        inArray(
          assignments.sessionId,
          selected.filter((row) => row.attendanceTakenAt !== null).map((row) => row.id),
        ),
        eq(assignments.employeeId, input.employeeId),
      ),
    );
  await recordStaffingChange(tx, ctx, courseId, {
    employeeId: input.employeeId,
    sessionIds: changed,
    rows,
    assigned: false,
  });
  const outcome = removalOutcome('unassign', {
    changed: changed.length,
    refused: refused.length,
  });
  return {
    output: { message: outcome.message, count: changed.length, partial: outcome.partial },
    afterCommit: await notifyTutors(tx, ctx, changed, before),
  };
}

/** Deletes the selected sessions of the course (the screen confirms first). */
export async function deleteCourseSessions(
  tx: Db,
  ctx: CallContext,
  courseId: number,
  input: { sessionIds: number[] },
): Promise<{
  output: { message: string; count: number; partial: boolean };
  afterCommit: AfterCommit;
}> {
  const selected = await sessionsOfCourse(tx, courseId, input.sessionIds);
  // A session whose attendance has been taken stays: it is what the family was charged for.
  const rows = selected.filter((row) => row.attendanceTakenAt === null);
  if (rows.length === 0)
    throw new Invalid({ sessionIds: [STAFFING_MESSAGES.notAllSessionsRemoved] });
  const ids = rows.map((row) => row.id);
  const before = await tutorsBefore(tx, ids);
  await tx.delete(sessions).where(inArray(sessions.id, ids));
  await recordCourseHistory(
    tx,
    ctx,
    rows.map((row) => ({
      courseId,
      sessionId: row.id,
      change: 'Session deleted',
      details: sessionLine(row),
    })),
  );
  const outcome = removalOutcome('delete', {
    changed: rows.length,
    refused: selected.length - rows.length,
  });
  return {
    output: { message: outcome.message, count: rows.length, partial: outcome.partial },
    afterCommit: () =>
      Promise.all(
        ids.map((id) =>
          publishScheduleChange(ctx.deps.realtime, before.get(id) ?? [], {
            sessionId: id,
            action: 'deleted',
          }),
        ),
      ).then(() => undefined),
  };
}

/**
 * PUT /sessions/{id}/substitute_joint_session (spec scheduling §6: ADMIN only, when the brand
 * includes joint sessions and attendance has not been taken): the substitute becomes the
 * session's supervisor; the one they replace leaves it.
 */
export async function substituteJointSession(
  tx: Db,
  ctx: CallContext,
  sessionId: number,
  employeeId: number,
): Promise<{ afterCommit: AfterCommit }> {
  const [row] = await tx
    .select({
      courseId: sessions.courseId,
      supervisorId: sessions.supervisorId,
      attendanceTakenAt: sessions.attendanceTakenAt,
      startsAt: sessions.startsAt,
      duration: sessions.duration,
      includeJointSessions: brands.includeJointSessions,
    })
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .innerJoin(brands, eq(brands.id, courses.brandId))
    .where(eq(sessions.id, sessionId));
  if (!row) throw new Invalid({ base: ['The session does not exist.'] });
  if (!row.includeJointSessions)
    throw new Invalid({ base: ["The course's brand has no joint sessions."] });
  if (row.attendanceTakenAt)
    throw new Invalid({
      base: ['Attendance has been taken: the session can no longer change tutor.'],
    });
  if (row.supervisorId === employeeId)
    throw new Invalid({ employeeId: ['already supervises this session'] });
  await assertCanStaff(tx, row.courseId, employeeId);
  const before = new Map([[sessionId, await scheduleChannelsOfSession(tx, sessionId)]]);
  await tx
    .update(sessions)
    .set({ supervisorId: employeeId, updatedAt: ctx.now })
    .where(eq(sessions.id, sessionId));
  await syncSupervisorAssignment(tx, sessionId);
  const replaced = row.supervisorId === null ? 'nobody' : await employeeName(tx, row.supervisorId);
  await recordCourseHistory(tx, ctx, [
    {
      courseId: row.courseId,
      sessionId,
      change: 'Substitute tutor',
      details: `${await employeeName(tx, employeeId)} replaces ${replaced} on the session of ${sessionLine(row)}`,
    },
  ]);
  // The substitute has a new assignment (the one replaced is told by the schedule change).
  const notices = await noticeNewAssignment(tx, ctx, { employeeId, sessionIds: [sessionId] });
  return {
    afterCommit: withNotices(ctx, await notifyTutors(tx, ctx, [sessionId], before), notices),
  };
}
