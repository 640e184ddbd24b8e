import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESERVED_INTERVAL,
  defaultReservationEndDate,
  reservationEndsAtInstant,
  reservedIntervalOf,
} from './course-reservation.ts';

describe('course reservation', () => {
  it('ends the brand interval after today, today read in the user zone', () => {
    // 03:00 UTC on the 10th is still the 9th in Los Angeles.
    const now = new Date('2026-03-10T03:00:00Z');
    expect(defaultReservationEndDate(now, 'UTC', { unit: 'days', length: 3 })).toBe('2026-03-13');
    expect(defaultReservationEndDate(now, 'America/Los_Angeles', { unit: 'days', length: 3 })).toBe(
      '2026-03-12',
    );
    expect(defaultReservationEndDate(now, 'UTC', { unit: 'months', length: 1 })).toBe('2026-04-10');
    expect(defaultReservationEndDate(now, 'UTC')).toBe('2026-03-17');
  });

  it('ends at noon in the zone, across a daylight-saving change', () => {
    expect(reservationEndsAtInstant('2026-03-07', 'America/New_York').toISOString()).toBe(
      '2026-03-07T17:00:00.000Z',
    );
    expect(reservationEndsAtInstant('2026-03-09', 'America/New_York').toISOString()).toBe(
      '2026-03-09T16:00:00.000Z',
    );
    expect(reservationEndsAtInstant('2026-03-09', 'UTC').toISOString()).toBe(
      '2026-03-09T12:00:00.000Z',
    );
  });

  it('reads brand units leniently and falls back to a week', () => {
    expect(reservedIntervalOf('day', 2)).toEqual({ unit: 'days', length: 2 });
    expect(reservedIntervalOf('Weeks', 2)).toEqual({ unit: 'weeks', length: 2 });
    expect(reservedIntervalOf(null, 2)).toEqual(DEFAULT_RESERVED_INTERVAL);
    expect(reservedIntervalOf('fortnights', 2)).toEqual(DEFAULT_RESERVED_INTERVAL);
    expect(reservedIntervalOf('days', 0)).toEqual(DEFAULT_RESERVED_INTERVAL);
  });
});
