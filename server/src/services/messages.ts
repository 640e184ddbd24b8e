import {
  MESSAGE_RECIPIENTS_OUTSIDE,
  MESSAGE_REGARDING_MISSING,
  type Message,
  type MessageRecipientOption,
  type MessageSend,
} from '@tp/domain';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  courses,
  enrollments,
  messageRecipients,
  messages,
  parents,
  students,
  users,
} from '../db/schema/index.ts';
import { Invalid } from '../http/errors.ts';
import { outreachMail } from '../mail/message-mails.ts';
import type { AfterCommit, CallContext } from '../resources/types.ts';

type Regarding = Pick<MessageSend, 'regardingType' | 'regardingId'>;

const studentUsers = alias(users, 'student_users');
const parentUsers = alias(users, 'parent_users');

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * The families a message about a course (its actively enrolled students) or one student may
 * go to: each student, then each parent once with the students they are the parent of.
 * 422 when the course or student does not exist.
 */
export async function messageRecipientOptions(
  db: Db,
  regarding: Regarding,
): Promise<MessageRecipientOption[]> {
  const base = db
    .selectDistinct({
      studentId: students.id,
      studentFirst: students.firstName,
      studentLast: students.lastName,
      studentEmail: studentUsers.email,
      parentId: parents.id,
      parentFirst: parentUsers.firstName,
      parentLast: parentUsers.lastName,
      parentEmail: parentUsers.email,
    })
    .from(students)
    .leftJoin(studentUsers, eq(studentUsers.id, students.userId))
    .leftJoin(parents, eq(parents.id, students.parentId))
    .leftJoin(parentUsers, eq(parentUsers.id, parents.userId));
  let rows;
  if (regarding.regardingType === 'Course') {
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, regarding.regardingId));
    if (!course) throw new Invalid({ regardingId: [MESSAGE_REGARDING_MISSING] });
    rows = await base
      .innerJoin(enrollments, eq(enrollments.studentId, students.id))
      .where(and(eq(enrollments.courseId, course.id), eq(enrollments.status, 'active')))
      .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
  } else {
    rows = await base.where(eq(students.id, regarding.regardingId));
    if (rows.length === 0) throw new Invalid({ regardingId: [MESSAGE_REGARDING_MISSING] });
  }
  const options: MessageRecipientOption[] = [];
  const parentsById = new Map<number, MessageRecipientOption>();
  for (const row of rows) {
    const studentName = fullName(row.studentFirst, row.studentLast);
    options.push({
      recipientType: 'Student',
      recipientId: row.studentId,
      name: studentName,
      email: row.studentEmail ?? null,
      studentNames: [],
    });
    if (row.parentId === null || row.parentFirst === null) continue;
    const known = parentsById.get(row.parentId);
    if (known) {
      known.studentNames.push(studentName);
      continue;
    }
    const parent: MessageRecipientOption = {
      recipientType: 'Parent',
      recipientId: row.parentId,
      name: fullName(row.parentFirst, row.parentLast ?? ''),
      email: row.parentEmail ?? null,
      studentNames: [studentName],
    };
    parentsById.set(row.parentId, parent);
  }
  return [...options, ...parentsById.values()];
}

/** The recipients chosen, each one of the options; 422 on `recipients` otherwise. */
function chosenRecipients(
  options: MessageRecipientOption[],
  chosen: MessageSend['recipients'],
): MessageRecipientOption[] {
  const byKey = new Map(options.map((o) => [`${o.recipientType}:${o.recipientId}`, o]));
  const picked = new Map<string, MessageRecipientOption>();
  for (const ref of chosen) {
    const key = `${ref.recipientType}:${ref.recipientId}`;
    const option = byKey.get(key);
    if (!option) throw new Invalid({ recipients: [MESSAGE_RECIPIENTS_OUTSIDE] });
    picked.set(key, option);
  }
  return [...picked.values()];
}

/**
 * Sends a message: writes it (sent now, by the caller) and its recipients in the caller's
 * transaction, and mails each recipient with an address after the commit.
 */
export async function sendMessage(
  tx: Db,
  ctx: CallContext,
  input: MessageSend,
): Promise<{ message: Message; afterCommit: AfterCommit }> {
  const recipients = chosenRecipients(await messageRecipientOptions(tx, input), input.recipients);
  const about = regardingColumns(input);
  const senderName = fullName(ctx.user.firstName, ctx.user.lastName);
  const [row] = await tx
    .insert(messages)
    .values({
      messageType: input.messageType,
      subject: input.subject,
      body: input.body,
      regardingType: input.regardingType,
      regardingId: input.regardingId,
      ...about,
      senderId: ctx.user.id,
      senderName,
      recipientsCount: recipients.length,
      sentAt: ctx.now,
    })
    .returning();
  if (!row) throw new Error('The message was not written.');
  await tx.insert(messageRecipients).values(
    recipients.map((r) => ({
      messageId: row.id,
      recipientType: r.recipientType,
      recipientId: r.recipientId,
      name: r.name.slice(0, 201),
      email: r.email,
    })),
  );
  const message: Message = {
    id: row.id,
    messageType: input.messageType,
    subject: row.subject,
    body: row.body,
    cc: row.cc,
    videoUrl: row.videoUrl,
    regardingType: input.regardingType,
    regardingId: row.regardingId,
    courseId: row.courseId,
    studentId: row.studentId,
    senderId: row.senderId,
    from: row.senderName,
    recipientsCount: row.recipientsCount,
    sentAt: row.sentAt.toISOString(),
  };
  const afterCommit = async () => {
    for (const recipient of recipients) {
      if (!recipient.email) continue;
      await ctx.deps.mailer.send(
        outreachMail({
          to: recipient.email,
          name: recipient.name,
          subject: message.subject,
          body: message.body,
          from: senderName,
        }),
      );
    }
  };
  return { message, afterCommit };
}

/** The course and student columns the contact tabs list a message by. */
function regardingColumns(regarding: Regarding): {
  courseId: number | null;
  studentId: number | null;
} {
  return regarding.regardingType === 'Course'
    ? { courseId: regarding.regardingId, studentId: null }
    : { courseId: null, studentId: regarding.regardingId };
}
