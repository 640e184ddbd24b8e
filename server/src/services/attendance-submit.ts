import {
  ATTENDANCE_INVALID_MESSAGE,
  HOMEWORK_HELP_ATTENDANCE_CHANGE_EVENT,
  attendanceRefusal,
  recordsAttendance,
  attendanceRowErrors,
  brandRequiresAttendanceNote,
  homeworkHelpSessionChannel,
  type AttendanceSubmit,
  type FieldErrors,
  type HomeworkHelpAttendanceChange,
} from '@tp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  assignments,
  attendances,
  brands,
  courses,
  departments,
  sessions,
  studentBadges,
  students,
} from '../db/schema/index.ts';
import { Conflict, Invalid, NotFound } from '../http/errors.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import type { ActionResult, AfterCommit, CallContext, WriteHooks } from '../resources/types.ts';
import { publishStudentChanges, studentChanges } from './points.ts';
import { log } from '../log/log-line.ts';

/** What the attendance and allotment rules read of a session, its course and its brand. */
export interface SessionRulesContext {
  id: number;
  startsAt: Date;
  endsAt: Date;
  duration: number;
  suppressAttendance: boolean;
  canceledAt: Date | null;
  attendanceTakenAt: Date | null;
  allotmentsSkippedAt: Date | null;
  subjectId: number | null;
  courseSubjectId: number | null;
  includePoints: boolean;
  requiresAttendanceNote: boolean;
}

/**
 * The session's rule context. With `lock`, the session row is locked until the transaction
 * ends, so two submits (or a submit and an allotment save) of one session run one after the
 * other instead of interleaving their writes.
 */
export async function sessionRulesContext(
  tx: Db,
  sessionId: number,
  options: { lock?: boolean } = {},
): Promise<SessionRulesContext> {
  if (options.lock)
    await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .for('update');
  const [row] = await tx
    .select({
      id: sessions.id,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
      duration: sessions.duration,
      suppressAttendance: sessions.suppressAttendance,
      canceledAt: sessions.canceledAt,
      attendanceTakenAt: sessions.attendanceTakenAt,
      allotmentsSkippedAt: sessions.allotmentsSkippedAt,
      subjectId: sessions.subjectId,
      courseSubjectId: courses.subjectId,
      includePoints: brands.includePoints,
      brandName: brands.name,
      departmentName: departments.name,
    })
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .innerJoin(brands, eq(brands.id, courses.brandId))
    .leftJoin(departments, eq(departments.id, brands.departmentId))
    .where(eq(sessions.id, sessionId));
  if (!row) throw new NotFound();
  const { brandName, departmentName, ...session } = row;
  return {
    ...session,
    requiresAttendanceNote: brandRequiresAttendanceNote({ name: brandName, departmentName }),
  };
}

/** 409 with the rule's message while attendance may not be taken. */
function assertAttendanceOpen(session: SessionRulesContext, now: Date): void {
  const refusal = attendanceRefusal(session, now);
  if (refusal) throw new Conflict(refusal);
}

const NOT_OF_SESSION = 'is not on this session';
const TWICE = 'is given twice';

/** Refuses rows of other sessions, the same row twice, and points or gems without points. */
function shapeErrors(
  input: AttendanceSubmit,
  session: SessionRulesContext,
  attendanceIds: Set<number>,
  assignmentIds: Set<number>,
): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  input.attendances.forEach((row, i) => {
    if (!attendanceIds.has(row.id)) errors[`attendances[${i}].id`] = [NOT_OF_SESSION];
    else if (seen.has(row.id)) errors[`attendances[${i}].id`] = [TWICE];
    seen.add(row.id);
    if (!session.includePoints && (row.points ?? 0) > 0)
      errors[`attendances[${i}].points`] = ['are only given in brands with points'];
    if (!session.includePoints && (row.badges?.length ?? 0) > 0)
      errors[`attendances[${i}].badges`] = ['are only given in brands with points'];
  });
  const seenAssignments = new Set<number>();
  (input.assignments ?? []).forEach((row, i) => {
    if (!assignmentIds.has(row.id)) errors[`assignments[${i}].id`] = [NOT_OF_SESSION];
    else if (seenAssignments.has(row.id)) errors[`assignments[${i}].id`] = [TWICE];
    seenAssignments.add(row.id);
  });
  return errors;
}

/** Test seams: a pause after the first write, to interrupt a submit half-way (the kill test). */
export interface SubmitProbe {
  afterFirstWrite?(): Promise<void>;
}

/**
 * POST /sessions/{id}/submit_attendance: every row, the points and gems, the tutors' attended
 * and attendanceTakenAt in the caller's one transaction, so a refusal or a crash half-way
 * stores nothing. Events go out after the commit.
 */
export async function submitAttendance(
  tx: Db,
  ctx: CallContext,
  sessionId: number,
  input: AttendanceSubmit,
  probe: SubmitProbe = {},
): Promise<ActionResult> {
  const session = await sessionRulesContext(tx, sessionId, { lock: true });
  assertAttendanceOpen(session, ctx.now);

  const stored = await tx
    .select({
      id: attendances.id,
      studentId: attendances.studentId,
      notes: attendances.notes,
    })
    .from(attendances)
    .where(eq(attendances.sessionId, sessionId));
  const storedById = new Map(stored.map((row) => [row.id, row]));
  const assignmentRows = await tx
    .select({ id: assignments.id })
    .from(assignments)
    .where(eq(assignments.sessionId, sessionId));
  const shape = shapeErrors(
    input,
    session,
    new Set(storedById.keys()),
    new Set(assignmentRows.map((row) => row.id)),
  );
  if (Object.keys(shape).length > 0) throw new Invalid(shape);

  const ruleContext = {
    requiresAttendanceNote: session.requiresAttendanceNote,
    attendanceTaken: session.attendanceTakenAt !== null,
  };
  const errors: FieldErrors = {};
  input.attendances.forEach((row, i) => {
    const notes = row.notes !== undefined ? row.notes : storedById.get(row.id)!.notes;
    for (const [field, messages] of Object.entries(
      attendanceRowErrors({ attended: row.attended, notes }, ruleContext),
    ))
      errors[`attendances[${i}].${field}`] = messages;
  });
  if (Object.keys(errors).length > 0)
    throw new Invalid({ ...errors, base: [ATTENDANCE_INVALID_MESSAGE] });

  let isFirstWrite = true;
  const wrote = async () => {
    if (isFirstWrite && probe.afterFirstWrite) await probe.afterFirstWrite();
    isFirstWrite = false;
  };
  const rewardedStudentIds = new Set<number>();
  for (const row of input.attendances) {
    const points = row.points ?? 0;
    await tx
      .update(attendances)
      .set({
        attended: row.attended,
        ...(row.notes !== undefined ? { notes: row.notes } : {}),
        // Counters add in SQL on the stored totals, so concurrent awards all count.
        ...(points > 0 ? { points: sql`${attendances.points} + ${points}` } : {}),
      })
      .where(eq(attendances.id, row.id));
    await wrote();
    const studentId = storedById.get(row.id)!.studentId;
    if (points > 0) {
      await tx
        .update(students)
        .set({ points: sql`${students.points} + ${points}` })
        .where(eq(students.id, studentId));
      rewardedStudentIds.add(studentId);
    }
    if (row.badges && row.badges.length > 0) {
      await tx.insert(studentBadges).values(
        row.badges.map((description) => ({
          studentId,
          description,
          sessionId,
          awardedById: ctx.user.id,
        })),
      );
      rewardedStudentIds.add(studentId);
    }
  }
  for (const row of input.assignments ?? [])
    await tx
      .update(assignments)
      .set({ attended: row.attended })
      .where(and(eq(assignments.id, row.id), eq(assignments.sessionId, sessionId)));
  await tx
    .update(sessions)
    .set({ attendanceTakenAt: ctx.now, updatedAt: ctx.now })
    .where(eq(sessions.id, sessionId));

  const changes = await studentChanges(tx, [...rewardedStudentIds]);
  const attendanceChanges: HomeworkHelpAttendanceChange[] = input.attendances.map((row) => ({
    sessionId,
    attendanceId: row.id,
    studentId: storedById.get(row.id)!.studentId,
  }));
  return {
    afterCommit: async () => {
      await publishStudentChanges(ctx.deps.realtime, sessionId, changes);
      await publishAttendanceChanges(ctx.deps.realtime, attendanceChanges);
    },
  };
}

/** Each changed attendance on its session's homework-help channel (ids only: it is public). */
export async function publishAttendanceChanges(
  realtime: RealtimePublisher,
  changes: readonly HomeworkHelpAttendanceChange[],
): Promise<void> {
  for (const change of changes) {
    try {
      await realtime.publish(
        homeworkHelpSessionChannel(change.sessionId),
        HOMEWORK_HELP_ATTENDANCE_CHANGE_EVENT,
        change,
      );
    } catch (error) {
      // Already committed: a publisher failure is logged, not turned into a failed request.
      log.error('homework-help-attendance-change failed', error);
    }
  }
}

/** A student added to a session (POST /attendances) is news on its homework-help channel. */
async function attendanceAdded(tx: Db, id: number, ctx: CallContext): Promise<AfterCommit | void> {
  const [row] = await tx
    .select({ sessionId: attendances.sessionId, studentId: attendances.studentId })
    .from(attendances)
    .where(eq(attendances.id, id));
  if (!row) return;
  const change = { ...row, attendanceId: id };
  return () => publishAttendanceChanges(ctx.deps.realtime, [change]);
}

/**
 * PUT /attendances/{id}: the same rules as the submit, for one student, checked on the row as
 * written (inside the update's transaction, so a refusal stores nothing).
 */
export const attendanceUpdateHooks: WriteHooks = {
  // A deleted attendance's session and student, read before the row goes (spec §4: a student
  // leaving is an attendance update too).
  async before(tx, id) {
    const [row] = await tx
      .select({ sessionId: attendances.sessionId, studentId: attendances.studentId })
      .from(attendances)
      .where(eq(attendances.id, id));
    return row ?? null;
  },
  async after(tx, { action, id, payload, before }, ctx): Promise<AfterCommit | void> {
    const gone = before as { sessionId: number; studentId: number } | null;
    if (action === 'deleted' && gone) {
      const change = { ...gone, attendanceId: id };
      return () => publishAttendanceChanges(ctx.deps.realtime, [change]);
    }
    if (action === 'created') return attendanceAdded(tx, id, ctx);
    if (action !== 'updated' || !payload) return;
    if (payload.attended === undefined && payload.notes === undefined) return;
    const [row] = await tx
      .select({
        sessionId: attendances.sessionId,
        studentId: attendances.studentId,
        attended: attendances.attended,
        notes: attendances.notes,
      })
      .from(attendances)
      .where(eq(attendances.id, id));
    if (!row) return;
    const session = await sessionRulesContext(tx, row.sessionId);
    if (recordsAttendance(row)) assertAttendanceOpen(session, ctx.now);
    const errors = attendanceRowErrors(row, {
      requiresAttendanceNote: session.requiresAttendanceNote,
      attendanceTaken: session.attendanceTakenAt !== null,
    });
    if (Object.keys(errors).length > 0) throw new Invalid(errors);
    const change = { sessionId: row.sessionId, attendanceId: id, studentId: row.studentId };
    return () => publishAttendanceChanges(ctx.deps.realtime, [change]);
  },
};
