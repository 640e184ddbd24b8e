import { SCHEDULE_CHANGE_EVENT, privateUserChannel } from '@tp/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { assignments, employees, sessions, tutors } from '../db/schema/index.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import type { WriteAction, WriteHooks } from '../resources/types.ts';

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
 * Tells each tutor's schedule that a session changed: event `schedule-change` with
 * `{ sessionId, action }` on `private-tutor-user-{userId}`. The change is already committed,
 * so a publisher failure is logged, not turned into a failed request.
 */
export async function publishScheduleChange(
  realtime: RealtimePublisher,
  userIds: readonly number[],
  sessionId: number,
  action: WriteAction,
): Promise<void> {
  await Promise.all(
    userIds.map(async (userId) => {
      try {
        await realtime.publish(privateUserChannel('tutor', userId), SCHEDULE_CHANGE_EVENT, {
          sessionId,
          action,
        });
      } catch (error) {
        console.error(`schedule-change for session ${sessionId} to user ${userId} failed`, error);
      }
    }),
  );
}

/**
 * Session writes: the supervisor's assignment follows the supervisor, and every tutor of the
 * session before or after the change hears about it once the transaction commits.
 */
export const sessionWriteHooks: WriteHooks = {
  before: (tx, id) => tutorUserIdsOfSession(tx, id),
  async after(tx, { action, id, before }, ctx) {
    if (action !== 'deleted') await syncSupervisorAssignment(tx, id);
    const after = action === 'deleted' ? [] : await tutorUserIdsOfSession(tx, id);
    const previous = Array.isArray(before) ? (before as number[]) : [];
    const userIds = [...new Set([...previous, ...after])];
    return () => publishScheduleChange(ctx.deps.realtime, userIds, id, action);
  },
};

/** Assignment writes change who teaches a session: its tutors hear about it as an update. */
export const assignmentWriteHooks: WriteHooks = {
  async before(tx, id) {
    const [row] = await tx
      .select({ sessionId: assignments.sessionId })
      .from(assignments)
      .where(eq(assignments.id, id));
    return row
      ? { sessionId: row.sessionId, userIds: await tutorUserIdsOfSession(tx, row.sessionId) }
      : null;
  },
  async after(tx, { id, before }, ctx) {
    const previous = before as { sessionId: number; userIds: number[] } | null | undefined;
    let sessionId = previous?.sessionId;
    if (sessionId === undefined) {
      const [row] = await tx
        .select({ sessionId: assignments.sessionId })
        .from(assignments)
        .where(inArray(assignments.id, [id]));
      sessionId = row?.sessionId;
    }
    if (sessionId === undefined) return;
    const userIds = [
      ...new Set([...(previous?.userIds ?? []), ...(await tutorUserIdsOfSession(tx, sessionId))]),
    ];
    const changed = sessionId;
    return () => publishScheduleChange(ctx.deps.realtime, userIds, changed, 'updated');
  },
};
