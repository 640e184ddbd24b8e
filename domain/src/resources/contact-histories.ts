import { z } from 'zod';
import type { Actor } from '../permissions/actor.ts';
import { hasRole } from '../roles.ts';
import { BLANK_MESSAGE } from '../zod-messages.ts';
import { defineContract } from './contract.ts';
import {
  integer,
  isoDateTime,
  isoDateTimeInput,
  recordId,
  storableText,
} from './payload-fields.ts';
import {
  contactHistoriesAccess,
  notesAccess,
  callsAccess,
  smsAccess,
  emailsAccess,
  imminentClosesAccess,
} from './access/contact-histories.ts';
export { EDITABLE_ACTIVITY_TYPES, canEditContactHistory } from './access/contact-histories.ts';

/**
 * A family's contact history (spec staff-and-crm §3 Contact history, §5 Notes, §7 Messages and
 * contact history): notes and recommendations, calls, voicemails, SMS, the e-mails the product
 * sends and the messages staff send, one timeline per student and per parent or lead.
 */

/** Spec §3: "Activity types include Note, Outbound Call, Inbound Call, VoiceMail, Sms". */
export const ACTIVITY_TYPES = [
  'Note',
  'Outbound Call',
  'Inbound Call',
  'VoiceMail',
  'Sms',
  'Email',
  'Message',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Spec §3: "Filter types: All, Note, Call, Email, SMS, Message". */
export const CONTACT_HISTORY_FILTERS = ['All', 'Note', 'Call', 'Email', 'SMS', 'Message'] as const;
export type ContactHistoryFilter = (typeof CONTACT_HISTORY_FILTERS)[number];

/** The activity types each filter shows (All: every one). */
export const CONTACT_HISTORY_FILTER_TYPES: Record<ContactHistoryFilter, readonly ActivityType[]> = {
  All: ACTIVITY_TYPES,
  Note: ['Note'],
  Call: ['Outbound Call', 'Inbound Call', 'VoiceMail'],
  Email: ['Email'],
  SMS: ['Sms'],
  Message: ['Message'],
};

/** Whose timeline: a student, or a parent or lead. */
export const CONTACT_REGARDING_TYPES = ['Student', 'Parent'] as const;
export type ContactRegardingType = (typeof CONTACT_REGARDING_TYPES)[number];

/** Spec §3 "Note/Activity: body, kind (Note or Recommendation)". */
export const NOTE_KINDS = ['Note', 'Recommendation'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

export const CALL_TYPES = ['Outbound Call', 'Inbound Call', 'VoiceMail'] as const;
export type CallType = (typeof CALL_TYPES)[number];

/** Spec §3 "Outcome can be Pending": a call logged before its outcome is known. */
export const PENDING_OUTCOME = 'Pending';
export const CALL_OUTCOMES = [
  PENDING_OUTCOME,
  'Connected',
  'Left Voicemail',
  'No Answer',
  'Busy',
  'Wrong Number',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const SMS_DIRECTIONS = ['Outbound', 'Inbound'] as const;
export type SmsDirection = (typeof SMS_DIRECTIONS)[number];

/** The kinds of e-mail the product sends and records in the contact history. */
export const EMAIL_KINDS = ['Account', 'Receipt', 'Notice', 'Campaign'] as const;

/** Spec §5 / §9: "note preview 125 characters, expandable to 10000". */
export const NOTE_PREVIEW_LENGTH = 125;
export const NOTE_BODY_MAX = 10_000;
/** An SMS longer than ten segments is not a text message. */
export const SMS_BODY_MAX = 1_600;
/** Spec §5: "a note cannot be blank". */
export const NOTE_BLANK_MESSAGE = 'You can not save a blank note.';
/** Spec §5: "a recommendation only for students". */
export const RECOMMENDATION_STUDENTS_ONLY = 'Can only create recommendations for students.';
/** Spec §6: "Only PROGRAM_OPTIMIZER sees 'Add Recommendation'": the server refuses the rest. */
export const RECOMMENDATION_OPTIMIZERS_ONLY = 'Only program optimizers may add recommendations.';
/** Spec §5 "deleting notes asks for confirmation". */
export const NOTE_DELETE_CONFIRM = 'Are you sure you want to delete this note?';
/** Spec §8 empty state of the contact history table. */
export const NO_CONTACT_HISTORY = 'No contact history to display.';
export const CONTACT_NOT_FOUND = 'does not exist';
export const tooLong = (max: number) => `is too long (maximum is ${max} characters)`;

/** The first 125 characters of a note, with an ellipsis when cut (spec §5). */
export function notePreview(body: string): { text: string; isCut: boolean } {
  const text = body.trim();
  if (text.length <= NOTE_PREVIEW_LENGTH) return { text, isCut: false };
  return { text: `${text.slice(0, NOTE_PREVIEW_LENGTH).trimEnd()}…`, isCut: true };
}

/** Spec §6: only PROGRAM_OPTIMIZER adds recommendations. */
export function canAddRecommendation(actor: Pick<Actor, 'roles'>): boolean {
  return hasRole(actor.roles, 'program_optimizer');
}

/** Spec §5: "a recommendation only for students" (null: allowed). */
export function recommendationRefusal(kind: NoteKind, regardingType: string): string | null {
  return kind === 'Recommendation' && regardingType !== 'Student'
    ? RECOMMENDATION_STUDENTS_ONLY
    : null;
}

/** Who wrote, logged or sent it (spec §3 "employee (firstName, lastName, user.id)"). */
export const contactAuthorRecord = z.object({
  firstName: z.string(),
  lastName: z.string(),
  user: z.object({ id: integer }),
});

/** Whose timeline it is in (spec §3 "regarding (with firstName)"). */
export const contactRegardingRecord = z.object({
  type: z.enum(CONTACT_REGARDING_TYPES),
  id: integer,
  firstName: z.string(),
  lastName: z.string(),
});

export const contactHistoryRecord = z.object({
  id: integer,
  type: z.enum(ACTIVITY_TYPES),
  kind: z.string(),
  outcome: z.string().nullable(),
  sentAt: isoDateTime,
  subject: z.string().nullable(),
  body: z.string(),
  campaignName: z.string().nullable(),
  campaignGenerated: z.boolean(),
  authorId: integer.nullable(),
  employee: contactAuthorRecord.nullable(),
  regardingType: z.enum(CONTACT_REGARDING_TYPES),
  regardingId: integer,
  regarding: contactRegardingRecord,
  phoneNumber: z.string().nullable(),
  durationSeconds: integer.nullable(),
  /** The message it records (type Message), for the message pane. */
  messageId: integer.nullable(),
  /** A campaign message not yet delivered is due then. */
  dueAt: isoDateTime.nullable(),
  /** Inbound calls and SMS are unread until someone marks them read. */
  readAt: isoDateTime.nullable(),
  lockVersion: integer,
});
export type ContactHistory = z.infer<typeof contactHistoryRecord>;

const regarding = {
  regardingType: z.enum(CONTACT_REGARDING_TYPES),
  regardingId: recordId,
};

const noteBody = (blank: string) =>
  storableText.trim().min(1, blank).max(NOTE_BODY_MAX, tooLong(NOTE_BODY_MAX));

/** POST /notes: a note or a recommendation about a student or a parent/lead. */
export const noteCreate = z.object({
  ...regarding,
  /** Note when omitted. */
  kind: z.enum(NOTE_KINDS).optional(),
  body: noteBody(NOTE_BLANK_MESSAGE),
});
export type NoteCreate = z.input<typeof noteCreate>;

/**
 * PUT /notes/{id}: spec §5 "a note body is required when editing": a blank one is refused;
 * leaving it out changes nothing (a lockVersion-only update, as every resource takes).
 */
export const noteUpdate = z.object({ body: noteBody(BLANK_MESSAGE).optional() });
export type NoteUpdate = z.input<typeof noteUpdate>;

const phoneNumber = storableText.trim().max(32, tooLong(32));
const duration = z.number().int().min(0, 'must be greater than or equal to 0').max(86_400);

/** POST /calls: a call staff log (no telephony provider is configured to report it). */
export const callCreate = z.object({
  ...regarding,
  type: z.enum(CALL_TYPES),
  outcome: z.enum(CALL_OUTCOMES),
  body: storableText.trim().max(NOTE_BODY_MAX, tooLong(NOTE_BODY_MAX)).optional(),
  phoneNumber: phoneNumber.optional(),
  durationSeconds: duration.nullable().optional(),
  /** When the call took place (now when omitted); not in the future. */
  sentAt: isoDateTimeInput.optional(),
});
export type CallCreate = z.input<typeof callCreate>;

/** PUT /calls/{id}: the outcome once known, the notes, the length. */
export const callUpdate = z.object({
  outcome: z.enum(CALL_OUTCOMES).optional(),
  body: storableText.trim().max(NOTE_BODY_MAX, tooLong(NOTE_BODY_MAX)).optional(),
  durationSeconds: duration.nullable().optional(),
});
export type CallUpdate = z.input<typeof callUpdate>;

/** POST /sms: a text message staff log, sent or received. */
export const smsCreate = z.object({
  ...regarding,
  direction: z.enum(SMS_DIRECTIONS),
  body: storableText.trim().min(1, BLANK_MESSAGE).max(SMS_BODY_MAX, tooLong(SMS_BODY_MAX)),
  phoneNumber: phoneNumber.optional(),
  sentAt: isoDateTimeInput.optional(),
});
export type SmsCreate = z.input<typeof smsCreate>;
/** The shape of an SMS's change, which nobody may make (it is a record of what was sent). */
export const smsUpdate = z.object({ body: smsCreate.shape.body });

export const IN_THE_FUTURE = 'must not be in the future';

export const contactHistoriesContract = defineContract({
  name: 'contact_histories',
  singular: contactHistoriesAccess.singular,
  summary:
    "A student's or a parent's contact history, newest first: notes, recommendations, calls, voicemails, SMS, the e-mails the product sent and the messages staff sent. Filters regardingType (Student or Parent) with regardingId, and type (All, Note, Call, Email, SMS, Message). Staff only: families and tutors never read staff notes.",
  record: contactHistoryRecord,
  access: contactHistoriesAccess.access,
  actions: {
    inbox: {
      on: 'collection',
      method: 'GET',
      path: 'inbox',
      summary:
        "The unread inbound calls, voicemails and SMS about the caller's families (parents they advise and their students), newest first, at most 100.",
      output: z.object({ contact_histories: z.array(contactHistoryRecord) }),
      allow: contactHistoriesAccess.actions.inbox,
    },
    markRead: {
      on: 'member',
      method: 'PUT',
      path: 'mark_read',
      summary: 'Marks an inbound call, voicemail or SMS read (it leaves the inbox). Answers it.',
      allow: contactHistoriesAccess.actions.markRead,
    },
  },
});

export const notesContract = defineContract({
  name: 'notes',
  singular: notesAccess.singular,
  summary:
    "Notes and recommendations in a student's or parent's contact history. Staff write notes; only program optimizers write recommendations (422 on kind), and only about students (422 'Can only create recommendations for students.'). A blank note is 422 'You can not save a blank note.'; at most 10,000 characters. Only the author edits or deletes one.",
  record: contactHistoryRecord,
  create: noteCreate,
  update: noteUpdate,
  access: notesAccess.access,
});

export const callsContract = defineContract({
  name: 'calls',
  singular: callsAccess.singular,
  summary:
    "Calls in a family's contact history (Outbound Call, Inbound Call, VoiceMail), logged by staff or reported by a telephony provider's webhook. A Pending outcome puts a reminder in the author's inbox until it is set. Only the author edits an outbound or inbound call.",
  record: contactHistoryRecord,
  create: callCreate,
  update: callUpdate,
  access: callsAccess.access,
});

export const smsContract = defineContract({
  name: 'sms',
  singular: smsAccess.singular,
  summary:
    "Text messages in a family's contact history, logged by staff or reported by a telephony provider's webhook (an inbound one is a reply in the advisor's inbox).",
  record: contactHistoryRecord,
  create: smsCreate,
  // Spec §5 lets staff edit only notes and outbound or inbound calls: an SMS stays as logged.
  update: smsUpdate,
  access: smsAccess.access,
});

export const emailsContract = defineContract({
  name: 'emails',
  singular: emailsAccess.singular,
  summary:
    'The e-mails the product sent to families (account mails, receipts, notices, campaign messages), as their contact history holds them. Staff only.',
  record: contactHistoryRecord,
  access: emailsAccess.access,
});

/** Spec §3 Others "Imminent close": a sale an advisor expects to close by a date. */
export const imminentCloseRecord = z.object({
  id: integer,
  parentId: integer,
  parentName: z.string(),
  userId: integer.nullable(),
  description: z.string(),
  closesAt: isoDateTime,
  createdAt: isoDateTime,
});
export type ImminentClose = z.infer<typeof imminentCloseRecord>;

export const imminentClosesContract = defineContract({
  name: 'imminent_closes',
  singular: imminentClosesAccess.singular,
  summary:
    "Sales an advisor expects to close by a date; the advisor's inbox is warned once, two days before. Staff only.",
  record: imminentCloseRecord,
  access: imminentClosesAccess.access,
});
