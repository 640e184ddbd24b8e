/**
 * The notices nobody's action causes, sent by a pass of the durable job runner (main.ts runs it
 * with the payment and reminder passes): Under Target and POG Form Due (domain notice-rules
 * says when). All state is in the database: each decision is a row of notice_claims whose
 * unique key (kind, key, user) is the claim, written in one transaction with the notice it
 * sends, so two processes racing over one batch, or a process killed mid-batch and restarted,
 * send each notice exactly once: a second insert of the key waits for the first transaction
 * and then inserts nothing; a transaction that never committed left nothing.
 */
import {
  DEFAULT_TIME_ZONE,
  POG_FORM_MESSAGE,
  isUnderAvailabilityTarget,
  pogFormDue,
  underTargetMessage,
  underTargetWeekDue,
} from '@tp/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { employees, noticeClaims, notices, tutors, users } from '../db/schema/index.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import {
  createNotice,
  publishNewNotices,
  type CreatedNotice,
  type NoticeInput,
} from './notices.ts';
import { targetHistoriesOf } from './target-histories.ts';

export const UNDER_TARGET = 'Under Target';
export const POG_FORM_DUE = 'POG Form Due';
type JobKind = typeof UNDER_TARGET | typeof POG_FORM_DUE;

export interface JobTutor {
  tutorId: number;
  userId: number;
  timeZone: string;
  deliveryTarget: number;
  availabilityTarget: number;
}

/** Active tutors with a sign-in, with their zone (America/New_York when none) and targets. */
async function activeTutors(db: Db): Promise<JobTutor[]> {
  const rows = await db
    .select({
      tutorId: tutors.id,
      userId: users.id,
      timeZone: users.timeZone,
      deliveryTarget: tutors.deliveryTarget,
      availabilityTarget: tutors.availabilityTarget,
    })
    .from(tutors)
    .innerJoin(employees, eq(employees.id, tutors.id))
    .innerJoin(users, eq(users.id, employees.userId))
    .where(eq(employees.active, true))
    .orderBy(tutors.id);
  return rows.map((row) => ({ ...row, timeZone: row.timeZone ?? DEFAULT_TIME_ZONE }));
}

async function isClaimed(db: Db, kind: JobKind, key: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: noticeClaims.id })
    .from(noticeClaims)
    .where(
      and(eq(noticeClaims.kind, kind), eq(noticeClaims.key, key), eq(noticeClaims.userId, userId)),
    );
  return row !== undefined;
}

/**
 * Decides one notice once: claims (kind, key, user), then, in the same transaction, asks
 * `decide` what to send (null: nothing, the claim alone records that it was looked at).
 * Answers the notice when this call sent one.
 */
export async function sendClaimedOnce(
  db: Db,
  claim: { kind: JobKind; key: string; userId: number },
  decide: (tx: Db) => Promise<Omit<NoticeInput, 'userId' | 'title'> | null>,
  now: Date,
): Promise<CreatedNotice | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(noticeClaims)
      .values({ ...claim, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: noticeClaims.id });
    if (!claimed) return null;
    const input = await decide(tx);
    if (!input) return null;
    const notice = await createNotice(
      tx,
      { ...input, userId: claim.userId, title: claim.kind },
      now,
    );
    await tx
      .update(noticeClaims)
      .set({ noticeId: notice.id })
      .where(eq(noticeClaims.id, claimed.id));
    return notice;
  });
}

/** Under Target for this week, from Monday 08:00 in the tutor's zone, looked at once. */
async function underTarget(db: Db, tutor: JobTutor, now: Date): Promise<CreatedNotice | null> {
  const week = underTargetWeekDue(now, tutor.timeZone);
  if (week === null || (await isClaimed(db, UNDER_TARGET, week, tutor.userId))) return null;
  return sendClaimedOnce(
    db,
    { kind: UNDER_TARGET, key: week, userId: tutor.userId },
    async (tx) => {
      const [figures] = await targetHistoriesOf(tx, tutor, [week], now);
      const offered = figures?.availabilityActual ?? 0;
      if (!isUnderAvailabilityTarget(offered, tutor.availabilityTarget)) return null;
      return { message: underTargetMessage(offered, tutor.availabilityTarget), linkId: null };
    },
    now,
  );
}

/** POG Form Due once a quarter; not again while the tutor has one open (it waits for them). */
async function pogForm(db: Db, tutor: JobTutor, now: Date): Promise<CreatedNotice | null> {
  const due = pogFormDue(now, tutor.timeZone);
  if (await isClaimed(db, POG_FORM_DUE, due.key, tutor.userId)) return null;
  return sendClaimedOnce(
    db,
    { kind: POG_FORM_DUE, key: due.key, userId: tutor.userId },
    async (tx) => {
      const [open] = await tx
        .select({ id: notices.id })
        .from(notices)
        .where(
          and(
            eq(notices.userId, tutor.userId),
            eq(notices.title, POG_FORM_DUE),
            isNotNull(notices.dueAt),
          ),
        )
        .limit(1);
      if (open) return null;
      return { message: POG_FORM_MESSAGE, linkId: null, dueAt: due.dueAt };
    },
    now,
  );
}

/**
 * One pass: every job notice due at `now` not yet decided is decided once; `new-notice` (and
 * heads-up where it applies) follows each commit. Answers how many notices this pass sent.
 */
export async function sendDueNotices(
  db: Db,
  options: { now: Date; realtime?: RealtimePublisher },
): Promise<number> {
  let sent = 0;
  for (const tutor of await activeTutors(db)) {
    for (const job of [underTarget, pogForm]) {
      const notice = await job(db, tutor, options.now);
      if (!notice) continue;
      sent += 1;
      if (options.realtime) await publishNewNotices(options.realtime, [notice]);
    }
  }
  return sent;
}
