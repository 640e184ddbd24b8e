/**
 * The reminder notices (spec: scheduling §4 titles Session Reminder and Session Attendance
 * Reminder), sent by a pass of the durable job runner (payments/payment-job.ts runs every job
 * pass). All state is in the database: each reminder sent is a row of notice_reminders whose
 * unique key (kind, session, user) is the claim. The row and its notice are written in one
 * transaction, so two processes racing over one batch, or a process killed mid-batch and
 * restarted, send each reminder exactly once: a second insert of the key waits for the first
 * transaction and then inserts nothing; a transaction that never committed left nothing.
 *
 * When, in the tutor's zone:
 * - Session Reminder: at 08:00 on the day of the session, or an hour before its start when that
 *   is earlier (an early session), until it starts.
 * - Session Attendance Reminder: once the session has ended without attendance taken, for up
 *   to a week after.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { and, eq, gt, isNull, lte, notExists } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courses, employees, noticeReminders, sessions, users } from '../db/schema/index.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import { createNotice, publishNewNotices, type CreatedNotice } from './notices.ts';
import { noticeTime } from './notices-events.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export const SESSION_REMINDER = 'Session Reminder';
export const SESSION_ATTENDANCE_REMINDER = 'Session Attendance Reminder';
type ReminderKind = typeof SESSION_REMINDER | typeof SESSION_ATTENDANCE_REMINDER;

/** The local hour a day's sessions are announced at. */
export const REMINDER_LOCAL_HOUR = 8;
/** The latest a Session Reminder goes out: this long before the start. */
export const REMINDER_LEAD_MS = 60 * 60_000;
/** Attendance reminders are not sent for sessions that ended longer ago than this. */
export const ATTENDANCE_REMINDER_WINDOW_MS = 7 * 24 * 60 * 60_000;
/** Sessions looked at per pass and kind. */
export const REMINDER_BATCH = 200;
const DAY_MS = 24 * 60 * 60_000;
const DEFAULT_ZONE = 'America/New_York';

/** When a session's reminder is due: 08:00 of its local day, or an hour before it if earlier. */
export function sessionReminderDueAt(startsAt: Date, zone: string | null): Date {
  const local = dayjs(startsAt).tz(zone ?? DEFAULT_ZONE);
  const morning = local.startOf('day').hour(REMINDER_LOCAL_HOUR).toDate();
  const latest = new Date(startsAt.getTime() - REMINDER_LEAD_MS);
  return morning.getTime() < latest.getTime() ? morning : latest;
}

interface Candidate {
  sessionId: number;
  userId: number;
  zone: string | null;
  startsAt: Date;
  courseTitle: string;
}

function candidates(db: Db, kind: ReminderKind, where: ReturnType<typeof and>) {
  return db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      zone: users.timeZone,
      startsAt: sessions.startsAt,
      courseTitle: courses.title,
    })
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .innerJoin(employees, eq(employees.id, sessions.supervisorId))
    .innerJoin(users, eq(users.id, employees.userId))
    .where(
      and(
        where,
        isNull(sessions.canceledAt),
        notExists(
          db
            .select({ id: noticeReminders.id })
            .from(noticeReminders)
            .where(
              and(
                eq(noticeReminders.kind, kind),
                eq(noticeReminders.sessionId, sessions.id),
                eq(noticeReminders.userId, users.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(sessions.startsAt, sessions.id)
    .limit(REMINDER_BATCH);
}

/**
 * Sends one reminder unless it was sent: the key row and the notice in one transaction.
 * Answers the notice when this call sent it.
 */
export async function sendReminderOnce(
  db: Db,
  kind: ReminderKind,
  candidate: Candidate,
  now: Date,
): Promise<CreatedNotice | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(noticeReminders)
      .values({ kind, sessionId: candidate.sessionId, userId: candidate.userId, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: noticeReminders.id });
    if (!claimed) return null;
    const when = noticeTime(candidate.startsAt, candidate.zone);
    const notice = await createNotice(
      tx,
      {
        userId: candidate.userId,
        title: kind,
        message:
          kind === SESSION_REMINDER
            ? `Reminder: your ${candidate.courseTitle} session is on ${when}.`
            : `Please take attendance for your ${candidate.courseTitle} session of ${when}.`,
        linkId: candidate.sessionId,
      },
      now,
    );
    await tx
      .update(noticeReminders)
      .set({ noticeId: notice.id })
      .where(eq(noticeReminders.id, claimed.id));
    return notice;
  });
}

/**
 * One pass: every reminder due at `now` not yet sent is sent, once; `new-notice` follows each
 * commit. Answers how many this pass sent.
 */
export async function sendDueReminders(
  db: Db,
  options: { now: Date; realtime?: RealtimePublisher },
): Promise<number> {
  const { now } = options;
  const upcoming = await candidates(
    db,
    SESSION_REMINDER,
    and(gt(sessions.startsAt, now), lte(sessions.startsAt, new Date(now.getTime() + DAY_MS))),
  );
  const ended = await candidates(
    db,
    SESSION_ATTENDANCE_REMINDER,
    and(
      lte(sessions.endsAt, now),
      gt(sessions.endsAt, new Date(now.getTime() - ATTENDANCE_REMINDER_WINDOW_MS)),
      isNull(sessions.attendanceTakenAt),
      eq(sessions.suppressAttendance, false),
    ),
  );
  const due: [ReminderKind, Candidate][] = [
    ...upcoming
      .filter((c) => sessionReminderDueAt(c.startsAt, c.zone).getTime() <= now.getTime())
      .map((c) => [SESSION_REMINDER, c] as [ReminderKind, Candidate]),
    ...ended.map((c) => [SESSION_ATTENDANCE_REMINDER, c] as [ReminderKind, Candidate]),
  ];
  let sent = 0;
  for (const [kind, candidate] of due) {
    const notice = await sendReminderOnce(db, kind, candidate, now);
    if (!notice) continue;
    sent += 1;
    if (options.realtime) await publishNewNotices(options.realtime, [notice]);
  }
  return sent;
}
