import { describe, expect, it } from 'vitest';
import { createZonedLocalizer } from './zoned-localizer.ts';

const CHICAGO = 'America/Chicago';
const chicago = createZonedLocalizer(CHICAGO);
const at = (iso: string) => new Date(iso);

describe('createZonedLocalizer (America/Chicago, browser in UTC)', () => {
  it('formats an instant at its wall time in the zone (15:00Z is 9:00 AM in winter)', () => {
    expect(chicago.format(at('2025-01-15T15:00:00Z'), 'LT')).toBe('9:00 AM');
  });

  it('formats at the daylight-saving wall time in summer (14:00Z is 9:00 AM)', () => {
    expect(chicago.format(at('2025-07-15T14:00:00Z'), 'LT')).toBe('9:00 AM');
  });

  it('starts a day at midnight in the zone', () => {
    expect(chicago.startOf(at('2025-01-15T03:00:00Z'), 'day').toISOString()).toBe(
      '2025-01-14T06:00:00.000Z',
    );
  });

  it('starts the week on Sunday midnight in the zone', () => {
    expect(chicago.startOf(at('2025-01-15T15:00:00Z'), 'week', 0).toISOString()).toBe(
      '2025-01-12T06:00:00.000Z',
    );
  });

  it('adds days across the spring-forward change keeping midnight', () => {
    const days = chicago.range(at('2025-03-09T06:00:00Z'), at('2025-03-11T05:00:00Z'));
    expect(days.map((d) => d.toISOString())).toEqual([
      '2025-03-09T06:00:00.000Z',
      '2025-03-10T05:00:00.000Z',
      '2025-03-11T05:00:00.000Z',
    ]);
  });

  it('places 9:00 AM at 540 wall minutes on the spring-forward day', () => {
    const dayStart = at('2025-03-09T06:00:00Z');
    const nine = at('2025-03-09T14:00:00Z');
    expect(chicago.diff(dayStart, nine, 'minutes') + chicago.getDstOffset(dayStart, nine)).toBe(
      540,
    );
    expect(chicago.getMinutesFromMidnight(nine)).toBe(540);
  });

  it('merges a day with a wall time of another day', () => {
    const eightOnAnotherDay = at('2025-07-01T13:00:00Z');
    expect(chicago.merge(at('2025-01-15T20:00:00Z'), eightOnAnotherDay)?.toISOString()).toBe(
      '2025-01-15T14:00:00.000Z',
    );
  });

  it('lists the visible days of a month from the Sunday before the first', () => {
    const days = chicago.visibleDays(at('2025-04-15T12:00:00Z'), chicago);
    expect(chicago.format(days[0]!, 'YYYY-MM-DD')).toBe('2025-03-30');
    expect(chicago.format(days[days.length - 1]!, 'YYYY-MM-DD')).toBe('2025-05-03');
    expect(days).toHaveLength(35);
  });

  it('counts calendar days between wall dates across a change', () => {
    expect(chicago.diff(at('2025-03-08T06:00:00Z'), at('2025-03-15T05:00:00Z'), 'day')).toBe(7);
  });

  it('compares by day in the zone, not in UTC', () => {
    // 23:00 and 01:00 in Chicago on the 14th are both the 14th there, though UTC says the 15th.
    expect(chicago.isSameDate(at('2025-01-15T05:00:00Z'), at('2025-01-14T07:00:00Z'))).toBe(true);
  });
});

describe('createZonedLocalizer: starts and ends of days, hours and minutes', () => {
  it('ends a day at its last millisecond in the zone, on a 23-hour day too', () => {
    // 9 March 2025 in Chicago: midnight is 06:00Z (CST), the next midnight 05:00Z (CDT).
    expect(chicago.endOf(at('2025-03-09T12:00:00Z'), 'day').toISOString()).toBe(
      '2025-03-10T04:59:59.999Z',
    );
    expect(chicago.startOf(at('2025-03-10T04:30:00Z'), 'day').toISOString()).toBe(
      '2025-03-09T06:00:00.000Z',
    );
  });

  it('starts hours and minutes on the wall clock of a half-hour zone', () => {
    const kolkata = createZonedLocalizer('Asia/Kolkata');
    // 10:17:42 UTC is 15:47:42 in Kolkata (+5:30): its hour starts at 15:00 there, 09:30Z.
    expect(kolkata.startOf(at('2025-01-15T10:17:42.500Z'), 'hours').toISOString()).toBe(
      '2025-01-15T09:30:00.000Z',
    );
    expect(kolkata.endOf(at('2025-01-15T10:17:42.500Z'), 'hours').toISOString()).toBe(
      '2025-01-15T10:29:59.999Z',
    );
    expect(kolkata.startOf(at('2025-01-15T10:17:42.500Z'), 'minutes').toISOString()).toBe(
      '2025-01-15T10:17:00.000Z',
    );
    expect(kolkata.startOf(at('2025-01-15T20:00:00Z'), 'day').toISOString()).toBe(
      '2025-01-15T18:30:00.000Z',
    );
  });

  it('starts a day before 1970 at midnight too', () => {
    expect(chicago.startOf(at('1969-12-31T12:00:00Z'), 'day').toISOString()).toBe(
      '1969-12-31T06:00:00.000Z',
    );
  });
});
