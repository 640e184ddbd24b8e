import { freeIntervals, intervalMinutes, type Interval } from './time-intervals.ts';

/**
 * Availability rules (spec scheduling §5, §9):
 * - a drag selection of 15 minutes or less becomes a 120-minute availability;
 * - availability is offered from now on, never backfilled (availabilityTimingRefusal);
 * - repeating a week of availability defaults to 4 weeks, with options 1 to 6, 12 and 26;
 * - what is left of an availability is the availability minus the tutor's booked (not
 *   canceled) sessions inside it.
 */

export const AVAILABILITY_SHORT_SELECTION_MINUTES = 15;
export const AVAILABILITY_DEFAULT_MINUTES = 120;

/** The minutes an availability made from a calendar selection lasts. */
export function availabilityMinutesForSelection(selectedMinutes: number): number {
  return selectedMinutes <= AVAILABILITY_SHORT_SELECTION_MINUTES
    ? AVAILABILITY_DEFAULT_MINUTES
    : selectedMinutes;
}

export const AVAILABILITY_REPEAT_WEEK_OPTIONS = [1, 2, 3, 4, 5, 6, 12, 26] as const;
export const AVAILABILITY_REPEAT_DEFAULT_WEEKS = 4;

/**
 * A tutor's availabilities never overlap: an hour offered twice would count twice in their
 * availability hours and what is left to book.
 */
export const AVAILABILITY_OVERLAP_MESSAGE =
  'This availability overlaps another one of yours: move or resize that one instead.';
/**
 * Availability is time offered ahead: its hours count toward the tutor's availability target
 * and what is left to book, so time that has gone by can't be offered after the fact.
 * - A new availability starts no earlier than the current quarter hour (the calendar's
 *   15-minute snap): a tutor dragging on the slot the clock is in ("from now") gets it, though
 *   its start is a few minutes back; anything before that slot is refused.
 * - A change may not move the start before that slot; a start left where it is may be past
 *   (an availability in progress keeps its start while its end is resized).
 * - A new or changed availability ends after now: none lies wholly in the past.
 * - An availability that has ended is history: its time, length and tutor stay as they are.
 * Staff follow the same rule: hours booked in the past belong to sessions, not availability.
 */
/**
 * On `startsAt` or `endsAt`, Rails style: the field's label goes before it ("Starts at can't
 * be in the past.", errorsToSentence), in the API's errors and on the calendar alike.
 */
export const AVAILABILITY_PAST_MESSAGE = "can't be in the past";
export const AVAILABILITY_ENDED_MESSAGE =
  "This availability has already ended, so it can't be changed.";
/** On `date` of a repeat whose copies would all start before now. */
export const AVAILABILITY_REPEAT_PAST_MESSAGE =
  'is too far back: every repeat would start in the past';

/** The calendar's snap: availability starts on a quarter hour. */
export const AVAILABILITY_SLOT_MINUTES = 15;

/**
 * The earliest start a new or moved availability may have: the start of the quarter hour
 * holding `now`. Every zone in use sits a whole number of quarter hours from UTC, so the UTC
 * quarter hour is the wall clock's in any zone.
 */
export function earliestAvailabilityStart(now: Date): Date {
  const slot = AVAILABILITY_SLOT_MINUTES * 60_000;
  return new Date(Math.floor(now.getTime() / slot) * slot);
}

/** Why a new (`current` null) or changed availability breaks the past rule, or null. */
export function availabilityTimingRefusal(
  next: Interval,
  current: Interval | null,
  now: Date,
): { field: 'startsAt' | 'endsAt' | 'base'; message: string } | null {
  if (current !== null && current.endsAt.getTime() <= now.getTime())
    return { field: 'base', message: AVAILABILITY_ENDED_MESSAGE };
  const movesStart = current === null || next.startsAt.getTime() !== current.startsAt.getTime();
  if (movesStart && next.startsAt.getTime() < earliestAvailabilityStart(now).getTime())
    return { field: 'startsAt', message: AVAILABILITY_PAST_MESSAGE };
  if (next.endsAt.getTime() <= now.getTime())
    return { field: 'endsAt', message: AVAILABILITY_PAST_MESSAGE };
  return null;
}

/**
 * The repeat dialog's notice. Spec §9 has it say to allow 5 to 10 minutes: the original app
 * repeated in a background job. Here POST /availabilities/repeat copies the weeks in its own
 * transaction (and books the pending dates they cover), so the notice says what happens.
 */
export const AVAILABILITY_REPEAT_NOTICE =
  'The copies are saved at once and show on your calendar as soon as you repeat; pending bookings they cover are booked then.';

export function isAvailabilityRepeatWeeks(weeks: number): boolean {
  return (AVAILABILITY_REPEAT_WEEK_OPTIONS as readonly number[]).includes(weeks);
}

/** The free stretches of an availability, given the tutor's sessions (any; only intervalsOverlap count). */
export function remainingIntervals(
  availability: Interval,
  sessions: readonly Interval[],
): Interval[] {
  return freeIntervals(availability, sessions);
}

/** Minutes of an availability not taken by the tutor's sessions. */
export function remainingMinutes(availability: Interval, sessions: readonly Interval[]): number {
  return remainingIntervals(availability, sessions).reduce((sum, i) => sum + intervalMinutes(i), 0);
}

/** The longest session that still fits in one free stretch of the availability. */
export function longestFreeStretch(availability: Interval, sessions: readonly Interval[]): number {
  return Math.max(0, ...remainingIntervals(availability, sessions).map(intervalMinutes));
}

/** What the bookable-time sum reads of an availability (the API's Availability has these). */
export interface AvailabilityLeftToBook {
  endsAt: string;
  locked: boolean;
  remainingAvailability: number;
}

/**
 * Minutes still open to book: what is left of availabilities that have not ended and are not
 * locked. The dashboard's "not yet booked" and the schedule's "Remaining availability" both say
 * this, so the two never disagree.
 */
export function bookableRemainingMinutes(
  availabilities: readonly AvailabilityLeftToBook[],
  now: Date,
): number {
  return availabilities
    .filter((a) => !a.locked && new Date(a.endsAt).getTime() > now.getTime())
    .reduce((sum, a) => sum + a.remainingAvailability, 0);
}
