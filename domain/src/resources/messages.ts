import { BLANK_MESSAGE } from '../field-messages.ts';
import { z } from 'zod';
import type { Actor } from '../permissions/actor.ts';
import { isStaff } from '../roles.ts';
import { defineContract } from './contract.ts';
import { MESSAGE_UPLOADS_MAX } from '../uploads.ts';
import { validateEmailList } from '../email-list.ts';
import { integer, isoDateTime, recordId, storableText } from './payload-fields.ts';
import { errorsToSentence, type FieldErrors } from '../messages.ts';
import { FILL_ALL_REQUIRED_FIELDS } from '../parent-status.ts';
import { messagesAccess } from './access/messages.ts';

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

/**
 * The types a tutor sends about a course they teach (spec staff-and-crm §2 Tutor courses list:
 * "a send-update link when there are enrollees"): the update types, to its families.
 */
export const TUTOR_MESSAGE_TYPES = [
  'Parent Update',
  'Progress Update',
] as const satisfies readonly MessageType[];

/** The message types the actor may send: staff every type, a tutor the update types. */
export function messageTypesFor(actor: Pick<Actor, 'roles'>): readonly MessageType[] {
  return isStaff(actor.roles) ? MESSAGE_TYPES : TUTOR_MESSAGE_TYPES;
}

/** What a tutor may write to: a course's students and parents, not the staff around them. */
export const TUTOR_RECIPIENT_TYPES = ['Student', 'Parent'] as const;

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

/** Who a message goes to: a course's enrolled students, their parents, and staff around them. */
export const MESSAGE_RECIPIENT_TYPES = ['Student', 'Parent', 'Employee'] as const;
export type MessageRecipientType = (typeof MESSAGE_RECIPIENT_TYPES)[number];

/** One person a message went to, as they were named and addressed when it was sent. */
export const messageRecipientRecord = z.object({
  recipientType: z.enum(MESSAGE_RECIPIENT_TYPES),
  recipientId: integer,
  name: z.string(),
  /** null when they had no sign-in: recorded, not mailed. */
  email: z.string().nullable(),
});
export type MessageRecipient = z.infer<typeof messageRecipientRecord>;

/**
 * A file sent with a message (spec §3 "uploads"): `url` downloads it through the uploads
 * route, which lets only those who may read the message have it.
 */
export const messageUploadRecord = z.object({
  id: integer,
  fileName: z.string(),
  contentType: z.string(),
  byteSize: integer,
  url: z.string(),
});
export type MessageUpload = z.infer<typeof messageUploadRecord>;

/**
 * An outreach message staff sent to a course's or a student's family (spec §3 Message:
 * subject, body, cc, messageType, regarding, videoUrl, uploadIds, uploads, studentRecipientIds,
 * parentRecipientIds, employeeRecipientIds, sentAt, recipients, from). Sent with POST
 * /messages (spec §7 "Message save path is not shown": ours is the engine's collection).
 */
export const messageRecord = z.object({
  id: integer,
  messageType: z.enum(MESSAGE_TYPES),
  subject: z.string(),
  body: z.string(),
  /** Addresses copied, comma-separated (spec §5: separators collapse to commas). */
  cc: z.string(),
  /** Addresses it also went to besides the picked recipients, comma-separated. */
  additionalRecipients: z.string(),
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
  /** Whom it went to: students, then parents, then employees, each by name. */
  recipients: z.array(messageRecipientRecord),
  studentRecipientIds: z.array(integer),
  parentRecipientIds: z.array(integer),
  employeeRecipientIds: z.array(integer),
  /** The files sent with it, oldest first. */
  uploads: z.array(messageUploadRecord),
  uploadIds: z.array(integer),
  sentAt: isoDateTime,
});
export type Message = z.infer<typeof messageRecord>;

/** A subject fits the messages table's column (spec §3 Message "subject"). */
export const MESSAGE_SUBJECT_MAX = 191;
/** A body is plain text (shown as text, escaped in the mail); long letters are fine. */
export const MESSAGE_BODY_MAX = 20_000;
export const MESSAGE_BLANK = BLANK_MESSAGE;
export const messageTooLong = (max: number) => `is too long (maximum is ${max} characters)`;
/** Spec §5 "at least one recipient: 'Please select at least 1 recipient'". */
export const MESSAGE_RECIPIENTS_REQUIRED = 'Please select at least 1 recipient';
export const MESSAGE_RECIPIENTS_OUTSIDE =
  "must be the course's (or the student's) students, their parents and their staff";
export const MESSAGE_TYPE_UNKNOWN = 'is not a known message type';
export const MESSAGE_REGARDING_MISSING = 'does not exist';
export const MESSAGE_UPLOADS_INVALID = 'must be files you attached to this message';
/** Spec §8 "Message sent: 'Email has been queued to be sent. ...' / Success" (every compose dialog). */
export const MESSAGE_QUEUED = {
  title: 'Success',
  message:
    'Email has been queued to be sent. You will receive a notification if there are any issues with delivery.',
} as const;
/** The toast after a send: the spec's message-sent text. */
export const MESSAGE_SENT = MESSAGE_QUEUED.message;
/** A tutor sending a type that is not an update type. */
export const MESSAGE_TYPE_NOT_TUTORS = 'is not a message type tutors may send';

const messageRecipientRef = z.object({
  recipientType: z.enum(MESSAGE_RECIPIENT_TYPES),
  recipientId: recordId,
});
export type MessageRecipientRef = z.infer<typeof messageRecipientRef>;

/**
 * An e-mail list field (cc, additional recipients): normalised to comma-separated addresses,
 * then at most 191 characters of addresses only (spec §5).
 */
const emailListField = storableText.transform((text, ctx) => {
  const { value, errors } = validateEmailList(text);
  for (const message of errors) ctx.issues.push({ code: 'custom', message, input: text });
  return value;
});

/** What the message is about: a course (its families) or one student (their family). */
const messageRegarding = {
  regardingType: z.enum(MESSAGE_REGARDING_TYPES),
  regardingId: recordId,
};

/**
 * POST /messages (the compose dialog, spec §2 "Message compose and recipients picker"): the
 * recipients are picked among the course's enrolled students and their parents.
 */
export const messageSend = z.object({
  ...messageRegarding,
  messageType: z.enum(MESSAGE_TYPES, { message: MESSAGE_TYPE_UNKNOWN }),
  subject: storableText
    .trim()
    .min(1, MESSAGE_BLANK)
    .max(MESSAGE_SUBJECT_MAX, messageTooLong(MESSAGE_SUBJECT_MAX)),
  body: storableText
    .trim()
    .min(1, MESSAGE_BLANK)
    .max(MESSAGE_BODY_MAX, messageTooLong(MESSAGE_BODY_MAX)),
  recipients: z.array(messageRecipientRef).min(1, MESSAGE_RECIPIENTS_REQUIRED).max(1000),
  /** Addresses copied (spec §5 "cc max length 191"). */
  cc: emailListField.default(''),
  /** Addresses it also goes to, typed (spec §5 "additional recipients must be an email list"). */
  additionalRecipients: emailListField.default(''),
  /**
   * Files uploaded for it (POST /uploads.json to the Course or Student it is about, by the
   * sender); they move to the message and go out with the mail.
   */
  uploadIds: z.array(recordId).max(MESSAGE_UPLOADS_MAX).optional(),
});
export type MessageSend = z.output<typeof messageSend>;
export type MessageSendInput = z.input<typeof messageSend>;

/** GET /messages/recipients: whom a message about a course or a student may go to. */
export const messageRecipientsQuery = z.object({
  regardingType: z.enum(MESSAGE_REGARDING_TYPES),
  regardingId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const messageRecipientOption = messageRecipientRef.extend({
  name: z.string(),
  /** null when the person has no sign-in: they are recorded but get no e-mail. */
  email: z.string().nullable(),
  /** For a parent, the student(s) they are the parent of, for the picker's label. */
  studentNames: z.array(z.string()),
});
export type MessageRecipientOption = z.infer<typeof messageRecipientOption>;
export const messageRecipientsAnswer = z.object({ recipients: z.array(messageRecipientOption) });
export type MessageRecipientsAnswer = z.infer<typeof messageRecipientsAnswer>;

export const messageTypesAnswer = z.object({ messageTypes: z.array(z.string()) });
export type MessageTypesAnswer = z.infer<typeof messageTypesAnswer>;

export const messagesContract = defineContract({
  name: 'messages',
  singular: messagesAccess.singular,
  summary:
    "Outreach messages staff sent about a course or a student, newest first (a course's and a student's contact tab). Staff read and send them; a tutor sends updates about the courses they teach and reads the messages they sent.",
  record: messageRecord,
  // A tutor reads the messages they sent (the Email Sent notice of their own update links one).
  access: messagesAccess.access,
  actions: {
    messageTypes: {
      on: 'collection',
      method: 'GET',
      path: 'message_types',
      summary:
        'The message types a message may have (General Outreach, Parent Update, ...); clients keep the answer for the sign-in.',
      output: messageTypesAnswer,
      allow: messagesAccess.actions.messageTypes,
    },
    recipients: {
      on: 'collection',
      method: 'GET',
      path: 'recipients',
      summary:
        "Whom a message about a course (its actively enrolled students, their parents, the course's host and the families' advisors) or a student (the student, their parent and the parent's advisor) may go to, with names and e-mail addresses (null without a sign-in). Query: regardingType (Course or Student), regardingId. 422 when that course or student does not exist. A tutor asks about a course they teach (else 403) and gets its students and parents only.",
      input: { in: 'query', schema: messageRecipientsQuery },
      output: messageRecipientsAnswer,
      allow: messagesAccess.actions.recipients,
    },
    send: {
      on: 'collection',
      method: 'POST',
      path: '',
      summary:
        'Staff send a message about a course or a student: body { message: { regardingType, regardingId, messageType, subject (<= 191), body, recipients: [{ recipientType: Student | Parent | Employee, recipientId }] (at least one, all among GET /messages/recipients for that course or student), cc and additionalRecipients (optional e-mail lists: commas, semicolons and whitespace collapse to commas; <= 191 each; each address gets a copy), uploadIds (optional, <= 10: files the caller uploaded to that Course or Student, which move to the message and are attached to the mail) } }. The message and its recipients are written in one transaction (sentAt now, sent by the caller) and each recipient with an e-mail address is mailed after the commit. 201 { message }; 422 with field errors. A tutor sends a Parent Update or Progress Update (else 422 on messageType) about a course they teach (else 403) to its students and parents. Students and parents 403.',
      input: { in: 'body', keyed: true, schema: messageSend },
      output: z.object({ message: messageRecord }),
      status: 201,
      allow: messagesAccess.actions.send,
    },
  },
});

/** Spec §5: missing fields give 'Please fill all required fields' (FILL_ALL_REQUIRED_FIELDS), titled Error. */
export const MESSAGE_ERROR_TITLE = 'Error';
/** Spec §5: "message.valid failures are joined as a sentence titled 'Invalid'". */
export const MESSAGE_INVALID_TITLE = 'Invalid';

/**
 * The alert a refused message shows above its fields (spec §5), from its errors by field: a
 * required field left blank first, then no recipient, else every failure as one sentence.
 */
export function messageSendAlert(errors: FieldErrors): { title: string; message: string } | null {
  const required = ['messageType', 'subject', 'body'];
  if (required.some((field) => errors[field]?.includes(MESSAGE_BLANK)))
    return { title: MESSAGE_ERROR_TITLE, message: FILL_ALL_REQUIRED_FIELDS };
  if (errors.recipients?.includes(MESSAGE_RECIPIENTS_REQUIRED))
    return { title: MESSAGE_ERROR_TITLE, message: MESSAGE_RECIPIENTS_REQUIRED };
  if (Object.keys(errors).length === 0) return null;
  return { title: MESSAGE_INVALID_TITLE, message: errorsToSentence(errors) };
}
