import {
  MESSAGE_TYPES,
  messagesContract,
  type Message,
  type MessageSend,
  type messageRecipientsQuery,
} from '@tp/domain';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { messages } from '../../db/schema/index.ts';
import { defineResource, isoRequired } from '../define.ts';
import { filter, integerIn, queryValue, stringIn, textSearch } from '../filters.ts';
import { messageRecipientOptions, sendMessage } from '../../services/messages.ts';

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
    videoUrl: messages.videoUrl,
    regardingType: messages.regardingType,
    regardingId: messages.regardingId,
    courseId: messages.courseId,
    studentId: messages.studentId,
    senderId: messages.senderId,
    from: messages.senderName,
    recipientsCount: messages.recipientsCount,
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
  serialize: (row) => ({
    ...row,
    messageType: row.messageType as Message['messageType'],
    regardingType: row.regardingType as Message['regardingType'],
    sentAt: isoRequired(row.sentAt),
  }),
  actions: {
    messageTypes: {
      async run() {
        return { output: { messageTypes: [...MESSAGE_TYPES] } };
      },
    },
    recipients: {
      async run({ tx, input }) {
        const query = input as z.output<typeof messageRecipientsQuery>;
        return { output: { recipients: await messageRecipientOptions(tx, query) } };
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
