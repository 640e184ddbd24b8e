/**
 * A family's contact history (spec staff-and-crm §3, §5, §7): who a timeline is about, the rows
 * every source writes (staff's notes, calls and SMS; a telephony provider's webhook; messages
 * sent; mail the product sends) and the inbox items some of them raise.
 */
import {
  CONTACT_NOT_FOUND,
  PENDING_OUTCOME,
  type ContactRegardingType,
  type InboxKind,
} from '@tp/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  contactActivities,
  employees,
  inboxActivities,
  parents,
  students,
  users,
} from '../db/schema/index.ts';
import { Invalid } from '../http/errors.ts';
import { log } from '../log/log-line.ts';
import type { MailMessage } from '../mail/mailer.ts';

/** Whose timeline a row goes into, with the family's advisor (whose inbox hears of replies). */
export interface Regarding {
  regardingType: ContactRegardingType;
  regardingId: number;
  studentId: number | null;
  parentId: number | null;
  name: string;
  /** The user id of the advisor of the family (the parent's employee), when there is one. */
  advisorUserId: number | null;
}

/** The student or parent a row is about; 422 on regardingId when there is none. */
export async function regardingOf(
  tx: Db,
  regardingType: ContactRegardingType,
  regardingId: number,
): Promise<Regarding> {
  if (regardingType === 'Student') {
    const [row] = await tx
      .select({
        first: students.firstName,
        last: students.lastName,
        parentId: students.parentId,
        advisorUserId: employees.userId,
      })
      .from(students)
      .leftJoin(parents, eq(parents.id, students.parentId))
      .leftJoin(employees, eq(employees.id, parents.employeeId))
      .where(eq(students.id, regardingId));
    if (!row) throw new Invalid({ regardingId: [CONTACT_NOT_FOUND] });
    return {
      regardingType,
      regardingId,
      studentId: regardingId,
      parentId: null,
      name: `${row.first} ${row.last}`.trim(),
      advisorUserId: row.advisorUserId ?? null,
    };
  }
  const [row] = await tx
    .select({ first: users.firstName, last: users.lastName, advisorUserId: employees.userId })
    .from(parents)
    .innerJoin(users, eq(users.id, parents.userId))
    .leftJoin(employees, eq(employees.id, parents.employeeId))
    .where(eq(parents.id, regardingId));
  if (!row) throw new Invalid({ regardingId: [CONTACT_NOT_FOUND] });
  return {
    regardingType,
    regardingId,
    studentId: null,
    parentId: regardingId,
    name: `${row.first} ${row.last}`.trim(),
    advisorUserId: row.advisorUserId ?? null,
  };
}

/** The columns naming whose timeline a row is in. */
export function regardingColumns(regarding: Regarding) {
  return {
    regardingType: regarding.regardingType,
    regardingId: regarding.regardingId,
    studentId: regarding.studentId,
    parentId: regarding.parentId,
  };
}

/**
 * One inbox item for `userId` (once per kind and thing: the unique key makes a repeat do
 * nothing). Answers whether it was new, so the caller announces the count after the commit.
 */
export async function addInboxItem(
  tx: Db,
  item: {
    userId: number;
    kind: InboxKind;
    title: string;
    message: string;
    contactActivityId?: number | null;
    imminentCloseId?: number | null;
    regardingType?: ContactRegardingType | null;
    regardingId?: number | null;
    now: Date;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(inboxActivities)
    .values({
      userId: item.userId,
      kind: item.kind,
      title: item.title.slice(0, 191),
      message: item.message,
      contactActivityId: item.contactActivityId ?? null,
      imminentCloseId: item.imminentCloseId ?? null,
      regardingType: item.regardingType ?? null,
      regardingId: item.regardingId ?? null,
      createdAt: item.now,
    })
    .onConflictDoNothing()
    .returning({ id: inboxActivities.id });
  return inserted.length > 0;
}

/** A call logged with a Pending outcome waits in its author's inbox until the outcome is set. */
export async function remindPendingCall(
  tx: Db,
  call: { id: number; type: string; outcome: string | null; authorId: number | null },
  regarding: Regarding,
  now: Date,
): Promise<number[]> {
  if (call.outcome !== PENDING_OUTCOME || call.authorId === null) return [];
  const added = await addInboxItem(tx, {
    userId: call.authorId,
    kind: 'Pending Call Outcome',
    title: `${call.type} with ${regarding.name}: outcome pending`,
    message: 'Set the outcome of this call once you know it.',
    contactActivityId: call.id,
    regardingType: regarding.regardingType,
    regardingId: regarding.regardingId,
    now,
  });
  return added ? [call.authorId] : [];
}

/** Once a call's outcome is set, its pending reminder is read. Answers whose count changed. */
export async function settlePendingCall(tx: Db, callId: number, now: Date): Promise<number[]> {
  const settled = await tx
    .update(inboxActivities)
    .set({ readAt: now })
    .where(
      and(
        eq(inboxActivities.contactActivityId, callId),
        eq(inboxActivities.kind, 'Pending Call Outcome'),
        isNull(inboxActivities.readAt),
      ),
    )
    .returning({ userId: inboxActivities.userId });
  return settled.map((row) => row.userId);
}

/** An inbound SMS or call from a family is a reply in their advisor's inbox. */
export async function announceReply(
  tx: Db,
  activity: { id: number; type: string; body: string },
  regarding: Regarding,
  now: Date,
): Promise<number[]> {
  if (regarding.advisorUserId === null) return [];
  const what = activity.type === 'Sms' ? 'SMS' : activity.type;
  const added = await addInboxItem(tx, {
    userId: regarding.advisorUserId,
    kind: 'Reply',
    title: `${what} from ${regarding.name}`,
    message: activity.body.slice(0, 500),
    contactActivityId: activity.id,
    regardingType: regarding.regardingType,
    regardingId: regarding.regardingId,
    now,
  });
  return added ? [regarding.advisorUserId] : [];
}

/**
 * A message staff sent joins the timeline of each student and parent it went to (one row each,
 * pointing at the message), in the send's transaction.
 */
export async function recordMessageInHistories(
  tx: Db,
  message: {
    id: number;
    messageType: string;
    subject: string;
    body: string;
    senderId: number | null;
    sentAt: Date;
  },
  recipients: readonly { recipientType: string; recipientId: number }[],
): Promise<void> {
  const rows = recipients
    .filter((r) => r.recipientType === 'Student' || r.recipientType === 'Parent')
    .map((r) => ({
      activityType: 'Message',
      kind: message.messageType,
      outcome: 'Sent',
      regardingType: r.recipientType,
      regardingId: r.recipientId,
      studentId: r.recipientType === 'Student' ? r.recipientId : null,
      parentId: r.recipientType === 'Parent' ? r.recipientId : null,
      subject: message.subject.slice(0, 191),
      body: message.body,
      authorId: message.senderId,
      messageId: message.id,
      sentAt: message.sentAt,
    }));
  if (rows.length > 0) await tx.insert(contactActivities).values(rows);
}

/** The students and parents whose sign-in is this address (a family shares one sometimes). */
async function familyMembersAt(
  db: Db,
  address: string,
): Promise<{ regardingType: ContactRegardingType; id: number }[]> {
  const email = address.trim().toLowerCase();
  const [studentRows, parentRows] = [
    await db
      .select({ id: students.id })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(sql`lower(${users.email}) = ${email}`),
    await db
      .select({ id: parents.id })
      .from(parents)
      .innerJoin(users, eq(users.id, parents.userId))
      .where(sql`lower(${users.email}) = ${email}`),
  ];
  return [
    ...studentRows.map((row) => ({ regardingType: 'Student' as const, id: row.id })),
    ...parentRows.map((row) => ({ regardingType: 'Parent' as const, id: row.id })),
  ];
}

/**
 * Records a mail the product sent to a family (account mails, receipts, notices) in the
 * contact history of the students and parents at that address. Mail to anyone else (staff,
 * tutors) is not a family's contact; outreach messages are recorded as messages already.
 */
export async function recordSentMail(db: Db, mail: MailMessage, now: Date): Promise<number> {
  if (mail.historyKind === null) return 0;
  const members = await familyMembersAt(db, mail.to);
  if (members.length === 0) return 0;
  await db.insert(contactActivities).values(
    members.map((member) => ({
      activityType: 'Email',
      kind: mail.historyKind ?? 'Notice',
      outcome: 'Sent',
      regardingType: member.regardingType,
      regardingId: member.id,
      studentId: member.regardingType === 'Student' ? member.id : null,
      parentId: member.regardingType === 'Parent' ? member.id : null,
      subject: mail.subject.slice(0, 191),
      // Account mails carry sign-in links and tokens: staff see that it went, not the link.
      body: mail.historyKind === 'Account' ? `Sent to ${mail.to}.` : mail.text,
      sentAt: now,
    })),
  );
  return members.length;
}

/** Marks inbound activities read (the contact-history inbox); answers the ids it changed. */
export async function markActivitiesRead(db: Db, ids: readonly number[], now: Date) {
  if (ids.length === 0) return [];
  return db
    .update(contactActivities)
    .set({ readAt: now })
    .where(and(inArray(contactActivities.id, [...ids]), isNull(contactActivities.readAt)))
    .returning({ id: contactActivities.id });
}

/** Logs and swallows a failure to record a mail: the mail went out, the record is a bonus. */
export function logRecordFailure(error: unknown): void {
  log.error('recording a sent mail in the contact history failed', error);
}
