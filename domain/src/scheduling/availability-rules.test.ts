import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_REPEAT_DEFAULT_WEEKS,
  AVAILABILITY_REPEAT_WEEK_OPTIONS,
  availabilityMinutesForSelection,
  bookableRemainingMinutes,
  isAvailabilityRepeatWeeks,
  longestFreeStretch,
  remainingIntervals,
  remainingMinutes,
} from './availability-rules.ts';
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
