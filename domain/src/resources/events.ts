import { z } from 'zod';
import {
  EVENT_DETAILS_MAX,
  EVENT_DURATION_MAX,
  EVENT_DURATION_MAX_MESSAGE,
  EVENT_DURATION_MIN,
  EVENT_DURATION_MIN_MESSAGE,
  EVENT_NAME_MAX,
  EVENT_TYPES,
  PAST_REASON_MAX,
} from '../event-rules.ts';
import { defineContract } from './contract.ts';
import {
  integer,
  isoDateTime,
  isoDateTimeInput,
  recordId,
  storableText,
} from './payload-fields.ts';
import { eventsAccess } from './access/events.ts';

/**
 * A calendar event on an employee's calendar (spec scheduling §3 Event). `attendeeType` is
 * always Employee; `payable` follows from the type (PAYABLE_EVENT_TYPES); a canceled event
 * keeps its row with `canceledAt` set (calendar feeds show it as CANCELLED).
 */
export const eventRecord = z.object({
  id: integer,
  type: z.enum(EVENT_TYPES),
  name: z.string().nullable(),
  details: z.string().nullable(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** Minutes; always endsAt - startsAt. */
  duration: integer,
  allDay: z.boolean(),
  payable: z.boolean(),
  departmentId: integer.nullable(),
  /** The employee whose calendar it is on (for a tutor, the tutor id). */
  attendeeId: integer,
  attendeeType: z.literal('Employee'),
  /** The attendee's full name (spec: "Calendar item attendees: employeeId, fullName"). */
  attendeeName: z.string(),
  studentId: integer.nullable(),
  subjectId: integer.nullable(),
  canceledAt: isoDateTime.nullable(),
  /** Why a payable event was put in the past (needsPastReason). */
  pastReason: z.string().nullable(),
  createdById: integer.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  lockVersion: integer,
});
export type CalendarEvent = z.infer<typeof eventRecord>;

const eventName = storableText
  .trim()
  .min(1, "can't be blank")
  .max(EVENT_NAME_MAX, `is too long (maximum is ${EVENT_NAME_MAX} characters)`);
const eventDetails = storableText
  .trim()
  .min(1, "can't be blank")
  .max(EVENT_DETAILS_MAX, `is too long (maximum is ${EVENT_DETAILS_MAX} characters)`);
/** Spec §5: 5 to 360 minutes, with the spec's own messages. */
export const eventDuration = z
  .number({ error: 'must be a number' })
  .int('must be a whole number of minutes')
  .min(EVENT_DURATION_MIN, EVENT_DURATION_MIN_MESSAGE)
  .max(EVENT_DURATION_MAX, EVENT_DURATION_MAX_MESSAGE);

/**
 * The event form's payload (spec §5): type, department, name and details required; the start
 * (the form's date and time) required; `duration` (default 15 minutes when neither it nor
 * `endsAt` is sent) or `endsAt`. `attendeeId` defaults to the caller's own calendar; staff
 * name another employee's. The type must be one the attendee is offered (eventTypesOffered),
 * which the server checks against the attendee (422 on `type`).
 */
export const eventCreate = z.object({
  type: z.enum(EVENT_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? "can't be blank" : 'is not an event type',
  }),
  departmentId: recordId,
  name: eventName,
  details: eventDetails,
  startsAt: isoDateTimeInput,
  duration: eventDuration.optional(),
  endsAt: isoDateTimeInput.optional(),
  allDay: z.boolean().optional(),
  attendeeId: recordId.optional(),
  studentId: recordId.nullable().optional(),
  subjectId: recordId.nullable().optional(),
  /** Required when a payable event starts in the past (pastReasonErrors). */
  pastReason: storableText
    .trim()
    .max(PAST_REASON_MAX, `is too long (maximum is ${PAST_REASON_MAX} characters)`)
    .transform((reason) => (reason === '' ? null : reason))
    .nullish(),
});
export type EventCreate = z.input<typeof eventCreate>;
export const eventUpdate = eventCreate.partial();
export type EventUpdate = z.input<typeof eventUpdate>;

export const eventsContract = defineContract({
  name: 'events',
  singular: eventsAccess.singular,
  summary:
    'Calendar events (prep time, self study, parent communication, admin work, essay grading, curriculum work, FL admin) on an employee’s calendar.',
  record: eventRecord,
  create: eventCreate,
  update: eventUpdate,
  access: eventsAccess.access,
  actions: {
    cancel: {
      on: 'member',
      method: 'PUT',
      path: 'cancel',
      summary:
        'Cancels the event: it stays on record with canceledAt set (calendar feeds show it as CANCELLED). 422 when already canceled.',
      allow: eventsAccess.actions.cancel,
    },
  },
});
