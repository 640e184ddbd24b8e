import { BLANK_MESSAGE } from '../field-messages.ts';
import type { FieldErrors } from '../messages.ts';

/**
 * The session editor's limits and form rules (spec scheduling §2 "Session Editor modal", §5
 * "Session editor", §9). The form adds rows to a table; the same numbers bound each row the
 * server saves (session-editor-payload.ts), so the form's instant feedback and the 422 agree.
 */
export const SESSION_EDITOR_LIMITS = {
  /** Spec §5: repeat weeks 1 to 52 (default 1); §9 "session editor repeat 1 to 52". */
  repeatWeeksMin: 1,
  repeatWeeksMax: 52,
  repeatWeeksDefault: 1,
  /** Spec §5: tutors required 0 to 20 (default 1). */
  tutorsRequiredMin: 0,
  tutorsRequiredMax: 20,
  tutorsRequiredDefault: 1,
  /** Spec §5/§9: duration maximum 600; the minimum is the session type's (at least 5). */
  durationMax: 600,
  /** Spec §5: minimum 15 unless the session type says otherwise. */
  durationMinDefault: 15,
  roomMin: 1,
  roomMax: 50,
  /** Spec §5: row name max 20 characters. */
  nameMax: 20,
  /** How many rows one save may carry: 52 weeks of a few sessions a week. */
  rowsMax: 400,
} as const;

/** Spec §9: the time picker steps 5 minutes in the staff and tutor apps. */
export const SESSION_EDITOR_MINUTE_STEP = 5;

/** What the editor says (spec §2, §8 where it has the words; the rest in the same voice). */
export const SESSION_EDITOR_MESSAGES = {
  title: 'Session Editor',
  emptyHint: "Edit the form and click 'Add sessions' to continue.",
  /** Spec §5: an invalid form, titled Error. */
  invalidForm: 'Please fix the errors on the form.',
  invalidFormTitle: 'Error',
  /** Spec §8: the success toast of a save. */
  saved: 'Saved all of your changes.',
  /** Spec §8: a save that did not go through (titled Error). */
  notSaved: 'Not all your changes were saved.',
  pastDate: 'This date has already passed.',
  overlap: 'Overlaps another session in this list.',
  ready: 'Ready to save',
  replaces: 'Replaces the session it was loaded from',
  attendanceTaken: 'Attendance has been taken for this session; it cannot be changed here.',
  notInCourse: 'is not a session of this course',
  typeNotOfBrand: "is not one of the course brand's session types",
  onlyOwnSessions: 'You can only edit Tutoring sessions you supervise.',
  notOnCourse: 'You can only add sessions to courses you teach.',
} as const;

export const durationMinMessage = (minutes: number) => `must be at least ${minutes} minutes`;
export const durationMaxMessage = (minutes: number) => `must be at most ${minutes} minutes`;
export const betweenMessage = (min: number, max: number) => `must be between ${min} and ${max}`;
export const tooLongMessage = (max: number) => `is too long (maximum is ${max} characters)`;

/** The session type a row is made of, as the editor needs it. */
export interface EditorSessionType {
  id: number;
  name: string;
  sessionClass: string;
  online: boolean;
  minDuration: number;
}

/** The form above the table (spec §2: Type, Date, Time, Duration, Tutors required, Repeat, Place, Room number). */
export interface SessionEditorForm {
  sessionTypeId: number | null;
  /** `YYYY-MM-DD`, the local date in the editor's zone. */
  date: string;
  /** `HH:mm`, the local start time. */
  time: string;
  /** Minutes, null while empty. */
  duration: number | null;
  /** Tutors required (hidden in the tutor app, where it stays at its default). */
  employeesRequired: number | null;
  /** Total weeks (1: just this one). */
  repeatWeeks: number | null;
  /** The place's formatted address, for types that are not online. */
  place: string;
  /** The looked-up place the Place was chosen from; null when it was typed. */
  placeId?: string | null;
  room: string;
  /** The row's optional name (max 20). */
  name: string;
}

export function emptySessionEditorForm(): SessionEditorForm {
  return {
    sessionTypeId: null,
    date: '',
    time: '',
    duration: null,
    employeesRequired: SESSION_EDITOR_LIMITS.tutorsRequiredDefault,
    repeatWeeks: SESSION_EDITOR_LIMITS.repeatWeeksDefault,
    place: '',
    placeId: null,
    room: '',
    name: '',
  };
}

const isWhole = (value: number | null): value is number =>
  value !== null && Number.isInteger(value);

/** The minimum duration of a session type (spec §5: "minimum per session type"). */
export function minDurationOf(type: EditorSessionType | null | undefined): number {
  return Math.max(5, type?.minDuration ?? SESSION_EDITOR_LIMITS.durationMinDefault);
}

/**
 * The duration, tutors required, place, room and name rules every row obeys, form or saved
 * row alike (spec §5). `place` is checked only when the type is not online.
 */
export function sessionRowFieldErrors(
  row: {
    duration: number | null;
    employeesRequired: number | null;
    place: string | null;
    room: string | null;
    name: string | null;
  },
  type: EditorSessionType | null,
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const { durationMax, tutorsRequiredMin, tutorsRequiredMax, roomMax, nameMax } =
    SESSION_EDITOR_LIMITS;
  if (!isWhole(row.duration)) add('duration', BLANK_MESSAGE);
  else if (row.duration < minDurationOf(type))
    add('duration', durationMinMessage(minDurationOf(type)));
  else if (row.duration > durationMax) add('duration', durationMaxMessage(durationMax));
  if (!isWhole(row.employeesRequired)) add('employeesRequired', BLANK_MESSAGE);
  else if (row.employeesRequired < tutorsRequiredMin || row.employeesRequired > tutorsRequiredMax)
    add('employeesRequired', betweenMessage(tutorsRequiredMin, tutorsRequiredMax));
  if (type && !type.online && !(row.place ?? '').trim()) add('place', BLANK_MESSAGE);
  const room = row.room ?? '';
  if (room.length > roomMax) add('room', tooLongMessage(roomMax));
  if ((row.name ?? '').trim().length > nameMax) add('name', tooLongMessage(nameMax));
  return errors;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The form's errors (spec §5): type required; date and time required unless rows are
 * selected (then they are not applied); duration required within the type's minimum and 600;
 * tutors required 0 to 20; repeat weeks 1 to 52; place for types that are not online; room
 * 1 to 50 characters when given; name at most 20.
 */
export function sessionEditorFormErrors(
  form: SessionEditorForm,
  context: { sessionType: EditorSessionType | null; hasSelection: boolean },
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (form.sessionTypeId === null || !context.sessionType) add('sessionTypeId', BLANK_MESSAGE);
  if (!context.hasSelection) {
    if (!DATE_PATTERN.test(form.date)) add('date', BLANK_MESSAGE);
    if (!TIME_PATTERN.test(form.time)) add('time', BLANK_MESSAGE);
    const { repeatWeeksMin, repeatWeeksMax } = SESSION_EDITOR_LIMITS;
    if (!isWhole(form.repeatWeeks)) add('repeatWeeks', BLANK_MESSAGE);
    else if (form.repeatWeeks < repeatWeeksMin || form.repeatWeeks > repeatWeeksMax)
      add('repeatWeeks', betweenMessage(repeatWeeksMin, repeatWeeksMax));
  } else if (form.time !== '' && !TIME_PATTERN.test(form.time)) {
    add('time', BLANK_MESSAGE);
  }
  const fieldErrors = sessionRowFieldErrors(
    {
      duration: form.duration,
      employeesRequired: form.employeesRequired,
      place: form.place,
      room: form.room,
      name: form.name,
    },
    context.sessionType,
  );
  for (const [field, messages] of Object.entries(fieldErrors))
    for (const message of messages) add(field, message);
  return errors;
}
