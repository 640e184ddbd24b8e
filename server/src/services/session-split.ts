import {
  SPLIT_SESSION_TYPE,
  auditChanges,
  auditRecordType,
  hubOf,
  splitPlan,
  splitRefusal,
  type SessionSplit,
  type SessionSplitResult,
  type SplitSession,
} from '@tp/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  assignments,
  attendances,
  brands,
  courses,
  sessions,
  subjects,
} from '../db/schema/index.ts';
import { Conflict, Invalid, NotFound } from '../http/errors.ts';
import { recordAuditEvent } from '../resources/audit-recorder.ts';
import type { ActionResult, CallContext } from '../resources/types.ts';
import { recordCourseHistory, sessionLine } from './course-history.ts';
import { publishHomeworkHelpChange } from './session-homework-help.ts';
import { publishScheduleChange, scheduleChannelsOfSession } from './sessions.ts';

type SessionRow = typeof sessions.$inferSelect;

/** The session to split, locked for the transaction, with what the rules read of it. */
async function lockedHub(
  tx: Db,
  sessionId: number,
): Promise<{ row: SessionRow; facts: SplitSession }> {
  const [found] = await tx
    .select({
      row: sessions,
      identifier: brands.identifier,
      courseSubjectId: courses.subjectId,
    })
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .innerJoin(brands, eq(brands.id, courses.brandId))
    .where(eq(sessions.id, sessionId))
    .for('update', { of: sessions });
  if (!found) throw new NotFound();
  const students = await tx
    .select({ studentId: attendances.studentId })
    .from(attendances)
    .where(eq(attendances.sessionId, sessionId))
    .orderBy(attendances.id);
  const { row } = found;
  return {
    row,
    facts: {
      identifier: found.identifier,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      canceledAt: row.canceledAt,
      subjectId: row.subjectId ?? found.courseSubjectId,
      studentIds: students.map((s) => s.studentId),
    },
  };
}

async function subjectName(tx: Db, subjectId: number): Promise<string> {
  const [subject] = await tx
    .select({ name: subjects.name })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  if (!subject) throw new Invalid({ subjectId: ['must exist'] });
  return subject.name;
}

/**
 * POST /sessions/{id}/split (spec scheduling §4): the homework-help session ends at the current
 * minute and continues as a new session of another subject (a spoke of its hub) with the same
 * tutors and the chosen students, in the action's one transaction. Once committed, the pages
 * of the session hear `split` and the tutors' and families' schedules hear of both sessions.
 */
export async function splitSession(
  tx: Db,
  ctx: CallContext,
  sessionId: number,
  input: SessionSplit,
): Promise<ActionResult> {
  const { row: hub, facts } = await lockedHub(tx, sessionId);
  const name = await subjectName(tx, input.subjectId);
  const refusal = splitRefusal(facts, input, ctx.now);
  if (refusal?.status === 422) throw new Invalid(refusal.errors);
  if (refusal?.status === 409) throw new Conflict(refusal.message);
  const plan = splitPlan(facts, input, ctx.now);
  const channelsBefore = await scheduleChannelsOfSession(tx, sessionId);

  // The hub ends first: its tutors' time then ends where the new session's begins (the
  // assignments' exclusion constraint never sees them overlap).
  await tx
    .update(sessions)
    .set({ endsAt: plan.splitAt, duration: plan.hubDuration, updatedAt: ctx.now })
    .where(eq(sessions.id, sessionId));
  const [spoke] = await tx
    .insert(sessions)
    .values({
      courseId: hub.courseId,
      type: SPLIT_SESSION_TYPE,
      name: name.slice(0, 191),
      ...plan.spoke,
      online: hub.online,
      place: hub.place,
      placeId: hub.placeId,
      room: hub.room,
      supervisorId: hub.supervisorId,
      employeesRequired: hub.employeesRequired,
      subjectId: input.subjectId,
      enrollmentId: hub.enrollmentId,
      scheduledById: ctx.user.id,
      hubId: hubOf(hub),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  const newSessionId = spoke!.id;
  const tutors = await tx
    .select({ employeeId: assignments.employeeId, supervisor: assignments.supervisor })
    .from(assignments)
    .where(eq(assignments.sessionId, sessionId));
  if (tutors.length > 0)
    await tx.insert(assignments).values(tutors.map((t) => ({ ...t, sessionId: newSessionId })));
  if (plan.studentIds.length > 0)
    await tx
      .insert(attendances)
      .values(plan.studentIds.map((studentId) => ({ sessionId: newSessionId, studentId })));

  await recordAuditEvent(tx, ctx, {
    recordType: auditRecordType('session'),
    recordId: newSessionId,
    action: 'split',
    changes: auditChanges(null, { ...spoke, studentIds: plan.studentIds }),
  });
  await recordCourseHistory(tx, ctx, [
    {
      courseId: hub.courseId,
      sessionId,
      change: 'Session split',
      details: `Continues as a new ${name} session from ${sessionLine(spoke!)}`,
    },
    {
      courseId: hub.courseId,
      sessionId: newSessionId,
      change: 'Session created',
      details: `${name}: ${sessionLine(spoke!)} (split from session ${sessionId})`,
    },
  ]);
  const channelsAfter = await scheduleChannelsOfSession(tx, newSessionId);
  const output: SessionSplitResult = { newSessionId, hubId: hubOf(hub), subjectName: name };
  return {
    output,
    afterCommit: async () => {
      await publishHomeworkHelpChange(ctx.deps.realtime, {
        sessionId,
        action: 'split',
        newSessionId,
        subjectName: name,
      });
      await publishScheduleChange(ctx.deps.realtime, channelsBefore, {
        sessionId,
        action: 'updated',
      });
      await publishScheduleChange(ctx.deps.realtime, channelsAfter, {
        sessionId: newSessionId,
        action: 'created',
      });
    },
  };
}
