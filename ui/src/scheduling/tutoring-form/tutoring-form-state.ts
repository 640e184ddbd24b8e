import {
  BOOKING_DURATION_OPTIONS,
  bookingRequestErrors,
  familyStartTimes,
  weeklyRepeatsOf,
  wallClockOf,
  zonedInstant,
  type BookingPolicy,
  type FieldErrors,
  type RepeatChoice,
} from '@tp/domain';

/** The duration select's custom choice (tutor app: 15 to 360 minutes, spec §5). */
export const CUSTOM_DURATION = 'custom';
const BLANK = "can't be blank";

/** The New Event modal's tutoring form: the student, their enrollment, when, how long, how often. */
export interface TutoringFormState {
  studentId: number | null;
  enrollmentId: number | null;
  /** The enrollment's brand's forced duration, when it has one (then the duration is fixed). */
  forceDuration: number | null;
  date: string;
  time: string;
  durationChoice: number | typeof CUSTOM_DURATION;
  customMinutes: string;
  repeat: RepeatChoice;
  notes: string;
  /** Up to two different subjects (the student and parent apps pick them). */
  subjectIds: number[];
  /** The availability picked in the planner, when booking from one. */
  availabilityId: number | null;
}

/** What the student and parent apps book on: their student, enrollment, its tutor and a slot. */
export interface FamilyBookingTarget {
  student: { id: number; name: string };
  enrollment: { id: number; courseTitle: string; forceDuration: number | null };
  tutorId: number;
  availability: { id: number; start: Date; end: Date };
  /**
   * Times of the availability the family already knows are taken (the student's own sessions
   * on the planner): no start is offered that overlaps one, as booking it would fail.
   */
  busy?: readonly { start: Date; end: Date }[];
  /** Where in the availability the family clicked: the form starts there when it may. */
  preferredStart?: Date;
  /**
   * The minutes the form starts with (a rescheduled session keeps its length) when they are
   * one of the options; else 60.
   */
  duration?: number;
}

/**
 * The starts a family may pick for `duration` minutes: domain's rule (a start every 30
 * minutes that fits and is an hour before the end), less those overlapping a busy time.
 */
export function familyOfferedStarts(
  target: FamilyBookingTarget,
  duration: number,
  now: Date,
): Date[] {
  const busy = target.busy ?? [];
  return familyStartTimes(
    { startsAt: target.availability.start, endsAt: target.availability.end },
    duration,
    now,
  ).filter((start) => {
    const end = start.getTime() + duration * 60_000;
    return !busy.some((b) => b.start.getTime() < end && b.end.getTime() > start.getTime());
  });
}

/** A blank form (the back-office's): nothing chosen, 60 minutes, just this one. */
export function emptyTutoringState(): TutoringFormState {
  return {
    studentId: null,
    enrollmentId: null,
    forceDuration: null,
    date: '',
    time: '',
    durationChoice: BOOKING_DURATION_OPTIONS[0],
    customMinutes: '',
    repeat: 0,
    notes: '',
    subjectIds: [],
    availabilityId: null,
  };
}

/** A new form on the slot the tutor picked in the calendar, read in `zone`. */
export function newTutoringState(slot: { start: Date }, zone: string): TutoringFormState {
  const wall = wallClockOf(slot.start, zone);
  return { ...emptyTutoringState(), date: wall.date, time: wall.time };
}

/**
 * A new family form on the availability picked in the planner: their student and enrollment
 * fixed, 60 minutes (or the target's duration) at the first free start offered from where they clicked (else the last
 * free one before it, else the availability's start).
 */
export function newFamilyTutoringState(
  target: FamilyBookingTarget,
  zone: string,
  now: Date,
): TutoringFormState {
  const duration =
    BOOKING_DURATION_OPTIONS.find((minutes) => minutes === target.duration) ??
    BOOKING_DURATION_OPTIONS[0];
  const offered = familyOfferedStarts(target, duration, now);
  const preferred = target.preferredStart?.getTime() ?? -Infinity;
  // The first free start from the click on (any without one), else the last before the click.
  const first =
    offered.find((start) => start.getTime() >= preferred) ??
    offered.at(-1) ??
    target.availability.start;
  return {
    ...newTutoringState({ start: first }, zone),
    durationChoice: duration,
    studentId: target.student.id,
    enrollmentId: target.enrollment.id,
    forceDuration: target.enrollment.forceDuration,
    availabilityId: target.availability.id,
  };
}

/** Minutes of each session: the forced one, the option picked, or the custom minutes. */
export function tutoringDuration(state: TutoringFormState): number {
  if (state.forceDuration !== null && state.forceDuration > 0) return state.forceDuration;
  if (state.durationChoice === CUSTOM_DURATION) return Number(state.customMinutes);
  return state.durationChoice;
}

/** The form's errors: what is missing, then domain's booking rules for the duration and notes. */
export function tutoringStateErrors(state: TutoringFormState, policy: BookingPolicy): FieldErrors {
  const errors: FieldErrors = {};
  if (state.studentId === null) errors.studentId = [BLANK];
  if (state.enrollmentId === null) errors.enrollmentId = [BLANK];
  if (!state.date) errors.date = [BLANK];
  if (!state.time) errors.time = [BLANK];
  else if (state.date && !isWallClock(state)) errors.time = ['is not a time'];
  if (state.durationChoice === CUSTOM_DURATION && state.customMinutes.trim() === '')
    errors.duration = [BLANK];
  else
    Object.assign(
      errors,
      bookingRequestErrors(
        {
          duration: tutoringDuration(state),
          notes: state.notes,
          subjectIds: state.subjectIds,
          forceDuration: state.forceDuration,
        },
        policy,
      ),
    );
  return errors;
}

const isWallClock = ({ date, time }: Pick<TutoringFormState, 'date' | 'time'>) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}$/.test(time);

/** Whether `start` is one of the family form's offered `starts` (same instant). */
export function isOfferedStart(starts: readonly Date[], start: Date | null): boolean {
  return start !== null && starts.some((offered) => offered.getTime() === start.getTime());
}

/**
 * Whether the family form's start is one it offers for its duration (an hour before the
 * availability ends, not over the student's own sessions).
 */
export function isFamilyStartOffered(
  target: FamilyBookingTarget,
  state: TutoringFormState,
  zone: string,
  now: Date,
): boolean {
  const starts = familyOfferedStarts(target, tutoringDuration(state), now);
  return isOfferedStart(starts, tutoringStartOrNull(state, zone));
}

/** The first session's start in `zone`, or null while its date or time is missing or malformed. */
export function tutoringStartOrNull(state: TutoringFormState, zone: string): Date | null {
  if (!isWallClock(state)) return null;
  try {
    return zonedInstant(state.date, state.time, zone);
  } catch {
    return null;
  }
}

/** The first session's start, in `zone`. */
export function tutoringStart(state: TutoringFormState, zone: string): Date {
  return zonedInstant(state.date, state.time, zone);
}

/**
 * The starts the confirm step lists: the first and its weekly repeats at the same local time.
 * "All remaining hours" is decided by the server from the enrollment's hours: only the first.
 */
export function plannedStarts(state: TutoringFormState, zone: string): Date[] {
  const repeats = typeof state.repeat === 'number' ? state.repeat : 0;
  return weeklyRepeatsOf(tutoringStart(state, zone), tutoringDuration(state), zone, repeats).map(
    (slot) => slot.startsAt,
  );
}

/** The body of POST /tutorings (`{ tutoring: ... }`): the signed-in tutor's time, or the family's tutor's. */
export interface TutoringPayload {
  studentId: number | null;
  enrollmentId: number | null;
  tutorId: number;
  bookings: { startsAt: string; duration: number; availabilityId?: number }[];
  repeatWeeks: RepeatChoice;
  subjectIds?: number[];
  notes?: string;
}

export function tutoringPayload(
  state: TutoringFormState,
  zone: string,
  tutorId: number,
): TutoringPayload {
  return {
    studentId: state.studentId,
    enrollmentId: state.enrollmentId,
    tutorId,
    bookings: [
      {
        startsAt: tutoringStart(state, zone).toISOString(),
        duration: tutoringDuration(state),
        ...(state.availabilityId !== null ? { availabilityId: state.availabilityId } : {}),
      },
    ],
    repeatWeeks: state.repeat,
    ...(state.subjectIds.length > 0 ? { subjectIds: state.subjectIds } : {}),
    ...(state.notes.trim() ? { notes: state.notes.trim() } : {}),
  };
}
