/**
 * Notices (spec: scheduling §3 Notice, §4): created by the events that cause them inside the
 * event's own transaction, and announced with `new-notice` on the user's private channel once
 * that transaction commits. Acknowledging deletes; acknowledge-all keeps those with a dueAt;
 * nothing is cleared or marked read while spoofing.
 */
import {
  HEADS_UP_EVENT,
  NEW_NOTICE_EVENT,
  NOTICE_SPOOFING_MESSAGE,
  isHeadsUpTitle,
  privateUserChannel,
  type HeadsUpEvent,
  type NewNoticeEvent,
  type NoticeTitle,
  type RealtimeApp,
} from '@tp/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { employees, notices } from '../db/schema/index.ts';
import { Conflict } from '../http/errors.ts';
import type { CurrentUser } from '../http/context.ts';
import { log } from '../log/log-line.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';

export interface NoticeInput {
  userId: number;
  title: NoticeTitle;
  message: string;
  linkId?: number | null;
  dueAt?: Date | null;
}

/** A notice written in a transaction, to announce once it commits. */
export interface CreatedNotice {
  id: number;
  userId: number;
  title: NoticeTitle;
  message: string;
}

/** Writes one notice in `tx` (the event's transaction); announce it after the commit. */
export async function createNotice(tx: Db, input: NoticeInput, now?: Date): Promise<CreatedNotice> {
  const [row] = await tx
    .insert(notices)
    .values({
      userId: input.userId,
      title: input.title,
      message: input.message,
      linkId: input.linkId ?? null,
      dueAt: input.dueAt ?? null,
      ...(now ? { createdAt: now } : {}),
    })
    .returning({ id: notices.id });
  return { id: row!.id, userId: input.userId, title: input.title, message: input.message };
}

/** The user id of a tutor (employee), for a notice to them; null when there is none. */
export async function userIdOfTutor(tx: Db, tutorId: number | null): Promise<number | null> {
  if (tutorId === null) return null;
  const [row] = await tx
    .select({ userId: employees.userId })
    .from(employees)
    .where(eq(employees.id, tutorId));
  return row?.userId ?? null;
}

/**
 * `new-notice` on each notice's user's private channel, and `heads-up` (the toast) for the
 * titles that call for one (domain's HEADS_UP_TITLES). Runs after the commit: a publisher
 * failure is logged, the notice is already there for the next fetch.
 */
export async function publishNewNotices(
  realtime: RealtimePublisher,
  created: readonly CreatedNotice[],
  app: RealtimeApp = 'tutor',
): Promise<void> {
  await Promise.all(
    created.map(async (notice) => {
      const channel = privateUserChannel(app, notice.userId);
      const payload: NewNoticeEvent = { noticeId: notice.id, title: notice.title };
      try {
        await realtime.publish(channel, NEW_NOTICE_EVENT, payload);
        if (isHeadsUpTitle(notice.title)) {
          const headsUp: HeadsUpEvent = { ...payload, message: notice.message };
          await realtime.publish(channel, HEADS_UP_EVENT, headsUp);
        }
      } catch (error) {
        log.error(`new-notice to user ${notice.userId} failed`, error);
      }
    }),
  );
}

/**
 * Spec §4: the spoofing staff must not clear the user's notices. A 409 (the base sentence):
 * the spoofer acts with the user's rights, but this change waits for the user themself.
 */
export function refuseWhileSpoofing(user: CurrentUser): void {
  if (user.spoofedBy) throw new Conflict(NOTICE_SPOOFING_MESSAGE);
}

/** Acknowledges every notice of `userId` without a dueAt; answers how many. */
export async function acknowledgeAllNotices(tx: Db, userId: number): Promise<number> {
  const deleted = await tx
    .delete(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.dueAt)))
    .returning({ id: notices.id });
  return deleted.length;
}

/** Marks these notices of `userId` read (those already read keep their time). */
export async function markNoticesRead(
  db: Db,
  userId: number,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notices)
    .set({ readAt: now })
    .where(and(eq(notices.userId, userId), inArray(notices.id, [...ids]), isNull(notices.readAt)));
}
