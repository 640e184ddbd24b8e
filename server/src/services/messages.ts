import { recordMessageInHistories } from './contact-histories.ts';
import {
  MESSAGE_RECIPIENTS_OUTSIDE,
  MESSAGE_REGARDING_MISSING,
  MESSAGE_TYPE_NOT_TUTORS,
  MESSAGE_UPLOADS_INVALID,
  TUTOR_RECIPIENT_TYPES,
  isStaff,
  messageTypesFor,
  splitEmailList,
  type Message,
  type MessageRecipientOption,
  type MessageSend,
} from '@tp/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  courses,
  employees,
  enrollments,
  messageRecipients,
  messages,
  parents,
  students,
  uploads,
  users,
} from '../db/schema/index.ts';
import type { CurrentUser } from '../http/context.ts';
import { Forbidden, Invalid } from '../http/errors.ts';
import { coursesOfSessions, tutorSessionIds } from '../resources/scopes.ts';
import type { MailAttachment } from '../mail/mailer.ts';
import { uploadFileUrl } from '../routes/uploads/upload-wire.ts';
import { outreachMail } from '../mail/message-mails.ts';
import { publishNewNotices } from './notices.ts';
import { noticeEmailSent } from './notices-staff-events.ts';
import type { AfterCommit, CallContext } from '../resources/types.ts';

type Regarding = Pick<MessageSend, 'regardingType' | 'regardingId'>;

const studentUsers = alias(users, 'student_users');
const parentUsers = alias(users, 'parent_users');

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * The staff around the families: the course's host, and each family's advisor (the parent's
 * employee), active ones only, by name.
 */
async function employeeOptions(
  db: Db,
  hostId: number | null,
  parentIds: number[],
): Promise<MessageRecipientOption[]> {
  const ids = new Set<number>(hostId === null ? [] : [hostId]);
  if (parentIds.length > 0) {
    const advisors = await db
      .select({ employeeId: parents.employeeId })
      .from(parents)
      .where(inArray(parents.id, parentIds));
    for (const { employeeId } of advisors) if (employeeId !== null) ids.add(employeeId);
  }
  if (ids.size === 0) return [];
  const rows = await db
    .select({
      id: employees.id,
      first: users.firstName,
      last: users.lastName,
      email: users.email,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(and(inArray(employees.id, [...ids]), eq(employees.active, true)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(employees.id));
  return rows.map((row) => ({
    recipientType: 'Employee',
    recipientId: row.id,
    name: fullName(row.first, row.last),
    email: row.email,
    studentNames: [],
  }));
}

/**
 * Whom a message about a course (its actively enrolled students) or one student may go to:
 * each student, then each parent once with the students they are the parent of, then the
 * staff around them (the course's host, the families' advisors). 422 when the course or
 * student does not exist.
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
  let hostId: number | null = null;
  if (regarding.regardingType === 'Course') {
    const [course] = await db
      .select({ id: courses.id, hostId: courses.hostId })
      .from(courses)
      .where(eq(courses.id, regarding.regardingId));
    if (!course) throw new Invalid({ regardingId: [MESSAGE_REGARDING_MISSING] });
    hostId = course.hostId;
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
  const staff = await employeeOptions(db, hostId, [...parentsById.keys()]);
  return [...options, ...parentsById.values(), ...staff];
}

/** Whether the course is one the tutor teaches (has a session they supervise or are assigned to). */
async function teachesCourse(db: Db, employeeId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.id, courseId),
        sql`${courses.id} in ${coursesOfSessions(tutorSessionIds(employeeId))}`,
      ),
    );
  return row !== undefined;
}

/**
 * Whom the user may write to about it: staff, everyone the options hold; a tutor (not staff),
 * the students and parents of a course they teach (spec staff §2 "a send-update link"), 403
 * for anything else (another tutor's course, a student).
 */
export async function recipientOptionsFor(
  db: Db,
  user: CurrentUser,
  regarding: Regarding,
): Promise<MessageRecipientOption[]> {
  if (isStaff(user.roles)) return messageRecipientOptions(db, regarding);
  const mine =
    regarding.regardingType === 'Course' &&
    user.employeeId !== null &&
    (await teachesCourse(db, user.employeeId, regarding.regardingId));
  if (!mine) throw new Forbidden();
  const options = await messageRecipientOptions(db, regarding);
  const allowed: readonly string[] = TUTOR_RECIPIENT_TYPES;
  return options.filter((option) => allowed.includes(option.recipientType));
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
 * transaction with an Email Sent notice for the tutors it concerns, and mails each recipient
 * with an address after the commit (then announces the notices).
 */
export async function sendMessage(
  tx: Db,
  ctx: CallContext,
  input: MessageSend,
): Promise<{ message: Message; afterCommit: AfterCommit }> {
  const options = await recipientOptionsFor(tx, ctx.user, input);
  if (!messageTypesFor(ctx.user).includes(input.messageType))
    throw new Invalid({ messageType: [MESSAGE_TYPE_NOT_TUTORS] });
  const recipients = chosenRecipients(options, input.recipients);
  const about = regardingColumns(input);
  const senderName = fullName(ctx.user.firstName, ctx.user.lastName);
  const [row] = await tx
    .insert(messages)
    .values({
      messageType: input.messageType,
      subject: input.subject,
      body: input.body,
      cc: input.cc,
      additionalRecipients: input.additionalRecipients,
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
  // The students and parents it went to keep it in their contact history.
  await recordMessageInHistories(tx, row, recipients);
  const files = await attachUploads(tx, ctx, input, row.id);
  const written = recipients.map(({ recipientType, recipientId, name, email }) => ({
    recipientType,
    recipientId,
    name,
    email,
  }));
  const idsOf = (type: string) =>
    written.filter((r) => r.recipientType === type).map((r) => r.recipientId);
  const message: Message = {
    id: row.id,
    messageType: input.messageType,
    subject: row.subject,
    body: row.body,
    cc: row.cc,
    additionalRecipients: row.additionalRecipients,
    videoUrl: row.videoUrl,
    regardingType: input.regardingType,
    regardingId: row.regardingId,
    courseId: row.courseId,
    studentId: row.studentId,
    senderId: row.senderId,
    from: row.senderName,
    recipientsCount: row.recipientsCount,
    recipients: written,
    studentRecipientIds: idsOf('Student'),
    parentRecipientIds: idsOf('Parent'),
    employeeRecipientIds: idsOf('Employee'),
    uploads: files.map(({ id, fileName, contentType, byteSize }) => ({
      id,
      fileName,
      contentType,
      byteSize,
      url: uploadFileUrl(id),
    })),
    uploadIds: files.map((file) => file.id),
    sentAt: row.sentAt.toISOString(),
  };
  const notices = await noticeEmailSent(tx, ctx, {
    id: row.id,
    subject: row.subject,
    from: senderName,
    regardingType: input.regardingType,
    regardingId: row.regardingId,
  });
  const mailTo = mailList(recipients, input);
  const afterCommit = async () => {
    await publishNewNotices(ctx.deps.realtime, notices);
    const attachments = await readAttachments(ctx, files);
    for (const { to, name } of mailTo) {
      await ctx.deps.mailer.send(
        outreachMail({
          to,
          name,
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

/**
 * Who gets a copy: each picked recipient with an address, then the additional and cc
 * addresses typed, each address once (the first name it came with wins).
 */
function mailList(
  recipients: MessageRecipientOption[],
  input: Pick<MessageSend, 'cc' | 'additionalRecipients'>,
): { to: string; name: string }[] {
  const byAddress = new Map<string, { to: string; name: string }>();
  const add = (to: string, name: string) => {
    const key = to.toLowerCase();
    if (!byAddress.has(key)) byAddress.set(key, { to, name });
  };
  for (const recipient of recipients) if (recipient.email) add(recipient.email, recipient.name);
  for (const address of splitEmailList(input.additionalRecipients)) add(address, '');
  for (const address of splitEmailList(input.cc)) add(address, '');
  return [...byAddress.values()];
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

type StoredFile = Pick<
  typeof uploads.$inferSelect,
  'id' | 'fileName' | 'contentType' | 'byteSize' | 'storageKey'
>;

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
    .map(({ id, fileName, contentType, byteSize, storageKey }) => ({
      id,
      fileName,
      contentType,
      byteSize,
      storageKey,
    }));
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
