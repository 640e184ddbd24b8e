import {
  STUDENT_CHANGE_EVENT,
  levelProgress,
  privateSessionChannel,
  privateUserChannel,
  type StudentChange,
  type StudentLevelView,
} from '@tp/domain';
import { and, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attendances, sessions, studentBadges, students } from '../db/schema/index.ts';

import type { RealtimePublisher } from '../realtime/publisher.ts';
import type { ActionResult, CallContext } from '../resources/types.ts';
import { qualified } from '../resources/scopes.ts';
import { log } from '../log/log-line.ts';

/** A student's level as one JSON row: the highest threshold reached and the next one. */
export interface StudentLevelRow {
  sequence: number;
  rank: string;
  pointThreshold: number;
  nextRank: string | null;
  nextThreshold: number | null;
}

/**
 * The level of `students` (correlated on its `points`), for the students resource and the
 * check-in board: null below the first threshold.
 */
export const studentLevelRow = sql<StudentLevelRow | null>`(select json_build_object(
    'sequence', sl_l.sequence, 'rank', sl_l.rank, 'pointThreshold', sl_l.point_threshold,
    'nextRank', sl_n.rank, 'nextThreshold', sl_n.point_threshold)
  from levels sl_l
  left join lateral (select sl_x.rank, sl_x.point_threshold from levels sl_x
    where sl_x.point_threshold > sl_l.point_threshold
    order by sl_x.point_threshold limit 1) sl_n on true
  where sl_l.point_threshold <= ${qualified(students.points)}
  order by sl_l.point_threshold desc limit 1)`;

/** Employees supervising a session a student attends (the student id given as SQL). */
export function supervisorIdsOf(studentId: SQL): SQL<number[]> {
  return sql<
    number[]
  >`coalesce((select array_agg(distinct ss_s.supervisor_id order by ss_s.supervisor_id)
    from attendances ss_a inner join sessions ss_s on ss_s.id = ss_a.session_id
    where ss_a.student_id = ${studentId} and ss_s.supervisor_id is not null), '{}')`;
}

/** Unredeemed badges of `students`. */
export const studentUnredeemedBadgesCount = sql<number>`(select count(*)::int from ${studentBadges}
  where ${studentBadges.studentId} = ${qualified(students.id)} and ${studentBadges.redeemedAt} is null)`;

/** The wire level from its row and the student's points (progress capped by domain's rule). */
export function studentLevelView(
  row: StudentLevelRow | null,
  points: number,
): StudentLevelView | null {
  if (!row) return null;
  return {
    sequence: row.sequence,
    rank: row.rank,
    pointThreshold: row.pointThreshold,
    nextLevel:
      row.nextRank !== null && row.nextThreshold !== null
        ? { rank: row.nextRank, pointThreshold: row.nextThreshold }
        : null,
    progress: levelProgress(points, row.nextThreshold),
  };
}

/** A student change to publish, with the user whose private channel hears it. */
export interface StudentChangeNote extends StudentChange {
  userId: number | null;
}

/** The current points and unredeemed badges of some students (read inside the writer's tx). */
export async function studentChanges(tx: Db, studentIds: number[]): Promise<StudentChangeNote[]> {
  if (studentIds.length === 0) return [];
  return tx
    .select({
      studentId: students.id,
      userId: students.userId,
      points: students.points,
      unredeemedBadgesCount: studentUnredeemedBadgesCount,
    })
    .from(students)
    .where(inArray(students.id, studentIds));
}

/**
 * `student-change` for each student: on the check-in boards of the sessions given and on the
 * student's own private channel. Already committed, so a failure is logged, not answered.
 */
export async function publishStudentChanges(
  realtime: RealtimePublisher,
  sessionIds: number | readonly number[],
  changes: readonly StudentChangeNote[],
): Promise<void> {
  const boards = typeof sessionIds === 'number' ? [sessionIds] : sessionIds;
  for (const { userId, ...change } of changes) {
    const channels = boards.map(privateSessionChannel);
    if (userId !== null) channels.push(privateUserChannel('student', userId));
    for (const channel of channels) {
      try {
        await realtime.publish(channel, STUDENT_CHANGE_EVENT, change);
      } catch (error) {
        log.error(`student-change to ${channel} failed`, error);
      }
    }
  }
}

/** How long before its start a session's board listens (the attendance window, spec §4). */
const BOARD_OPENS_MINUTES_BEFORE = 30;

/** The sessions of a student whose check-in board may be up now (open and not ended). */
async function liveSessionIdsOf(tx: Db, studentId: number, now: Date): Promise<number[]> {
  const rows = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(attendances, eq(attendances.sessionId, sessions.id))
    .where(
      and(
        eq(attendances.studentId, studentId),
        isNull(sessions.canceledAt),
        lte(sessions.startsAt, new Date(now.getTime() + BOARD_OPENS_MINUTES_BEFORE * 60_000)),
        gte(sessions.endsAt, now),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * PUT /students/{id}/increment_points (who may: domain's staffOrStudentsTutor): points = points
 * + n in SQL, so concurrent increments all count; the student and the boards of their sessions in progress hear of it after the commit.
 */
export async function incrementStudentPoints(
  tx: Db,
  ctx: CallContext,
  studentId: number,
  points: number,
): Promise<ActionResult> {
  await tx
    .update(students)
    .set({ points: sql`${students.points} + ${points}` })
    .where(eq(students.id, studentId));
  const changes = await studentChanges(tx, [studentId]);
  const boards = await liveSessionIdsOf(tx, studentId, ctx.now);
  return { afterCommit: () => publishStudentChanges(ctx.deps.realtime, boards, changes) };
}

/** After a badge is given or redeemed: the student's count changed. */
export async function studentBadgeChanged(
  tx: Db,
  ctx: CallContext,
  studentId: number,
): Promise<() => Promise<void>> {
  const changes = await studentChanges(tx, [studentId]);
  const boards = await liveSessionIdsOf(tx, studentId, ctx.now);
  return () => publishStudentChanges(ctx.deps.realtime, boards, changes);
}
