import {
  messageTypesFor,
  messagesContract,
  type Message,
  type MessageRecipient,
  type MessageSend,
  type messageRecipientsQuery,
} from '@tp/domain';
import type { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { messageRecipients, messages, uploads } from '../../db/schema/index.ts';
import { uploadFileUrl } from '../../routes/uploads/upload-wire.ts';
import { defineResource, isoRequired } from '../define.ts';
import { filter, integerIn, queryValue, stringIn, textSearch } from '../filters.ts';
import { qualified } from '../scopes.ts';
import { recipientOptionsFor, sendMessage } from '../../services/messages.ts';

/** Whom the message went to, in the order they were written (students, parents, employees). */
const recipientsJson = sql<MessageRecipient[]>`coalesce((
  select json_agg(json_build_object('recipientType', r.recipient_type, 'recipientId', r.recipient_id,
    'name', r.name, 'email', r.email) order by r.id)
  from ${messageRecipients} r where r.message_id = ${qualified(messages.id)}), '[]'::json)`.as(
  'message_recipients_json',
);

type UploadCell = { id: number; fileName: string; contentType: string; byteSize: number };

/** The files moved onto the message when it was sent, oldest first. */
const uploadsJson = sql<UploadCell[]>`coalesce((
  select json_agg(json_build_object('id', u.id, 'fileName', u.file_name,
    'contentType', u.content_type, 'byteSize', u.byte_size) order by u.id)
  from ${uploads} u where u.attachable_type = 'Message'
    and u.attachable_id = ${qualified(messages.id)}), '[]'::json)`.as('message_uploads_json');

const idsOf = (recipients: MessageRecipient[], type: MessageRecipient['recipientType']) =>
  recipients.filter((r) => r.recipientType === type).map((r) => r.recipientId);

/** Outreach messages: read on the contact tabs, sent from the compose dialog (POST /messages). */
export const messagesResource = defineResource({
  contract: messagesContract,
  from: messages,
  fields: {
    id: messages.id,
    messageType: messages.messageType,
    subject: messages.subject,
    body: messages.body,
    cc: messages.cc,
    additionalRecipients: messages.additionalRecipients,
    videoUrl: messages.videoUrl,
    regardingType: messages.regardingType,
    regardingId: messages.regardingId,
    courseId: messages.courseId,
    studentId: messages.studentId,
    senderId: messages.senderId,
    from: messages.senderName,
    recipientsCount: messages.recipientsCount,
    recipients: recipientsJson,
    uploads: uploadsJson,
    sentAt: messages.sentAt,
  },
  idColumn: messages.id,
  sortable: {
    id: messages.id,
    sent_at: messages.sentAt,
    subject: messages.subject,
    message_type: messages.messageType,
  },
  // Spec §7: "orderBy sent_at, sort desc".
  defaultOrder: { column: 'sent_at', sort: 'desc' },
  filters: {
    courseId: integerIn(messages.courseId, 'Messages sent about a course.'),
    studentId: integerIn(messages.studentId, 'Messages sent about a student.'),
    regardingId: integerIn(messages.regardingId, 'What the message is about (with regardingType).'),
    regardingType: stringIn(messages.regardingType, 'Course or Student.'),
    messageType: stringIn(messages.messageType, 'The message type (General Outreach, ...).'),
    limitToParentUpdates: filter({
      description: 'Only Parent Update messages (true); false filters nothing.',
      valueType: 'boolean',
      value: queryValue.boolean,
      where: (values) =>
        values.includes(true) ? eq(messages.messageType, 'Parent Update') : undefined,
    }),
    query: textSearch(
      { subject: messages.subject, from: messages.senderName },
      'Subject or sender contains the text.',
    ),
  },
  includes: {
    course: { kind: 'belongsTo', target: 'courses', foreignKey: 'courseId' },
    student: { kind: 'belongsTo', target: 'students', foreignKey: 'studentId' },
  },
  // Recipients and files are the message's own: whoever may read the message reads them (a
  // file's download checks the same, through the uploads route's Message attachable).
  serialize: (row) => ({
    ...row,
    messageType: row.messageType as Message['messageType'],
    regardingType: row.regardingType as Message['regardingType'],
    studentRecipientIds: idsOf(row.recipients, 'Student'),
    parentRecipientIds: idsOf(row.recipients, 'Parent'),
    employeeRecipientIds: idsOf(row.recipients, 'Employee'),
    uploads: row.uploads.map((upload) => ({ ...upload, url: uploadFileUrl(upload.id) })),
    uploadIds: row.uploads.map((upload) => upload.id),
    sentAt: isoRequired(row.sentAt),
  }),
  // A tutor reads the messages they sent (their updates; the Email Sent notice links one).
  readScopes: {
    tutor: (user) => eq(messages.senderId, user.id),
  },
  actions: {
    messageTypes: {
      async run({ ctx }) {
        return { output: { messageTypes: [...messageTypesFor(ctx.user)] } };
      },
    },
    recipients: {
      async run({ tx, ctx, input }) {
        const query = input as z.output<typeof messageRecipientsQuery>;
        return { output: { recipients: await recipientOptionsFor(tx, ctx.user, query) } };
      },
    },
    send: {
      async run({ tx, ctx, input }) {
        const { message, afterCommit } = await sendMessage(tx, ctx, input as MessageSend);
        return { output: { message }, afterCommit };
      },
    },
  },
});
