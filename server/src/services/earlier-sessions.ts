import type { EarlierSessionsAnswer } from '@tp/domain';
import { and, asc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attendances, sessions } from '../db/schema/index.ts';
import { reachCondition, readReachOf } from '../resources/access.ts';
import { isIn, qualified, tutorSessionIds } from '../resources/scopes.ts';
import type { CallContext, Resource } from '../resources/types.ts';

export interface EarlierSessionsInput {
  tutorId: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * GET /sessions/earlier_sessions (domain's SESSION_HISTORY_ACTIONS): for each student of the
 * tutor's standing sessions in the window, how many of the tutor's standing sessions they attend
 * start before their first one there. Two queries whatever the number of students: the
 * students' first sessions, then one count each in the same statement. Only the sessions and
 * attendances the caller may read count, as the sessions list's `studentId` filter does.
 */
export async function earlierSessionsOf(
  db: Db,
  ctx: CallContext,
  input: EarlierSessionsInput,
  resources: { sessions: Resource; attendances: Resource },
): Promise<EarlierSessionsAnswer> {
  const sessionReach = readReachOf(resources.sessions, ctx.user);
  const attendanceReach = readReachOf(resources.attendances, ctx.user);
  if (sessionReach.kind === 'none' || attendanceReach.kind === 'none') return { students: [] };
  // The tutor's standing sessions with a student on them, as far as the caller may read.
  const standing = (...more: SQL[]) =>
    and(
      isIn(sessions.id, tutorSessionIds(input.tutorId)),
      isNull(sessions.canceledAt),
      reachCondition(sessionReach),
      reachCondition(attendanceReach),
      ...more,
    );
  const firsts = db
    .select({
      studentId: attendances.studentId,
      firstStart: sql<Date>`min(${sessions.startsAt})`.as('first_start'),
    })
    .from(sessions)
    .innerJoin(attendances, eq(attendances.sessionId, sessions.id))
    .where(standing(lt(sessions.startsAt, input.endsAt), gt(sessions.endsAt, input.startsAt)))
    .groupBy(attendances.studentId)
    .as('firsts');
  // Columns written out in full: in a select list, drizzle drops their table's name.
  const sessionId = qualified(sessions.id);
  const earlier = sql<number>`(select count(distinct ${sessionId})::int from ${sessions}
    inner join ${attendances} on ${qualified(attendances.sessionId)} = ${sessionId}
    where ${standing(
      sql`${qualified(attendances.studentId)} = ${firsts.studentId}`,
      sql`${qualified(sessions.startsAt)} < ${firsts.firstStart}`,
    )})`;
  const rows = await db
    .select({ studentId: firsts.studentId, earlierSessions: earlier.mapWith(Number) })
    .from(firsts)
    .orderBy(asc(firsts.studentId));
  return { students: rows };
}
