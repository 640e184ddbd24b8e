import { TUTOR_DOUBLE_BOOKED_MESSAGE } from '../messages.ts';

/**
 * What the booking engine and the availability calls say (spec scheduling §4, §5, §8 where
 * it has the words; the rest in the same voice). One place, so the server's answers and the
 * forms' instant feedback read the same.
 */

/** Title of the booking form's error state (spec §4). */
export const BOOKING_ERROR_TITLE = "We can't schedule that session";
/** A booking that names an availability the server cannot find (spec §8, two spaces as written). */
export const AVAILABILITY_NOT_FOUND_MESSAGE =
  "Hmm, I couldn't find that availability.  Can you please try again?";
/** The asynchronous availability check's failure (spec §5). */
export const UNAVAILABLE_MESSAGE = 'unavailable';

/** Why one date of a booking was not booked. */
export const BOOKING_REASONS = {
  inThePast: 'That time has already passed.',
  outsideAvailability: 'The tutor is not available at that time.',
  lockedAvailability: 'That availability is not open for booking.',
  tutorBusy: TUTOR_DOUBLE_BOOKED_MESSAGE,
  studentBusy: 'The student already has a session at that time.',
  notEnoughHours: 'There are not enough unscheduled hours left for this session.',
  exceedsAvailability: 'The session is longer than the availability.',
  exceedsRemaining: 'The session is longer than the availability that is left.',
  tooCloseToEnd: 'The session must start at least 60 minutes before the availability ends.',
  offForcedStep: "The session must start on one of the availability's fixed start times.",
  offStartGrid: 'The session must start on the hour or the half hour of the availability.',
  pendingAvailability: "The tutor's availability does not reach this date yet.",
  /** A pending date booked later, when its enrollment is no longer active or its course canceled. */
  enrollmentClosed: 'The enrollment is no longer active.',
} as const;
export type BookingReasonKey = keyof typeof BOOKING_REASONS;

/** A family's repeat dates that are not the first date's weekly repeats (same weekday and time). */
export const NOT_WEEKLY_REPEAT_MESSAGE =
  'must repeat the first date every week, on the same day at the same time';

export const SUBJECTS_LIMIT_MESSAGE = 'can have at most two subjects';
export const SUBJECTS_DISTINCT_MESSAGE = 'cannot name the same subject twice';
export const DURATION_NOT_AN_OPTION_MESSAGE = 'must be 60, 90 or 120 minutes';
export const FORCED_DURATION_MESSAGE = (minutes: number) =>
  `must be ${minutes} minutes for this brand`;
export const NOT_OWN_STUDENT_MESSAGE = 'You can only book sessions for your own students.';
export const NOT_OWN_TUTOR_MESSAGE = 'You can only book your own time.';
