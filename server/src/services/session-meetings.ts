import {
  DYNAMIC_SUBJECT_REQUIRED_MESSAGE,
  SESSION_NOT_LAUNCHABLE_MESSAGE,
  meetingRefusal,
  type SessionRecording,
} from '@tp/domain';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  assignments,
  attendances,
  courses,
  sessionMeetings,
  sessions,
} from '../db/schema/index.ts';
import { Conflict, Invalid, NotFound } from '../http/errors.ts';
import { MeetingProviderError, type ProvisionedMeeting } from '../meetings/meeting-provider.ts';
import { meetingsOf } from '../meetings/meetings-from-config.ts';
import type { CallContext, WriteHooks } from '../resources/types.ts';
import { log } from '../log/log-line.ts';

export const MEETING_UNAVAILABLE_MESSAGE =
  'The video meeting could not be made right now. Please try again in a moment.';

type StoredMeeting = ProvisionedMeeting & { provider: string };

async function storedMeeting(db: Db, sessionId: number): Promise<StoredMeeting | null> {
  const [row] = await db
    .select({
      provider: sessionMeetings.provider,
      externalId: sessionMeetings.externalId,
      joinUrl: sessionMeetings.joinUrl,
      startUrl: sessionMeetings.startUrl,
    })
    .from(sessionMeetings)
    .where(eq(sessionMeetings.sessionId, sessionId));
  return row ?? null;
}

/**
 * The session's meeting, made once (spec §4 "prepare"): the session row is locked first, so
 * concurrent calls wait for the first one's meeting instead of making their own. 409 for a
 * canceled or ended session, or when the provider fails (its details are logged, not answered).
 */
export async function provisionMeeting(
  tx: Db,
  ctx: CallContext,
  sessionId: number,
): Promise<StoredMeeting> {
  const [session] = await tx
    .select({
      name: sessions.name,
      courseTitle: courses.title,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
      duration: sessions.duration,
      canceledAt: sessions.canceledAt,
    })
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .where(eq(sessions.id, sessionId))
    .for('update', { of: sessions });
  if (!session) throw new NotFound();
  const existing = await storedMeeting(tx, sessionId);
  if (existing) return existing;
  const refusal = meetingRefusal(session, ctx.now);
  if (refusal) throw new Conflict(refusal);
  const provider = meetingsOf(ctx.deps);
  let made: ProvisionedMeeting;
  try {
    made = await provider.create({
      sessionId,
      topic: session.name ? `${session.courseTitle}: ${session.name}` : session.courseTitle,
      startsAt: session.startsAt,
      duration: session.duration,
    });
  } catch (error) {
    if (!(error instanceof MeetingProviderError)) throw error;
    log.error(`meeting for session ${sessionId} failed`, error);
    throw new Conflict(MEETING_UNAVAILABLE_MESSAGE);
  }
  await tx.insert(sessionMeetings).values({ sessionId, provider: provider.name, ...made });
  return { provider: provider.name, ...made };
}

/** The meeting's recordings; none before a meeting exists or with a provider that keeps none. */
export async function meetingRecordings(
  db: Db,
  ctx: CallContext,
  sessionId: number,
): Promise<SessionRecording[]> {
  const meeting = await storedMeeting(db, sessionId);
  const provider = meetingsOf(ctx.deps);
  // A meeting made by another provider (the settings changed since) cannot be asked about.
  if (!meeting || meeting.provider !== provider.name) return [];
  try {
    return await provider.recordings(meeting.externalId);
  } catch (error) {
    if (!(error instanceof MeetingProviderError)) throw error;
    log.error(`recordings of session ${sessionId} failed`, error);
    throw new Conflict(MEETING_UNAVAILABLE_MESSAGE);
  }
}

/** The column's value, or `now` when it has none yet: only the first time is kept. */
function firstTime(column: PgColumn, now: Date): SQL {
  return sql`coalesce(${column}, ${now.toISOString()}::timestamptz)`;
}

/**
 * Keeps a row's lockVersion as it is: joining is not an edit, and a page that read the record
 * before someone joined must still be able to save (close the session, take attendance).
 */
function unchanged(table: { lockVersion: PgColumn }): SQL {
  return sql`${table.lockVersion}`;
}

/** What connect and launch read of the session as the caller sees it. */
interface LiveRecord {
  launchable: boolean;
}

function assertLaunchable(record: LiveRecord): void {
  if (!record.launchable) throw new Conflict(SESSION_NOT_LAUNCHABLE_MESSAGE);
}

/**
 * Someone joins (spec §4 Connect): their first join is recorded (a student's attendance, an
 * employee's assignment) and so is the session's first connection; answers the join url,
 * making the meeting first when nobody prepared it.
 */
export async function connectToMeeting(
  tx: Db,
  ctx: CallContext,
  sessionId: number,
  record: LiveRecord,
): Promise<string> {
  assertLaunchable(record);
  const meeting = await provisionMeeting(tx, ctx, sessionId);
  const { studentId, employeeId } = ctx.user;
  if (studentId !== null) {
    await tx
      .update(attendances)
      .set({ joinedAt: ctx.now, lockVersion: unchanged(attendances) })
      .where(
        and(
          eq(attendances.sessionId, sessionId),
          eq(attendances.studentId, studentId),
          isNull(attendances.joinedAt),
        ),
      );
  }
  if (employeeId !== null) {
    await tx
      .update(assignments)
      .set({ joinedAt: ctx.now, lockVersion: unchanged(assignments) })
      .where(
        and(
          eq(assignments.sessionId, sessionId),
          eq(assignments.employeeId, employeeId),
          isNull(assignments.joinedAt),
        ),
      );
  }
  await tx
    .update(sessions)
    .set({ connectAt: firstTime(sessions.connectAt, ctx.now), lockVersion: unchanged(sessions) })
    .where(eq(sessions.id, sessionId));
  return meeting.joinUrl;
}

/**
 * The host starts the meeting (spec §4 Launch): the first launch is recorded; answers the
 * host's url (Jitsi's is the room itself).
 */
export async function launchMeeting(
  tx: Db,
  ctx: CallContext,
  sessionId: number,
  record: LiveRecord,
): Promise<string> {
  assertLaunchable(record);
  const meeting = await provisionMeeting(tx, ctx, sessionId);
  await tx
    .update(sessions)
    .set({ launchedAt: firstTime(sessions.launchedAt, ctx.now), lockVersion: unchanged(sessions) })
    .where(eq(sessions.id, sessionId));
  return meeting.startUrl;
}

/** Clears the subject picked for a session of a dynamic-subject course (spec §4). */
export async function resetSessionSubject(tx: Db, sessionId: number): Promise<void> {
  const [row] = await tx
    .select({ dynamicSubject: courses.dynamicSubject })
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .where(eq(sessions.id, sessionId));
  if (!row) throw new NotFound();
  if (!row.dynamicSubject) throw new Invalid({ base: [DYNAMIC_SUBJECT_REQUIRED_MESSAGE] });
  await tx.update(sessions).set({ subjectId: null }).where(eq(sessions.id, sessionId));
}

/**
 * Session writes may pick a subject only for a course with a dynamic subject (spec §4): the
 * update's `subjectId` is refused on the field otherwise, and the write rolls back.
 */
export function withSessionSubjectRule(inner: WriteHooks): WriteHooks {
  return {
    ...inner,
    async after(tx, change, ctx) {
      const subjectId = change.payload?.subjectId;
      if (subjectId !== undefined && subjectId !== null) {
        const [row] = await tx
          .select({ dynamicSubject: courses.dynamicSubject })
          .from(sessions)
          .innerJoin(courses, eq(courses.id, sessions.courseId))
          .where(eq(sessions.id, change.id));
        if (!row?.dynamicSubject)
          throw new Invalid({ subjectId: [DYNAMIC_SUBJECT_REQUIRED_MESSAGE] });
      }
      return inner.after?.(tx, change, ctx);
    },
  };
}
