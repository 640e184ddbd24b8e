import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_ENDED_MESSAGE,
  AVAILABILITY_PAST_MESSAGE,
  AVAILABILITY_REPEAT_DEFAULT_WEEKS,
  AVAILABILITY_REPEAT_PAST_MESSAGE,
  AVAILABILITY_REPEAT_WEEK_OPTIONS,
  availabilityMinutesForSelection,
  availabilityTimingRefusal,
  bookableRemainingMinutes,
  earliestAvailabilityStart,
  isAvailabilityRepeatWeeks,
  longestFreeStretch,
  remainingIntervals,
  remainingMinutes,
} from './availability-rules.ts';
import { errorsToSentence } from '../messages.ts';
import { busyIntervals, freeIntervals } from './time-intervals.ts';

const at = (hhmm: string) => new Date(`2026-03-10T${hhmm}:00.000Z`);
const span = (from: string, to: string) => ({ startsAt: at(from), endsAt: at(to) });

describe('availability rules (spec §5, §9)', () => {
  it('turns a selection of 15 minutes or less into 120 minutes', () => {
    expect(availabilityMinutesForSelection(0)).toBe(120);
    expect(availabilityMinutesForSelection(15)).toBe(120);
    expect(availabilityMinutesForSelection(30)).toBe(30);
    expect(availabilityMinutesForSelection(300)).toBe(300);
  });

  it('repeats 4 weeks by default, with options 1 to 6, 12 and 26', () => {
    expect(AVAILABILITY_REPEAT_DEFAULT_WEEKS).toBe(4);
    expect(AVAILABILITY_REPEAT_WEEK_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 12, 26]);
    expect(isAvailabilityRepeatWeeks(12)).toBe(true);
    expect(isAvailabilityRepeatWeeks(7)).toBe(false);
  });

  it('is what the booked sessions inside it leave', () => {
    const availability = span('09:00', '12:00');
    const sessions = [span('09:30', '10:30'), span('11:30', '12:30'), span('13:00', '14:00')];
    expect(remainingIntervals(availability, sessions)).toEqual([
      span('09:00', '09:30'),
      span('10:30', '11:30'),
    ]);
    expect(remainingMinutes(availability, sessions)).toBe(90);
    expect(longestFreeStretch(availability, sessions)).toBe(60);
    expect(remainingMinutes(availability, [])).toBe(180);
    expect(remainingMinutes(availability, [span('08:00', '13:00')])).toBe(0);
    expect(longestFreeStretch(availability, [span('08:00', '13:00')])).toBe(0);
  });

  it('does not change the sessions it is given, in any order', () => {
    const sessions = [span('11:00', '11:30'), span('09:00', '09:15')];
    const copy = sessions.map((s) => ({ ...s }));
    expect(freeIntervals(span('09:00', '12:00'), sessions)).toEqual([
      span('09:15', '11:00'),
      span('11:30', '12:00'),
    ]);
    expect(sessions).toEqual(copy);
    expect(busyIntervals(span('09:00', '12:00'), sessions)).toEqual([
      span('09:00', '09:15'),
      span('11:00', '11:30'),
    ]);
  });
});

describe('bookable remaining minutes (the dashboard and the schedule say the same)', () => {
  const offer = (endsAt: string, remainingAvailability: number, locked = false) => ({
    endsAt: at(endsAt).toISOString(),
    locked,
    remainingAvailability,
  });

  it('counts what is left of availabilities that have not ended and are not locked', () => {
    const now = at('12:00');
    const week = [
      offer('11:00', 60), // ended: no longer bookable
      offer('12:00', 30), // ends now: no longer bookable
      offer('13:00', 45), // in progress
      offer('18:00', 120),
      offer('20:00', 90, true), // locked
    ];
    expect(bookableRemainingMinutes(week, now)).toBe(165);
    expect(bookableRemainingMinutes([], now)).toBe(0);
  });
});

describe('availability is offered from now on, never backfilled', () => {
  // 11:07: the quarter hour holding now started at 11:00.
  const now = new Date('2026-03-10T11:07:30.000Z');
  const start = { field: 'startsAt', message: AVAILABILITY_PAST_MESSAGE };

  it('says so as one sentence, the field first', () => {
    expect(errorsToSentence({ startsAt: [AVAILABILITY_PAST_MESSAGE] })).toBe(
      "Starts at can't be in the past.",
    );
    expect(errorsToSentence({ date: [AVAILABILITY_REPEAT_PAST_MESSAGE] })).toBe(
      'Date is too far back: every repeat would start in the past.',
    );
  });

  it('starts no earlier than the quarter hour holding now', () => {
    expect(earliestAvailabilityStart(now)).toEqual(at('11:00'));
    expect(earliestAvailabilityStart(at('11:00'))).toEqual(at('11:00'));
    expect(earliestAvailabilityStart(new Date('2026-03-10T10:59:59.999Z'))).toEqual(at('10:45'));
  });

  it('takes a new availability in the current slot, not one before it', () => {
    expect(availabilityTimingRefusal(span('11:00', '13:00'), null, now)).toBeNull();
    expect(availabilityTimingRefusal(span('11:15', '12:00'), null, now)).toBeNull();
    expect(availabilityTimingRefusal(span('10:45', '13:00'), null, now)).toEqual(start);
    expect(availabilityTimingRefusal(span('08:00', '09:00'), null, now)).toEqual(start);
    // In the current slot but over before now: nothing of it is ahead.
    expect(availabilityTimingRefusal(span('11:00', '11:05'), null, now)).toEqual({
      field: 'endsAt',
      message: AVAILABILITY_PAST_MESSAGE,
    });
  });

  it('lets an availability in progress keep its start while its end is resized ahead', () => {
    const inProgress = span('10:00', '12:00');
    expect(availabilityTimingRefusal(span('10:00', '13:00'), inProgress, now)).toBeNull();
    expect(availabilityTimingRefusal(span('10:00', '11:15'), inProgress, now)).toBeNull();
    expect(availabilityTimingRefusal(span('10:00', '11:00'), inProgress, now)).toEqual({
      field: 'endsAt',
      message: AVAILABILITY_PAST_MESSAGE,
    });
    // Moving it moves its start: into the current slot, not before.
    expect(availabilityTimingRefusal(span('11:00', '13:00'), inProgress, now)).toBeNull();
    expect(availabilityTimingRefusal(span('10:30', '12:30'), inProgress, now)).toEqual(start);
  });

  it('moves an upcoming availability ahead, never into the past', () => {
    const upcoming = span('14:00', '16:00');
    expect(availabilityTimingRefusal(span('11:00', '13:00'), upcoming, now)).toBeNull();
    expect(availabilityTimingRefusal(span('09:00', '11:00'), upcoming, now)).toEqual(start);
  });

  it('leaves an availability that has ended as it was', () => {
    const ended = { field: 'base', message: AVAILABILITY_ENDED_MESSAGE };
    expect(availabilityTimingRefusal(span('13:00', '15:00'), span('09:00', '11:00'), now)).toEqual(
      ended,
    );
    // Ending exactly now is ended.
    expect(
      availabilityTimingRefusal(span('11:00', '13:00'), span('10:00', '11:07'), at('11:07')),
    ).toEqual(ended);
  });
});
