/**
 * Attendance rules (spec scheduling §4, §5, §9): when attendance may be taken, and what each
 * student's row must carry. The server applies them to the whole-session submit and to
 * `PUT /attendances/{id}` alike; the attendance panel calls them for instant feedback.
 */

/** Spec §4, §9: attendance can be taken from 30 minutes before the session starts. */
export const ATTENDANCE_OPENS_MINUTES_BEFORE = 30;
/** Spec §5: "the Tutoring brand" (by name, or any brand of its department) requires the note. */
export const TUTORING_BRAND_NAME = 'Private Tutoring';
export const TUTORING_DEPARTMENT_NAME = 'Tutoring';
/** Spec §5, §9: the minimum length of a required attendance note. */
export const ATTENDANCE_NOTE_MIN_LENGTH = 140;
/** Spec §5: the form's message when a row is invalid. */
export const ATTENDANCE_INVALID_MESSAGE = 'Please fill all required fields.';
export const ATTENDANCE_NOT_OPEN_MESSAGE = 'Attendance opens 30 minutes before the session starts.';
export const ATTENDANCE_CLOSED_MESSAGE =
  'This session has been closed: attendance cannot be taken.';
export const ATTENDANCE_CANCELED_MESSAGE = 'This session was canceled: attendance cannot be taken.';
export const NOTE_ONLY_WHEN_ATTENDED_MESSAGE = 'can only be given for a student who attended';

/** The brand fields that decide whether the note is required (spec §5 "the Tutoring brand"). */
export interface AttendanceBrand {
  name: string;
  departmentName: string | null;
}

/**
 * The Tutoring brand requires the note: the brand named "Private Tutoring", or any brand of the
 * department "Tutoring" (the spec names the brand; our catalogue files it both ways).
 */
export function brandRequiresAttendanceNote(brand: AttendanceBrand): boolean {
  return brand.name === TUTORING_BRAND_NAME || brand.departmentName === TUTORING_DEPARTMENT_NAME;
}

/** What the window and closed checks read of a session. */
export interface AttendanceWindowSession {
  startsAt: Date;
  suppressAttendance: boolean;
  canceledAt: Date | null;
}

/**
 * Why attendance may not be taken now, or null when it may: a canceled or closed
 * (suppressAttendance) session refuses, and so does one starting more than 30 minutes from now.
 */
export function attendanceRefusal(session: AttendanceWindowSession, now: Date): string | null {
  if (session.canceledAt !== null) return ATTENDANCE_CANCELED_MESSAGE;
  if (session.suppressAttendance) return ATTENDANCE_CLOSED_MESSAGE;
  const opensAt = session.startsAt.getTime() - ATTENDANCE_OPENS_MINUTES_BEFORE * 60_000;
  if (now.getTime() < opensAt) return ATTENDANCE_NOT_OPEN_MESSAGE;
  return null;
}

/**
 * Whether a row records attendance (attended or not, or a note). Only such a row waits for the
 * window: a row left untaken (attended null, no note) records nothing, whenever it is written.
 */
export function recordsAttendance(row: {
  attended: boolean | null;
  notes: string | null | undefined;
}): boolean {
  return row.attended !== null || (row.notes ?? '').trim() !== '';
}

export function isAttendanceOpen(session: AttendanceWindowSession, now: Date): boolean {
  return attendanceRefusal(session, now) === null;
}

/** "N more characters please" while a required note is short; null once it is long enough. */
export function noteShortfallMessage(notes: string | null | undefined): string | null {
  const missing = ATTENDANCE_NOTE_MIN_LENGTH - (notes ?? '').trim().length;
  return missing > 0 ? `${missing} more characters please` : null;
}

/** Whether the note is required for a row: Tutoring brand, attendance not yet taken, attended. */
export function isNoteRequired(
  context: { requiresAttendanceNote: boolean; attendanceTaken: boolean },
  attended: boolean | null,
): boolean {
  return context.requiresAttendanceNote && !context.attendanceTaken && attended === true;
}

/** One student's row as it will be stored. */
export interface AttendanceRowValues {
  attended: boolean | null;
  notes: string | null | undefined;
}

/**
 * The row's field errors (`{ notes: [...] }`), empty when valid: a note only for a student who
 * attended, and a required note of at least 140 characters.
 */
export function attendanceRowErrors(
  row: AttendanceRowValues,
  context: { requiresAttendanceNote: boolean; attendanceTaken: boolean },
): Record<string, string[]> {
  const hasNote = (row.notes ?? '').trim().length > 0;
  if (row.attended !== true && hasNote) return { notes: [NOTE_ONLY_WHEN_ATTENDED_MESSAGE] };
  if (isNoteRequired(context, row.attended)) {
    const shortfall = noteShortfallMessage(row.notes);
    if (shortfall) return { notes: [shortfall] };
  }
  return {};
}
