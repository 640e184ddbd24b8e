import { z } from 'zod';
import { staffOnly } from '../permissions/rules.ts';
import { defineContract } from './contract.ts';
import { integer, isoDateTime } from './payload-fields.ts';

/**
 * The message types staff write (spec staff-and-crm §3 Message: "Known message types: General
 * Outreach, Parent Update, Progress Update, Recommendation. The full list comes from the
 * server" — GET /messages/message_types answers this list).
 */
export const MESSAGE_TYPES = [
  'General Outreach',
  'Parent Update',
  'Progress Update',
  'Recommendation',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** What a message is about (spec §3 "regarding (regardingId, regardingType)"). */
export const MESSAGE_REGARDING_TYPES = ['Course', 'Student'] as const;

/** A list of messages shows 10 a page (spec §7 "Message lists use page, per 10"). */
export const MESSAGES_PER_PAGE = 10;

/** The message list's preview of a body (spec §9 "Message preview 50 characters"). */
export const MESSAGE_PREVIEW_LENGTH = 50;

/** The first characters of a message's body, with an ellipsis when cut (spec §2, §9). */
export function messagePreview(body: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  return text.length <= MESSAGE_PREVIEW_LENGTH
    ? text
    : `${text.slice(0, MESSAGE_PREVIEW_LENGTH).trimEnd()}…`;
}

/**
 * An outreach message staff sent to a course's or a student's family (spec §3 Message:
 * subject, body, cc, messageType, regarding, videoUrl, sentAt, from). Read-only here: the
 * compose screen and its save arrive with the messages issue (spec §7 "Message save path is
 * not shown").
 */
export const messageRecord = z.object({
  id: integer,
  messageType: z.enum(MESSAGE_TYPES),
  subject: z.string(),
  body: z.string(),
  cc: z.string(),
  videoUrl: z.string().nullable(),
  regardingType: z.enum(MESSAGE_REGARDING_TYPES),
  regardingId: integer,
  /** The course it was sent about or to (the course page's contact tab lists these). */
  courseId: integer.nullable(),
  /** The student it was sent about (the student profile's contact tab). */
  studentId: integer.nullable(),
  /** The sender's user id (null once that user is gone). */
  senderId: integer.nullable(),
  /** Who sent it, as they were named then (spec §3 "from"). */
  from: z.string(),
  /** How many families and staff it went to. */
  recipientsCount: integer,
  sentAt: isoDateTime,
});
export type Message = z.infer<typeof messageRecord>;

export const messageTypesAnswer = z.object({ messageTypes: z.array(z.string()) });
export type MessageTypesAnswer = z.infer<typeof messageTypesAnswer>;

export const messagesContract = defineContract({
  name: 'messages',
  singular: 'message',
  summary:
    "Outreach messages staff sent about a course or a student, newest first (read-only: a course's and a student's contact tab). Staff only.",
  record: messageRecord,
  access: { read: staffOnly() },
  actions: {
    messageTypes: {
      on: 'collection',
      method: 'GET',
      path: 'message_types',
      summary:
        'The message types a message may have (General Outreach, Parent Update, ...); clients keep the answer for the sign-in.',
      output: messageTypesAnswer,
      allow: staffOnly(),
    },
  },
});
