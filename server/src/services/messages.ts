import {
  MESSAGE_RECIPIENTS_OUTSIDE,
  MESSAGE_REGARDING_MISSING,
  MESSAGE_UPLOADS_INVALID,
  type Message,
  type MessageRecipientOption,
  type MessageSend,
} from '@tp/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  courses,
  enrollments,
  messageRecipients,
  messages,
  parents,
  students,
  uploads,
  users,
} from '../db/schema/index.ts';
import { Invalid } from '../http/errors.ts';
import type { MailAttachment } from '../mail/mailer.ts';
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
  const files = await attachUploads(tx, ctx, input, row.id);
  const afterCommit = async () => {
    const attachments = await readAttachments(ctx, files);
    for (const recipient of recipients) {
      if (!recipient.email) continue;
      await ctx.deps.mailer.send(
        outreachMail({
          to: recipient.email,
          name: recipient.name,
          subject: message.subject,
          body: message.body,
          from: senderName,
          attachments,
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

type StoredFile = Pick<typeof uploads.$inferSelect, 'fileName' | 'contentType' | 'storageKey'>;

/**
 * Moves the files the sender uploaded for the message (to the Course or Student it is about)
 * onto the message; 422 on `uploadIds` for any other file.
 */
async function attachUploads(
  tx: Db,
  ctx: CallContext,
  input: MessageSend,
  messageId: number,
): Promise<StoredFile[]> {
  const ids = [...new Set(input.uploadIds ?? [])];
  if (ids.length === 0) return [];
  const rows = await tx.select().from(uploads).where(inArray(uploads.id, ids));
  const fits = (row: (typeof rows)[number]) =>
    row.attachableType === input.regardingType &&
    row.attachableId === input.regardingId &&
    row.uploadedById === ctx.user.id;
  if (rows.length !== ids.length || !rows.every(fits))
    throw new Invalid({ uploadIds: [MESSAGE_UPLOADS_INVALID] });
  await tx
    .update(uploads)
    .set({ attachableType: 'Message', attachableId: messageId })
    .where(inArray(uploads.id, ids));
  return rows
    .sort((a, b) => a.id - b.id)
    .map(({ fileName, contentType, storageKey }) => ({ fileName, contentType, storageKey }));
}

/** The files' bytes from the file store, for the mails (a file gone missing is left out). */
async function readAttachments(ctx: CallContext, files: StoredFile[]): Promise<MailAttachment[]> {
  const attachments: MailAttachment[] = [];
  for (const file of files) {
    const content = await ctx.deps.files.get(file.storageKey);
    if (content)
      attachments.push({ filename: file.fileName, contentType: file.contentType, content });
  }
  return attachments;
}
