import { BLANK_MESSAGE } from './field-messages.ts';
import type { FieldErrors } from './messages.ts';
import { hasRole } from './roles.ts';

/**
 * Calendar events: time on an employee's calendar that is not a session (spec scheduling §3
 * Event, §5 "Event form", §6, §8). The server validates with these rules and the event form
 * calls the same functions for instant feedback.
 */

/**
 * Every event type. The spec's six, plus `Event::FlAdmin`: spec §6 says "the faculty_leader
 * role adds an FL Admin event type" without naming its class; it is modelled as a type of its
 * own (labelled "FL Admin"), offered only to faculty leaders and not payable (the spec's list
 * of payable types does not name it).
 */
export const EVENT_TYPES = [
  'Event::PrepTime',
  'Event::SelfStudy',
  'Event::ParentCommunication',
  'Event::AdminWork',
  'Event::EssayGrading',
  'Event::CurriculumWork',
  'Event::FlAdmin',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Spec §3: "Event::PrepTime, Event::CurriculumWork, Event::EssayGrading and Event::SelfStudy are payable". */
export const PAYABLE_EVENT_TYPES: readonly EventType[] = [
  'Event::PrepTime',
  'Event::CurriculumWork',
  'Event::EssayGrading',
  'Event::SelfStudy',
];

/** What the New Event modal shows for each type. */
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  'Event::PrepTime': 'Prep Time',
  'Event::SelfStudy': 'Self Study',
  'Event::ParentCommunication': 'Parent Communication',
  'Event::AdminWork': 'Admin Work',
  'Event::EssayGrading': 'Essay Grading',
  'Event::CurriculumWork': 'Curriculum Work',
  'Event::FlAdmin': 'FL Admin',
};

/** The types every employee is offered. */
const BASE_EVENT_TYPES: readonly EventType[] = [
  'Event::PrepTime',
  'Event::SelfStudy',
  'Event::ParentCommunication',
  'Event::AdminWork',
];

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);
}

export function isPayableEventType(type: EventType): boolean {
  return PAYABLE_EVENT_TYPES.includes(type);
}

/** Whose calendar an event goes on, as far as the offered types depend on it. */
export interface EventTypeHolder {
  roles: readonly string[];
  essayGrader: boolean;
  curriculumWork: boolean;
}

/**
 * The types offered to an employee, in the modal's order (spec §6): the base four; FL Admin
 * for the faculty_leader role; Essay Grading with the essayGrader flag; Curriculum Work with
 * the curriculumWork flag. The server offers the types of the calendar's owner (the
 * attendee), so staff adding an event to a tutor's calendar see that tutor's types.
 */
export function eventTypesOffered(holder: EventTypeHolder): EventType[] {
  const types = [...BASE_EVENT_TYPES];
  if (hasRole(holder.roles, 'faculty_leader')) types.push('Event::FlAdmin');
  if (holder.essayGrader) types.push('Event::EssayGrading');
  if (holder.curriculumWork) types.push('Event::CurriculumWork');
  return types;
}

export const EVENT_TYPE_NOT_OFFERED_MESSAGE = 'is not offered to this employee';

// ---- Durations (spec §5 "Event form", §9) ----

/** "A default event lasts 15 minutes." */
export const DEFAULT_EVENT_DURATION = 15;
export const EVENT_DURATION_MIN = 5;
/** Six hours. */
export const EVENT_DURATION_MAX = 360;
export const EVENT_DURATION_STEP = 5;
/** The largest duration the option list offers; anything longer is custom. */
export const EVENT_DURATION_OPTION_MAX = 60;
export const EVENT_DURATION_MIN_MESSAGE = 'The duration can not be smaller than 5 minutes';
export const EVENT_DURATION_MAX_MESSAGE = 'The duration can not be greater than 6 hours';

/** The duration select: 5 to 60 minutes in steps of 5, then "Custom". */
export const EVENT_DURATION_OPTIONS: readonly number[] = Array.from(
  { length: EVENT_DURATION_OPTION_MAX / EVENT_DURATION_STEP },
  (_, index) => (index + 1) * EVENT_DURATION_STEP,
);
export const CUSTOM_EVENT_DURATION = 'custom';

/** "A duration over 60 or not a multiple of 5 counts as custom." */
export function isCustomEventDuration(minutes: number): boolean {
  return minutes > EVENT_DURATION_OPTION_MAX || minutes % EVENT_DURATION_STEP !== 0;
}

/** What the duration select shows for a duration: its option, or "custom". */
export function eventDurationChoice(minutes: number): number | typeof CUSTOM_EVENT_DURATION {
  return isCustomEventDuration(minutes) ? CUSTOM_EVENT_DURATION : minutes;
}

/** The duration's errors with the spec's messages (none when it is fine). */
export function eventDurationErrors(minutes: number): string[] {
  if (!Number.isFinite(minutes)) return ['must be a number'];
  if (!Number.isInteger(minutes)) return ['must be a whole number of minutes'];
  if (minutes < EVENT_DURATION_MIN) return [EVENT_DURATION_MIN_MESSAGE];
  if (minutes > EVENT_DURATION_MAX) return [EVENT_DURATION_MAX_MESSAGE];
  return [];
}

/**
 * The duration of an event made from a calendar selection (spec §5): "a payable event with a
 * selection of 15 minutes or less or more than 60 becomes 60"; any other event keeps the
 * selection, within the event limits.
 */
export function eventDurationForSelection(type: EventType, selectedMinutes: number): number {
  if (isPayableEventType(type) && (selectedMinutes <= 15 || selectedMinutes > 60)) return 60;
  return Math.min(EVENT_DURATION_MAX, Math.max(EVENT_DURATION_MIN, Math.round(selectedMinutes)));
}

// ---- The form (spec §5) ----

export const EVENT_NAME_MAX = 191;
export const EVENT_DETAILS_MAX = 280;

/**
 * What the event form holds. `isSessionType` is true when the calendar item being added is a
 * session type rather than an event (the New Event modal offers both): its details are then
 * optional.
 */
export interface EventFormValues {
  departmentId: number | null | undefined;
  name: string | null | undefined;
  details: string | null | undefined;
  /** The start (the form's date and time); a missing date is a missing start. */
  startsAt: Date | string | null | undefined;
  duration: number | null | undefined;
}

const isBlank = (value: string | null | undefined) =>
  value === null || value === undefined ? true : value.trim().length === 0;

/**
 * Every rule of the event form, as Rails-style field errors: department required; details
 * required unless a session type, at most 280; name and date required, name at most 191;
 * duration 5 to 360 with the spec's messages.
 */
export function eventFormErrors(
  values: EventFormValues,
  options: { isSessionType?: boolean } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (values.departmentId === null || values.departmentId === undefined)
    add('departmentId', BLANK_MESSAGE);
  if (isBlank(values.name)) add('name', BLANK_MESSAGE);
  else if (values.name!.trim().length > EVENT_NAME_MAX)
    add('name', `is too long (maximum is ${EVENT_NAME_MAX} characters)`);
  if (isBlank(values.details)) {
    if (!options.isSessionType) add('details', BLANK_MESSAGE);
  } else if (values.details!.trim().length > EVENT_DETAILS_MAX) {
    add('details', `is too long (maximum is ${EVENT_DETAILS_MAX} characters)`);
  }
  const start = values.startsAt;
  if (start === null || start === undefined || start === '') add('startsAt', BLANK_MESSAGE);
  else if (Number.isNaN(new Date(start).getTime())) add('startsAt', 'is not a valid time');
  if (values.duration === null || values.duration === undefined) add('duration', BLANK_MESSAGE);
  else for (const message of eventDurationErrors(values.duration)) add('duration', message);
  return errors;
}

// ---- What the screens say (spec §5, §8) ----

export const EVENT_CANCEL_CONFIRMATION = 'Are you sure you wish to cancel this event?';
export const EVENT_SAVED_MESSAGE = 'We have saved the event.';
export const EVENT_CANCELED_MESSAGE = 'You have successfully canceled your event.';
export const EVENT_CANCELED_TITLE = 'Event canceled';
/** 422 on `base` when a canceled event is changed or canceled again. */
export const EVENT_ALREADY_CANCELED_MESSAGE = 'This event has been canceled.';

/** Issue 23: paid time put in the past (logged after the fact) says why. */
export const PAST_REASON_REQUIRED_MESSAGE = 'is required for paid time in the past';
export const PAST_REASON_MAX = 500;

/**
 * Whether an event needs a reason to be saved: a payable type starting before now. Paid time
 * in the past goes into payroll without anyone seeing it happen, so it carries a reason.
 */
export function needsPastReason(type: EventType, startsAt: Date, now: Date): boolean {
  return isPayableEventType(type) && startsAt.getTime() < now.getTime();
}

/** The `pastReason` error of an event as written, or none. */
export function pastReasonErrors(
  event: { type: EventType; startsAt: Date; pastReason: string | null | undefined },
  now: Date,
): FieldErrors {
  if (!needsPastReason(event.type, event.startsAt, now)) return {};
  return (event.pastReason ?? '').trim() === ''
    ? { pastReason: [PAST_REASON_REQUIRED_MESSAGE] }
    : {};
}
