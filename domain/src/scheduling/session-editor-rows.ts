import { wallClockOf, zonedInstant } from './wall-clock.ts';
import { weeklySeries } from './weekly-series.ts';
import type { EditorSessionType, SessionEditorForm } from './session-editor-rules.ts';

const MINUTE_MS = 60_000;

/**
 * One row of the session editor's table (spec §2: Type, optional Name, Day, Date, Time range,
 * Tutors, Location, Alerts). Its date and time are local to the editor's zone (the tutor's,
 * or the staff member's for a course), so a row reads as the user typed it.
 */
export interface SessionEditorRow {
  /** Stable key within the table (React key, selection). */
  key: string;
  /** The saved session this row replaces on save; null for a new session. */
  sessionId: number | null;
  sessionTypeId: number;
  typeName: string;
  online: boolean;
  name: string;
  /** `YYYY-MM-DD` local. */
  date: string;
  /** `HH:mm` local. */
  time: string;
  duration: number;
  employeesRequired: number;
  place: string;
  /** The looked-up place the Place was chosen from; null (or absent) when it was typed. */
  placeId?: string | null;
  room: string;
  /** Names of the tutors staffed on the session it replaces (they stay on the replacement). */
  tutorNames: string[];
  /** The saved session has its attendance taken: it can't be replaced (the server refuses). */
  attendanceTaken?: boolean;
}

/** What changes when a form is applied: every field but the date (spec §2: Date is disabled). */
type Applied = Pick<
  SessionEditorRow,
  | 'sessionTypeId'
  | 'typeName'
  | 'online'
  | 'name'
  | 'duration'
  | 'employeesRequired'
  | 'place'
  | 'placeId'
  | 'room'
>;

function appliedFields(form: SessionEditorForm, type: EditorSessionType): Applied {
  return {
    sessionTypeId: type.id,
    typeName: type.name,
    online: type.online,
    name: form.name.trim(),
    duration: form.duration ?? 0,
    employeesRequired: form.employeesRequired ?? 1,
    // An online type has no place (spec §2: Place and Room only for non-online types).
    place: type.online ? '' : form.place.trim(),
    placeId: type.online || form.place.trim() === '' ? null : (form.placeId ?? null),
    room: type.online ? '' : form.room.trim(),
  };
}

/**
 * "Add sessions": the form's date and time, then one row a week for `repeatWeeks` weeks in
 * total, each at the same local time in `zone` whatever daylight saving does in between
 * (weekly-series.ts). `nextKey` names each row.
 */
export function rowsFromForm(
  form: SessionEditorForm,
  type: EditorSessionType,
  zone: string,
  nextKey: () => string,
): SessionEditorRow[] {
  const weeks = form.repeatWeeks ?? 1;
  const fields = appliedFields(form, type);
  return weeklySeries({
    date: form.date,
    time: form.time,
    zone,
    duration: fields.duration,
    repeats: weeks - 1,
  }).map((occurrence) => ({
    key: nextKey(),
    sessionId: null,
    ...fields,
    date: occurrence.date,
    // A start in the spring-forward gap moves past it: the row shows when it really starts.
    time: wallClockOf(occurrence.startsAt, zone).time,
    tutorNames: [],
  }));
}

/**
 * "Apply to selected": the form's type, name, time (when given), duration, tutors required,
 * place and room on each selected row; dates stay (spec §2: Date and Repeat are disabled while
 * rows are selected). Returns a new list.
 */
export function applyFormToRows(
  rows: readonly SessionEditorRow[],
  selected: ReadonlySet<string>,
  form: SessionEditorForm,
  type: EditorSessionType,
): SessionEditorRow[] {
  const fields = appliedFields(form, type);
  return rows.map((row) =>
    selected.has(row.key)
      ? { ...row, ...fields, time: form.time === '' ? row.time : form.time }
      : row,
  );
}

/** A saved session as a row the editor can change (it is replaced on save). */
export interface EditableSession {
  id: number;
  sessionTypeId: number | null;
  type: string;
  name: string | null;
  startsAt: string;
  duration: number;
  employeesRequired: number;
  online: boolean;
  place: string | null;
  placeId?: string | null;
  room: string | null;
  attendanceTakenAt?: string | null;
}

export function rowFromSession(
  session: EditableSession,
  type: EditorSessionType | null,
  zone: string,
  tutorNames: string[],
): SessionEditorRow {
  const { date, time } = wallClockOf(new Date(session.startsAt), zone);
  return {
    key: `session-${session.id}`,
    sessionId: session.id,
    sessionTypeId: type?.id ?? session.sessionTypeId ?? 0,
    typeName: type?.name ?? session.type,
    online: session.online,
    name: session.name ?? '',
    date,
    time,
    duration: session.duration,
    employeesRequired: session.employeesRequired,
    place: session.place ?? '',
    placeId: session.placeId ?? null,
    room: session.room ?? '',
    tutorNames,
    attendanceTaken: Boolean(session.attendanceTakenAt),
  };
}

/** When a row starts and ends (UTC), reading its local date and time in `zone`. */
export function rowInterval(row: SessionEditorRow, zone: string): { startsAt: Date; endsAt: Date } {
  const startsAt = zonedInstant(row.date, row.time, zone);
  return { startsAt, endsAt: new Date(startsAt.getTime() + row.duration * MINUTE_MS) };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The Day column: the weekday of the row's local date. */
export function rowDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return WEEKDAYS[new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()]!;
}

/** The Date column (spec §2: MM/DD/YYYY). */
export function rowDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${m}/${d}/${y}`;
}

/** A local `HH:mm` as the spec's h:mma ("3:05pm"). */
export function formatClock(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const hour = h! % 12 === 0 ? 12 : h! % 12;
  return `${hour}:${String(m).padStart(2, '0')}${h! < 12 ? 'am' : 'pm'}`;
}

/** The Time range column: "3:00pm - 4:00pm" (the end read on the local clock). */
export function rowTimeRange(row: SessionEditorRow, zone: string): string {
  const { endsAt } = rowInterval(row, zone);
  return `${formatClock(row.time)} - ${formatClock(wallClockOf(endsAt, zone).time)}`;
}

/** The Location column (spec §2: Online or the place, with the room). */
export function rowLocation(row: SessionEditorRow): string {
  if (row.online) return 'Online';
  return row.room ? `${row.place}, Room ${row.room}` : row.place;
}
