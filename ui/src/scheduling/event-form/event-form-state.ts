import {
  CUSTOM_EVENT_DURATION,
  DEFAULT_EVENT_DURATION,
  eventDurationChoice,
  eventDurationForSelection,
  eventFormErrors,
  isEventType,
  needsPastReason,
  pastReasonErrors,
  wallClockOf,
  zonedInstant,
  type CalendarEvent,
  type EventCreate,
  type EventType,
  type FieldErrors,
} from '@tp/domain';

/** What the event form holds while it is edited (text fields stay text until saved). */
export interface EventFormState {
  type: EventType | '';
  departmentId: number | null;
  name: string;
  details: string;
  /** YYYY-MM-DD in the viewer's zone. */
  date: string;
  /** HH:mm in the viewer's zone. */
  time: string;
  durationChoice: number | typeof CUSTOM_EVENT_DURATION;
  /** The custom duration's minutes as typed. */
  customMinutes: string;
  /** Why paid time is put in the past (asked only then: needsPastReason). */
  pastReason: string;
}

const MINUTE_MS = 60_000;

/**
 * A new event in a calendar slot (spec §5): a payable type with a selection of 15 minutes or
 * less or more than 60 becomes 60; any other keeps the selection; with no type chosen yet the
 * default 15 minutes.
 */
export function newEventState(
  slot: { start: Date; end: Date },
  type: EventType | '',
  zone: string,
  departmentId: number | null,
): EventFormState {
  const selected = Math.round((slot.end.getTime() - slot.start.getTime()) / MINUTE_MS);
  const minutes = type === '' ? DEFAULT_EVENT_DURATION : eventDurationForSelection(type, selected);
  const wall = wallClockOf(slot.start, zone);
  return {
    type,
    departmentId,
    name: '',
    details: '',
    date: wall.date,
    time: wall.time,
    ...durationFields(minutes),
    pastReason: '',
  };
}

function durationFields(minutes: number): Pick<EventFormState, 'durationChoice' | 'customMinutes'> {
  const choice = eventDurationChoice(minutes);
  return {
    durationChoice: choice,
    customMinutes: choice === CUSTOM_EVENT_DURATION ? String(minutes) : '',
  };
}

/** The form of an existing event, its times in the viewer's zone. */
export function editEventState(event: CalendarEvent, zone: string): EventFormState {
  const wall = wallClockOf(new Date(event.startsAt), zone);
  return {
    type: event.type,
    departmentId: event.departmentId,
    name: event.name ?? '',
    details: event.details ?? '',
    date: wall.date,
    time: wall.time,
    ...durationFields(event.duration),
    pastReason: event.pastReason ?? '',
  };
}

/** The duration the form means: the chosen option, or the custom minutes (NaN when not a number). */
export function formDuration(state: EventFormState): number | null {
  if (state.durationChoice !== CUSTOM_EVENT_DURATION) return state.durationChoice;
  if (state.customMinutes.trim() === '') return null;
  return Number(state.customMinutes);
}

/** The start the date and time mean in the zone; null when either is missing or invalid. */
export function formStart(state: EventFormState, zone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(state.date) || !/^\d{2}:\d{2}$/.test(state.time)) return null;
  const start = zonedInstant(state.date, state.time, zone);
  return Number.isNaN(start.getTime()) ? null : start;
}

/**
 * The form's errors, by domain's event rules (the server's own): type, department, name,
 * details, date and duration. Custom durations are judged as typed.
 */
export function eventStateErrors(
  state: EventFormState,
  zone: string,
  options: { isSessionType?: boolean; now?: Date } = {},
): FieldErrors {
  const errors = eventFormErrors(
    {
      departmentId: state.departmentId,
      name: state.name,
      details: state.details,
      startsAt: state.date === '' ? null : (formStart(state, zone) ?? 'invalid'),
      duration: formDuration(state),
    },
    { isSessionType: options.isSessionType },
  );
  if (!isEventType(state.type)) errors.type = ["can't be blank"];
  const start = formStart(state, zone);
  if (isEventType(state.type) && start) {
    Object.assign(
      errors,
      pastReasonErrors(
        { type: state.type, startsAt: start, pastReason: state.pastReason },
        options.now ?? new Date(),
      ),
    );
  }
  if (state.time === '' && !errors.startsAt) errors.startsAt = ["can't be blank"];
  return errors;
}

/** Whether the form asks why: paid time starting before `now`. */
export function asksPastReason(state: EventFormState, zone: string, now: Date): boolean {
  const start = formStart(state, zone);
  return isEventType(state.type) && start !== null && needsPastReason(state.type, start, now);
}

/** The payload of POST /events and PUT /events/{id} (domain's eventCreate). */
export function eventPayload(
  state: EventFormState,
  zone: string,
  now: Date = new Date(),
): EventCreate {
  return {
    type: state.type as EventType,
    departmentId: state.departmentId!,
    name: state.name.trim(),
    details: state.details.trim(),
    startsAt: formStart(state, zone)!.toISOString(),
    duration: formDuration(state)!,
    ...(asksPastReason(state, zone, now) ? { pastReason: state.pastReason.trim() } : {}),
  };
}

/** The end the form's start and duration mean, for the dialog's summary. */
export function formEnd(state: EventFormState, zone: string): Date | null {
  const start = formStart(state, zone);
  const duration = formDuration(state);
  if (!start || duration === null || !Number.isFinite(duration)) return null;
  return new Date(start.getTime() + duration * MINUTE_MS);
}
