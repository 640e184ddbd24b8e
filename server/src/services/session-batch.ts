import {
  SCHEDULING_STAFF_ROLES,
  SESSION_EDITOR_LIMITS,
  SESSION_EDITOR_MESSAGES,
  PLACES_INVALID_MESSAGE,
  TUTOR_DOUBLE_BOOKED_MESSAGE,
  batchRowField,
  canSelectSession,
  hasAnyRole,
  sessionRowFieldErrors,
  type FieldErrors,
  type SessionBatch,
  type SessionBatchResult,
  type SessionBatchRowErrors,
} from '@tp/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  assignments,
  attendances,
  courses,
  enrollments,
  sessionTopics,
  sessionTypes,
  sessions,
  tutors,
} from '../db/schema/index.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../http/errors.ts';
import { isIn, tutorSessionIds } from '../resources/scopes.ts';
import type { ActionResult, CallContext } from '../resources/types.ts';
import { recordCourseHistory, sessionLine, type HistoryEntry } from './course-history.ts';
import { unknownPlaceIds } from './places.ts';
import { publishScheduleChange, scheduleChannelsOfSession } from './sessions.ts';

/**
 * The session editor's save (POST /sessions/batch; spec scheduling §2, §4, §5): the whole
 * table in one transaction. Rows are checked first, all of them, so a refusal names every
 * row at fault (422, `rows[i].field`); then the sessions being replaced or deleted go, and the
 * rows are inserted: a replacement carries its session's tutors, students, topics and
 * enrollment. The database refuses a double-booked tutor (assignments_no_double_booking), and
 * then nothing is saved (409, the row named in `meta.rows`). Everyone on a session before or
 * after hears `schedule-change` once the transaction commits.
 */

type SessionRow = typeof sessions.$inferSelect;

/** The PostgreSQL error code behind a driver or Drizzle error. */
function pgCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

const isSchedulingStaff = (ctx: CallContext) => hasAnyRole(ctx.user.roles, SCHEDULING_STAFF_ROLES);

/** Whether a tutor teaches the course: hosts it, is an enrollment's tutor, or is on a session of it. */
async function teachesCourse(tx: Db, employeeId: number, courseId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.id, courseId),
        or(
          eq(courses.hostId, employeeId),
          sql`exists (select 1 from ${enrollments} where ${enrollments.courseId} = ${courseId}
            and ${enrollments.tutorId} = ${employeeId})`,
          sql`exists (select 1 from ${sessions} where ${sessions.courseId} = ${courseId}
            and ${isIn(sessions.id, tutorSessionIds(employeeId))})`,
        ),
      ),
    );
  return row !== undefined;
}

/** The saved sessions the batch replaces or deletes, locked; 404 for one the caller cannot see. */
async function targetSessions(
  tx: Db,
  ctx: CallContext,
  ids: number[],
): Promise<Map<number, SessionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select().from(sessions).where(inArray(sessions.id, ids)).for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (!isSchedulingStaff(ctx)) {
    const employeeId = ctx.user.employeeId;
    const visible =
      employeeId === null
        ? []
        : await tx
            .select({ id: sessions.id })
            .from(sessions)
            .where(and(inArray(sessions.id, ids), isIn(sessions.id, tutorSessionIds(employeeId))));
    const seen = new Set(visible.map((row) => row.id));
    if (ids.some((id) => !seen.has(id))) throw new NotFound();
    // Spec §6: a tutor may change only the Tutoring sessions they supervise.
    if (rows.some((row) => !canSelectSession(ctx.user, row)))
      throw new Forbidden(SESSION_EDITOR_MESSAGES.onlyOwnSessions);
  }
  if (ids.some((id) => !byId.has(id))) throw new NotFound();
  return byId;
}

/** What a replacement takes over from the session it replaces. */
interface Carried {
  staff: { employeeId: number; supervisor: boolean }[];
  studentIds: number[];
  subjectIds: number[];
}

async function carriedFrom(tx: Db, sessionId: number): Promise<Carried> {
  const staff = await tx
    .select({ employeeId: assignments.employeeId, supervisor: assignments.supervisor })
    .from(assignments)
    .where(eq(assignments.sessionId, sessionId));
  const students = await tx
    .select({ studentId: attendances.studentId })
    .from(attendances)
    .where(eq(attendances.sessionId, sessionId));
  const topics = await tx
    .select({ subjectId: sessionTopics.subjectId })
    .from(sessionTopics)
    .where(eq(sessionTopics.sessionId, sessionId))
    .orderBy(sessionTopics.position);
  return {
    staff,
    studentIds: students.map((row) => row.studentId),
    subjectIds: topics.map((row) => row.subjectId),
  };
}

/** Throws the 422 of the rows at fault, or returns. */
function refuseRows(rowErrors: SessionBatchRowErrors[]): void {
  if (rowErrors.length === 0) return;
  const errors: FieldErrors = {};
  for (const { index, errors: fields } of rowErrors)
    for (const [field, messages] of Object.entries(fields))
      errors[batchRowField(index, field)] = messages;
  throw new Invalid(errors, { rows: rowErrors });
}

export async function saveSessionBatch(
  tx: Db,
  ctx: CallContext,
  input: SessionBatch,
): Promise<ActionResult & { output: SessionBatchResult }> {
  const [course] = await tx
    .select({ id: courses.id, brandId: courses.brandId })
    .from(courses)
    .where(eq(courses.id, input.courseId));
  if (!course) throw new NotFound();

  const staff = isSchedulingStaff(ctx);
  const deleteIds = [...new Set(input.deleteIds ?? [])];
  const replaceIds = input.rows.flatMap((row) => (row.replacesId ? [row.replacesId] : []));
  const targets = await targetSessions(tx, ctx, [...new Set([...replaceIds, ...deleteIds])]);

  // A tutor's new sessions are theirs, in a course they teach; staff may name the tutor.
  let tutorId: number | null = null;
  if (!staff) {
    const employeeId = ctx.user.employeeId;
    if (employeeId === null) throw new Forbidden();
    if (input.tutorId && input.tutorId !== employeeId) throw new Forbidden();
    const isCreating = input.rows.some((row) => !row.replacesId);
    if (isCreating && !(await teachesCourse(tx, employeeId, course.id)))
      throw new Forbidden(SESSION_EDITOR_MESSAGES.notOnCourse);
    tutorId = employeeId;
  } else if (input.tutorId) {
    const [tutor] = await tx
      .select({ id: tutors.id })
      .from(tutors)
      .where(eq(tutors.id, input.tutorId));
    if (!tutor) throw new Invalid({ tutorId: ['is not a tutor'] });
    tutorId = tutor.id;
  }

  const types = new Map(
    (await tx.select().from(sessionTypes).where(eq(sessionTypes.brandId, course.brandId))).map(
      (type) => [type.id, type],
    ),
  );

  // Spec scheduling §7: a row's placeId must be a place the lookup answered.
  const unknownPlaces = await unknownPlaceIds(
    tx,
    input.rows.flatMap((row) => (row.placeId ? [row.placeId] : [])),
  );

  const rowErrors: SessionBatchRowErrors[] = [];
  const seen = new Set<number>(deleteIds);
  input.rows.forEach((row, index) => {
    const type = types.get(row.sessionTypeId) ?? null;
    const errors = sessionRowFieldErrors(
      {
        duration: row.duration,
        employeesRequired: row.employeesRequired ?? SESSION_EDITOR_LIMITS.tutorsRequiredDefault,
        place: row.place ?? null,
        room: row.room ?? null,
        name: row.name ?? null,
      },
      type,
    );
    if (!type) errors.sessionTypeId = [SESSION_EDITOR_MESSAGES.typeNotOfBrand];
    if (row.placeId && unknownPlaces.has(row.placeId)) errors.placeId = [PLACES_INVALID_MESSAGE];
    if (row.room !== undefined && row.room !== null && row.room.trim() === '')
      errors.room = ["can't be blank"];
    if (row.replacesId) {
      const target = targets.get(row.replacesId)!;
      if (target.courseId !== course.id) errors.replacesId = [SESSION_EDITOR_MESSAGES.notInCourse];
      else if (target.attendanceTakenAt !== null)
        errors.base = [SESSION_EDITOR_MESSAGES.attendanceTaken];
      if (seen.has(row.replacesId)) errors.replacesId = ['is replaced or deleted twice'];
      seen.add(row.replacesId);
    }
    if (Object.keys(errors).length > 0) rowErrors.push({ index, errors });
  });
  refuseRows(rowErrors);
  const badDeletes = deleteIds.filter((id) => {
    const target = targets.get(id)!;
    return target.courseId !== course.id || target.attendanceTakenAt !== null;
  });
  if (badDeletes.length > 0)
    throw new Invalid({ deleteIds: [SESSION_EDITOR_MESSAGES.notInCourse] });

  // Whoever is on a session that goes hears of it; read before it goes.
  const channels = new Set<string>();
  for (const id of targets.keys())
    for (const channel of await scheduleChannelsOfSession(tx, id)) channels.add(channel);
  const carried = new Map<number, Carried>();
  for (const id of replaceIds) carried.set(id, await carriedFrom(tx, id));
  const students = (
    await tx
      .select({ studentId: enrollments.studentId })
      .from(enrollments)
      .where(and(eq(enrollments.courseId, course.id), eq(enrollments.status, 'active')))
  ).map((row) => row.studentId);

  // Spec §4: the edited sessions are deleted on save, before their replacements take the time.
  if (targets.size > 0) await tx.delete(sessions).where(inArray(sessions.id, [...targets.keys()]));

  const scheduledById = ctx.user.spoofedBy?.id ?? ctx.user.id;
  const history: HistoryEntry[] = [];
  const sessionIds: number[] = [];
  for (const [index, row] of input.rows.entries()) {
    const type = types.get(row.sessionTypeId)!;
    const old = row.replacesId ? targets.get(row.replacesId)! : null;
    const keep = row.replacesId ? carried.get(row.replacesId)! : null;
    const supervisorId = old ? old.supervisorId : tutorId;
    const endsAt = new Date(row.startsAt.getTime() + row.duration * 60_000);
    try {
      const [inserted] = await tx
        .insert(sessions)
        .values({
          courseId: course.id,
          type: type.sessionClass,
          name: row.name?.trim() || null,
          startsAt: row.startsAt,
          endsAt,
          duration: row.duration,
          online: type.online,
          place: type.online ? null : (row.place?.trim() ?? null),
          placeId: type.online ? null : (row.placeId ?? null),
          room: type.online ? null : row.room?.trim() || null,
          supervisorId,
          employeesRequired: row.employeesRequired ?? SESSION_EDITOR_LIMITS.tutorsRequiredDefault,
          notes: old?.notes ?? null,
          suppressAttendance: old?.suppressAttendance ?? false,
          enrollmentId: old?.enrollmentId ?? null,
          sessionTypeId: type.id,
          scheduledById,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning();
      const sessionId = inserted!.id;
      const staffing =
        keep?.staff ??
        (supervisorId === null ? [] : [{ employeeId: supervisorId, supervisor: true }]);
      if (staffing.length > 0)
        await tx.insert(assignments).values(staffing.map((s) => ({ sessionId, ...s })));
      const attendees = keep?.studentIds ?? students;
      if (attendees.length > 0)
        await tx
          .insert(attendances)
          .values(attendees.map((studentId) => ({ sessionId, studentId })));
      if (keep && keep.subjectIds.length > 0)
        await tx
          .insert(sessionTopics)
          .values(
            keep.subjectIds.map((subjectId, position) => ({ sessionId, subjectId, position })),
          );
      sessionIds.push(sessionId);
      history.push({
        courseId: course.id,
        sessionId,
        change: old ? 'Session replaced' : 'Session created',
        details: old ? `${sessionLine(old)} → ${sessionLine(inserted!)}` : sessionLine(inserted!),
      });
    } catch (error) {
      // exclusion_violation: a tutor of this row already has a session then; nothing is saved.
      if (pgCode(error) !== '23P01') throw error;
      throw new Conflict(TUTOR_DOUBLE_BOOKED_MESSAGE, undefined, {
        rows: [{ index, errors: { base: [TUTOR_DOUBLE_BOOKED_MESSAGE] } }],
      });
    }
  }
  for (const id of deleteIds)
    history.push({
      courseId: course.id,
      sessionId: id,
      change: 'Session deleted',
      details: sessionLine(targets.get(id)!),
    });
  await recordCourseHistory(tx, ctx, history);

  const changes: { sessionId: number; action: 'created' | 'deleted'; channels: string[] }[] = [];
  for (const id of targets.keys()) changes.push({ sessionId: id, action: 'deleted', channels: [] });
  for (const id of sessionIds)
    changes.push({
      sessionId: id,
      action: 'created',
      channels: await scheduleChannelsOfSession(tx, id),
    });
  const everyone = [...new Set([...channels, ...changes.flatMap((c) => c.channels)])];
  return {
    output: { sessionIds, deletedIds: [...targets.keys()] },
    afterCommit: async () => {
      // One event per change, to everyone the batch touched: a calendar refetches anyway.
      for (const change of changes)
        await publishScheduleChange(ctx.deps.realtime, everyone, {
          sessionId: change.sessionId,
          action: change.action,
        });
    },
  };
}
