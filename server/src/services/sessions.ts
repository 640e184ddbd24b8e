import { SCHEDULE_CHANGE_EVENT, privateUserChannel } from '@tp/domain';
import { assertCanStaffSession } from './staffing.ts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  assignments,
  attendances,
  employees,
  parents,
  sessions,
  students,
  tutors,
} from '../db/schema/index.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import { Invalid, NotFound } from '../http/errors.ts';
import type { ActionResult, CallContext, WriteAction, WriteHooks } from '../resources/types.ts';
import { recordCourseHistory, sessionLine } from './course-history.ts';
import { log } from '../log/log-line.ts';
import { publishNewNotices } from './notices.ts';
import { noticeSessionCanceled, noticeSessionUpdated } from './notices-events.ts';
import { noticeNewAssignment } from './notices-staff-events.ts';

/** User ids of a session's tutors: its supervisor and every tutor assigned to it. */
export async function tutorUserIdsOfSession(db: Db, sessionId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: employees.userId })
    .from(employees)
    .innerJoin(tutors, eq(tutors.id, employees.id))
    .where(
      sql`${employees.id} in (select ${sessions.supervisorId} from ${sessions} where ${sessions.id} = ${sessionId}
        union select ${assignments.employeeId} from ${assignments} where ${assignments.sessionId} = ${sessionId})`,
    );
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}

/**
 * Keeps the supervisor staffed: the session's supervisor has the one assignment flagged
 * `supervisor`; a previous supervisor's flagged assignment goes (they were replaced), other
 * assignments stay.
 */
export async function syncSupervisorAssignment(db: Db, sessionId: number): Promise<void> {
  const [session] = await db
    .select({ supervisorId: sessions.supervisorId })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!session) return;
  const { supervisorId } = session;
  await db
    .delete(assignments)
    .where(
      and(
        eq(assignments.sessionId, sessionId),
        eq(assignments.supervisor, true),
        supervisorId === null ? undefined : ne(assignments.employeeId, supervisorId),
      ),
    );
  if (supervisorId === null) return;
  await db
    .insert(assignments)
    .values({ sessionId, employeeId: supervisorId, supervisor: true })
    .onConflictDoUpdate({
      target: [assignments.sessionId, assignments.employeeId],
      set: { supervisor: true },
    });
}

/**
 * The private channels a change to a session reaches (spec scheduling §7 Realtime): its
 * tutors' (`private-tutor-user-{id}`), its students' with a sign-in
 * (`private-student-user-{id}`) and their parents' (`private-parent-user-{id}`). Read before
 * a change and after it, so whoever the change added or removed hears of it.
 */
export async function scheduleChannelsOfSession(db: Db, sessionId: number): Promise<string[]> {
  const tutorUsers = await tutorUserIdsOfSession(db, sessionId);
  const families = await db
    .select({ studentUserId: students.userId, parentUserId: parents.userId })
    .from(attendances)
    .innerJoin(students, eq(students.id, attendances.studentId))
    .leftJoin(parents, eq(parents.id, students.parentId))
    .where(eq(attendances.sessionId, sessionId));
  const channels = [
    ...tutorUsers.map((userId) => privateUserChannel('tutor', userId)),
    ...families.flatMap((row) =>
      row.studentUserId === null ? [] : [privateUserChannel('student', row.studentUserId)],
    ),
    ...families.flatMap((row) =>
      row.parentUserId === null ? [] : [privateUserChannel('parent', row.parentUserId)],
    ),
  ];
  return [...new Set(channels)];
}

/** The channel of a tutor (tutor id, the same number as their employee id), for availability. */
export async function scheduleChannelsOfTutor(db: Db, tutorId: number): Promise<string[]> {
  const [row] = await db
    .select({ userId: employees.userId })
    .from(employees)
    .where(eq(employees.id, tutorId));
  return row ? [privateUserChannel('tutor', row.userId)] : [];
}

/** What a schedule-change says: the session or availabilities that changed, and how. */
export type ScheduleChange =
  | { sessionId: number; action: WriteAction | 'canceled' }
  | { availabilityIds: number[]; tutorId: number; action: WriteAction | 'repeated' | 'cleared' };

/**
 * Tells each schedule that something changed: event `schedule-change` on each channel. The
 * change is already committed, so a publisher failure is logged, not turned into a failed
 * request.
 */
export async function publishScheduleChange(
  realtime: RealtimePublisher,
  channels: readonly string[],
  change: ScheduleChange,
): Promise<void> {
  await Promise.all(
    [...new Set(channels)].map(async (channel) => {
      try {
        await realtime.publish(channel, SCHEDULE_CHANGE_EVENT, change);
      } catch (error) {
        log.error(`schedule-change to ${channel} failed`, error);
      }
    }),
  );
}

/**
 * Session writes: the supervisor's assignment follows the supervisor, and every tutor of the
 * session before or after the change hears about it once the transaction commits.
 */
export const sessionWriteHooks: WriteHooks = {
  before: (tx, id) => scheduleChannelsOfSession(tx, id),
  async after(tx, { action, id, before }, ctx) {
    if (action !== 'deleted') await syncSupervisorAssignment(tx, id);
    const after = action === 'deleted' ? [] : await scheduleChannelsOfSession(tx, id);
    const previous = Array.isArray(before) ? (before as string[]) : [];
    const channels = [...new Set([...previous, ...after])];
    const notices = action === 'updated' ? await noticeSessionUpdated(tx, ctx, id) : [];
    return async () => {
      await publishScheduleChange(ctx.deps.realtime, channels, { sessionId: id, action });
      await publishNewNotices(ctx.deps.realtime, notices);
    };
  },
};

/** Assignment writes change who teaches a session: its tutors hear about it as an update. */
export const assignmentWriteHooks: WriteHooks = {
  /** The staffing rules (services/staffing.ts) hold for an assignment written directly too. */
  async beforeCreate(tx, values) {
    await assertCanStaffSession(tx, Number(values.sessionId), Number(values.employeeId));
    return values;
  },
  async before(tx, id) {
    const [row] = await tx
      .select({ sessionId: assignments.sessionId, employeeId: assignments.employeeId })
      .from(assignments)
      .where(eq(assignments.id, id));
    return row ? { ...row, channels: await scheduleChannelsOfSession(tx, row.sessionId) } : null;
  },
  async after(tx, change, ctx) {
    const { id, before } = change;
    const previous = before as
      | { sessionId: number; employeeId: number; channels: string[] }
      | null
      | undefined;
    // Moving an assignment to another tutor or session staffs that one: the same rules hold
    // (a refusal here rolls the update back with the rest of its transaction). An edit that
    // keeps both (the attended flag) is not a new staffing.
    if (change.action === 'updated' && previous) {
      const [row] = await tx
        .select({ sessionId: assignments.sessionId, employeeId: assignments.employeeId })
        .from(assignments)
        .where(eq(assignments.id, id));
      if (row && (row.employeeId !== previous.employeeId || row.sessionId !== previous.sessionId))
        await assertCanStaffSession(tx, row.sessionId, row.employeeId);
    }
    let sessionId = previous?.sessionId;
    if (sessionId === undefined) {
      const [row] = await tx
        .select({ sessionId: assignments.sessionId })
        .from(assignments)
        .where(inArray(assignments.id, [id]));
      sessionId = row?.sessionId;
    }
    if (sessionId === undefined) return;
    const channels = [
      ...new Set([
        ...(previous?.channels ?? []),
        ...(await scheduleChannelsOfSession(tx, sessionId)),
      ]),
    ];
    const changed = sessionId;
    // A tutor put on a session by someone else has a New Assignment.
    const notices =
      change.action === 'created' ? await noticeNewAssignmentOf(tx, ctx, change.id) : [];
    return async () => {
      await publishScheduleChange(ctx.deps.realtime, channels, {
        sessionId: changed,
        action: 'updated',
      });
      await publishNewNotices(ctx.deps.realtime, notices);
    };
  },
};

async function noticeNewAssignmentOf(tx: Db, ctx: CallContext, assignmentId: number) {
  const [row] = await tx
    .select({ employeeId: assignments.employeeId, sessionId: assignments.sessionId })
    .from(assignments)
    .where(eq(assignments.id, assignmentId));
  if (!row) return [];
  return noticeNewAssignment(tx, ctx, { employeeId: row.employeeId, sessionIds: [row.sessionId] });
}

/** Why a session cannot be canceled (422 on base). */
export const SESSION_ALREADY_CANCELED_MESSAGE = 'This session is already canceled.';
export const SESSION_ALREADY_ENDED_MESSAGE = 'This session has already ended.';

/**
 * Cancels a session (PUT /sessions/{id}/cancel): it stays on record with `canceledAt`, and
 * the database's triggers free its tutors' time (assignments.during), so its availability
 * and its enrollment's hours are free again. Recorded in the course history; everyone on
 * the session hears of it after the commit.
 */
export async function cancelSession(
  tx: Db,
  ctx: CallContext,
  sessionId: number,
): Promise<ActionResult> {
  const [row] = await tx.select().from(sessions).where(eq(sessions.id, sessionId));
  if (!row) throw new NotFound();
  if (row.canceledAt !== null) throw new Invalid({ base: [SESSION_ALREADY_CANCELED_MESSAGE] });
  if (row.endsAt.getTime() <= ctx.now.getTime())
    throw new Invalid({ base: [SESSION_ALREADY_ENDED_MESSAGE] });
  await tx
    .update(sessions)
    .set({ canceledAt: ctx.now, updatedAt: ctx.now })
    .where(eq(sessions.id, sessionId));
  await recordCourseHistory(tx, ctx, [
    { courseId: row.courseId, sessionId, change: 'Session canceled', details: sessionLine(row) },
  ]);
  const channels = await scheduleChannelsOfSession(tx, sessionId);
  const notices = await noticeSessionCanceled(tx, ctx, sessionId);
  return {
    afterCommit: async () => {
      await publishScheduleChange(ctx.deps.realtime, channels, { sessionId, action: 'canceled' });
      await publishNewNotices(ctx.deps.realtime, notices);
    },
  };
}
