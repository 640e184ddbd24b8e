/**
 * Staff inboxes (spec staff-and-crm §7 Inbox activities): counts, reading and clearing, and the
 * durable passes that fill them: campaign messages delivered when due and imminent closes
 * announced two days before. Each pass claims its work in the database (an UPDATE that only
 * one transaction can win, or the inbox's unique key), so it runs once even with several
 * processes or a repeat after a crash.
 */
import {
  IMMINENT_CLOSE_NOTICE_MS,
  INBOX_CHANGE_EVENT,
  privateUserChannel,
  type ContactRegardingType,
  type InboxChangeEvent,
} from '@tp/domain';
import { and, asc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  contactActivities,
  imminentCloses,
  inboxActivities,
  parents,
  students,
  users,
} from '../db/schema/index.ts';
import { log } from '../log/log-line.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import { addInboxItem, regardingOf } from './contact-histories.ts';

/** The back-office's realtime app: its app bar listens on the user's private channel. */
export const INBOX_REALTIME_APP = 'crm' as const;

export async function unreadInboxCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(inboxActivities)
    .where(and(eq(inboxActivities.userId, userId), isNull(inboxActivities.readAt)));
  return row?.count ?? 0;
}

/**
 * `inbox-change` with the new unread count on each user's private channel, after the commit
 * that changed it. A publisher failure is logged: the badge catches up on its next fetch.
 */
export async function publishInboxCounts(
  db: Db,
  realtime: RealtimePublisher,
  userIds: readonly number[],
): Promise<void> {
  for (const userId of new Set(userIds)) {
    try {
      const payload: InboxChangeEvent = { unreadCount: await unreadInboxCount(db, userId) };
      await realtime.publish(
        privateUserChannel(INBOX_REALTIME_APP, userId),
        INBOX_CHANGE_EVENT,
        payload,
      );
    } catch (error) {
      log.error(`inbox-change to user ${userId} failed`, error);
    }
  }
}

/** Marks one of the user's items read; answers whether it changed. */
export async function markInboxItemRead(db: Db, id: number, now: Date): Promise<boolean> {
  const changed = await db
    .update(inboxActivities)
    .set({ readAt: now })
    .where(and(eq(inboxActivities.id, id), isNull(inboxActivities.readAt)))
    .returning({ id: inboxActivities.id });
  return changed.length > 0;
}

/** Deletes the user's read items; answers how many. */
export async function clearReadInboxItems(db: Db, userId: number): Promise<number> {
  const cleared = await db
    .delete(inboxActivities)
    .where(and(eq(inboxActivities.userId, userId), isNotNull(inboxActivities.readAt)))
    .returning({ id: inboxActivities.id });
  return cleared.length;
}

/** Where a campaign message goes: the family member's sign-in address. */
async function addressOf(db: Db, type: string, id: number) {
  if (type === 'Student') {
    const [row] = await db
      .select({ email: users.email, firstName: students.firstName })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.id, id));
    return row ?? null;
  }
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(parents)
    .innerJoin(users, eq(users.id, parents.userId))
    .where(eq(parents.id, id));
  return row ?? null;
}

interface Delivery {
  mail: { to: string; subject: string; text: string } | null;
  advisorUserId: number | null;
}

/**
 * Delivers one due campaign message once: the UPDATE claims it (only one transaction sees it
 * still Pending), the advisor's Campaign Delivered item is written with it, and the mail goes
 * after the commit. Answers null when another runner had it.
 */
async function deliverOne(db: Db, id: number, now: Date): Promise<Delivery | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(contactActivities)
      .set({ outcome: 'Sent', sentAt: now })
      .where(
        and(
          eq(contactActivities.id, id),
          eq(contactActivities.campaignGenerated, true),
          eq(contactActivities.outcome, 'Pending'),
        ),
      )
      .returning();
    if (!claimed) return null;
    const regardingType = claimed.regardingType as ContactRegardingType;
    const regarding = await regardingOf(tx, regardingType, claimed.regardingId);
    const address = await addressOf(tx, regardingType, claimed.regardingId);
    let advisorUserId: number | null = null;
    if (regarding.advisorUserId !== null) {
      const added = await addInboxItem(tx, {
        userId: regarding.advisorUserId,
        kind: 'Campaign Delivered',
        title: `${claimed.campaignName ?? 'Campaign'} delivered to ${regarding.name}`,
        message: claimed.subject ?? '',
        contactActivityId: claimed.id,
        regardingType,
        regardingId: claimed.regardingId,
        now,
      });
      if (added) advisorUserId = regarding.advisorUserId;
    }
    return {
      mail: address
        ? { to: address.email, subject: claimed.subject ?? '', text: claimed.body }
        : null,
      advisorUserId,
    };
  });
}

/**
 * Delivers every campaign message due at `now`: mailed once each (recorded already, so sent
 * outside the history's recording), its advisor told. Answers how many this pass delivered.
 */
export async function deliverDueCampaigns(
  db: Db,
  options: { now: Date; mailer?: Mailer; realtime?: RealtimePublisher },
): Promise<number> {
  const due = await db
    .select({ id: contactActivities.id })
    .from(contactActivities)
    .where(
      and(
        eq(contactActivities.campaignGenerated, true),
        eq(contactActivities.outcome, 'Pending'),
        lte(contactActivities.dueAt, options.now),
      ),
    )
    .orderBy(asc(contactActivities.dueAt), asc(contactActivities.id))
    .limit(500);
  let delivered = 0;
  const told: number[] = [];
  for (const { id } of due) {
    const delivery = await deliverOne(db, id, options.now);
    if (!delivery) continue;
    delivered += 1;
    if (delivery.advisorUserId !== null) told.push(delivery.advisorUserId);
    if (delivery.mail && options.mailer) {
      try {
        await options.mailer.send({ ...delivery.mail, historyKind: null });
      } catch (error) {
        log.error(`campaign message ${id} was claimed but its mail failed`, error);
      }
    }
  }
  if (options.realtime) await publishInboxCounts(db, options.realtime, told);
  return delivered;
}

/**
 * Announces each imminent close to its advisor once, from two days before its date until it
 * passes (the inbox's unique key keeps a second pass from repeating it).
 */
export async function announceImminentCloses(
  db: Db,
  options: { now: Date; realtime?: RealtimePublisher },
): Promise<number> {
  const horizon = new Date(options.now.getTime() + IMMINENT_CLOSE_NOTICE_MS);
  const closes = await db
    .select({
      id: imminentCloses.id,
      userId: imminentCloses.userId,
      parentId: imminentCloses.parentId,
      description: imminentCloses.description,
      first: users.firstName,
      last: users.lastName,
    })
    .from(imminentCloses)
    .innerJoin(parents, eq(parents.id, imminentCloses.parentId))
    .innerJoin(users, eq(users.id, parents.userId))
    .where(
      and(
        isNotNull(imminentCloses.userId),
        gt(imminentCloses.closesAt, options.now),
        lte(imminentCloses.closesAt, horizon),
      ),
    );
  const told: number[] = [];
  for (const close of closes) {
    const added = await addInboxItem(db, {
      userId: close.userId!,
      kind: 'Imminent Close',
      title: `Imminent close: ${`${close.first} ${close.last}`.trim()}`,
      message: close.description,
      imminentCloseId: close.id,
      regardingType: 'Parent',
      regardingId: close.parentId,
      now: options.now,
    });
    if (added) told.push(close.userId!);
  }
  if (options.realtime) await publishInboxCounts(db, options.realtime, told);
  return told.length;
}
