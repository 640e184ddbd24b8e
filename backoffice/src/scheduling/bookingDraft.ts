import type { ActionInput } from '@tp/data-provider';
import {
  bookingRequestErrors,
  zonedInstant,
  type BookingPolicy,
  type FieldErrors,
  type RepeatChoice,
} from '@tp/domain';

/** Whose zone the date and time are typed in (the screen says which). */
export type ZoneSide = 'tutor' | 'student';
/** Whose zone the times are read in: a side, or the signed-in user's when neither has one. */
export type ZoneOwner = ZoneSide | 'user';

export const ZONE_OWNER_LABELS: Readonly<Record<ZoneOwner, string>> = {
  tutor: "the tutor's",
  student: "the student's",
  user: 'your',
};

/** What the booking form holds before it is sent. */
export interface BookingDraft {
  studentId: number | null;
  enrollmentId: number | null;
  /** The enrollment's brand's forced duration, when it has one. */
  forceDuration: number | null;
  subjectIds: number[];
  tutorId: number | null;
  /** `YYYY-MM-DD` and `HH:mm`, read in `zone`. */
  date: string;
  time: string;
  zone: string;
  zoneSide: ZoneSide;
  /** Minutes. */
  duration: number;
  repeat: RepeatChoice;
  notes: string;
}

export const EMPTY_DRAFT: Omit<BookingDraft, 'zone'> = {
  studentId: null,
  enrollmentId: null,
  forceDuration: null,
  subjectIds: [],
  tutorId: null,
  date: '',
  time: '',
  zoneSide: 'tutor',
  duration: 60,
  repeat: 0,
  notes: '',
};

const BLANK = "can't be blank";

/** The start the draft names, or null while its date or time is missing or malformed. */
export function draftStart(draft: Pick<BookingDraft, 'date' | 'time' | 'zone'>): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date) || !/^\d{2}:\d{2}$/.test(draft.time)) return null;
  try {
    return zonedInstant(draft.date, draft.time, draft.zone);
  } catch {
    return null;
  }
}

/**
 * The form's errors by field: what must be chosen, then domain's rules of a booking request
 * (duration, at most two different subjects, notes up to 250), the same the server applies.
 */
export function bookingDraftErrors(draft: BookingDraft, policy: BookingPolicy): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.studentId === null) errors.studentId = [BLANK];
  if (draft.enrollmentId === null) errors.enrollmentId = [BLANK];
  if (draft.tutorId === null) errors.tutorId = [BLANK];
  if (!draft.date) errors.date = [BLANK];
  if (!draft.time) errors.time = [BLANK];
  else if (draft.date && draftStart(draft) === null) errors.time = ['is not a time'];
  return {
    ...errors,
    ...bookingRequestErrors(
      {
        duration: draft.duration,
        subjectIds: draft.subjectIds,
        notes: draft.notes,
        forceDuration: draft.forceDuration,
      },
      policy,
    ),
  };
}

/** The body of POST /tutorings for a complete draft: one booking repeated weekly. */
export function bookingPayload(draft: BookingDraft): ActionInput<'tutorings', 'book'> {
  const start = draftStart(draft);
  if (draft.studentId === null || draft.enrollmentId === null || draft.tutorId === null || !start)
    throw new Error('The booking is not complete.');
  return {
    studentId: draft.studentId,
    enrollmentId: draft.enrollmentId,
    tutorId: draft.tutorId,
    bookings: [{ startsAt: start.toISOString(), duration: draft.duration, primary: true }],
    // Weekly repeats rather than picked dates: the server then judges every date of the
    // series and says which failed, which is what the review shows.
    repeatWeeks: draft.repeat,
    subjectIds: draft.subjectIds,
    notes: draft.notes.trim() === '' ? null : draft.notes.trim(),
  };
}
