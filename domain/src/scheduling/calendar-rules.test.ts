import { describe, expect, it } from 'vitest';
import {
  CALENDAR_EARLIEST_HOUR,
  CALENDAR_SCROLL_HOUR,
  CALENDAR_SNAP_MINUTES,
  availabilityFromSelection,
  calendarDaysTouched,
  earliestCalendarHour,
  snapToGrid,
  snappedSpan,
} from './calendar-rules.ts';
import { zonedInstant } from './wall-clock.ts';

const CHICAGO = 'America/Chicago';
const SYDNEY = 'Australia/Sydney';
const at = (date: string, time: string, zone: string) => zonedInstant(date, time, zone);
const span = (date: string, from: string, to: string, zone: string) => ({
  start: at(date, from, zone),
  end: at(date, to, zone),
});
const minutes = ({ start, end }: { start: Date; end: Date }) =>
  (end.getTime() - start.getTime()) / 60_000;

describe('calendar constants (spec §9)', () => {
  it('snaps to 15 minutes, starts at 8 and opens at 15:00', () => {
    expect(CALENDAR_SNAP_MINUTES).toBe(15);
    expect(CALENDAR_EARLIEST_HOUR).toBe(8);
    expect(CALENDAR_SCROLL_HOUR).toBe(15);
  });
});

describe('snapToGrid', () => {
  it('rounds to the quarter hour, down, up or to the nearest', () => {
    const instant = new Date('2026-03-10T10:07:00Z');
    expect(snapToGrid(instant, 'floor').toISOString()).toBe('2026-03-10T10:00:00.000Z');
    expect(snapToGrid(instant, 'ceil').toISOString()).toBe('2026-03-10T10:15:00.000Z');
    expect(snapToGrid(instant).toISOString()).toBe('2026-03-10T10:00:00.000Z');
    expect(snapToGrid(new Date('2026-03-10T10:08:00Z')).toISOString()).toBe(
      '2026-03-10T10:15:00.000Z',
    );
  });

  it('lands on a quarter hour of the wall clock in a quarter-hour zone', () => {
    const snapped = snapToGrid(at('2026-03-10', '09:52', 'Asia/Kathmandu'), 'floor');
    expect(snapped).toEqual(at('2026-03-10', '09:45', 'Asia/Kathmandu'));
  });
});

describe('availabilityFromSelection (spec §5)', () => {
  it('makes a selection of 15 minutes or less 120 minutes long', () => {
    const made = availabilityFromSelection(span('2026-03-10', '09:00', '09:15', CHICAGO));
    expect(made).toEqual(span('2026-03-10', '09:00', '11:00', CHICAGO));
    const click = availabilityFromSelection(span('2026-03-10', '09:00', '09:00', CHICAGO));
    expect(minutes(click)).toBe(120);
  });

  it('keeps a longer selection, widened to the snap', () => {
    const made = availabilityFromSelection({
      start: at('2026-03-10', '09:05', CHICAGO),
      end: at('2026-03-10', '10:20', CHICAGO),
    });
    expect(made).toEqual(span('2026-03-10', '09:00', '10:30', CHICAGO));
  });

  it('counts real minutes across the spring-forward night in Chicago', () => {
    // 8 March 2026: 2:00 does not exist; 1:00 to 4:00 on the wall is two hours.
    const made = availabilityFromSelection(span('2026-03-08', '01:00', '04:00', CHICAGO));
    expect(minutes(made)).toBe(120);
    const click = availabilityFromSelection(span('2026-03-08', '01:00', '01:15', CHICAGO));
    expect(click.end).toEqual(at('2026-03-08', '04:00', CHICAGO));
  });

  it('counts real minutes across the fall-back night in Sydney', () => {
    // 5 April 2026: 3:00 goes back to 2:00; a click at 1:30 lasts two real hours, to 2:30 AEST.
    const click = availabilityFromSelection(span('2026-04-05', '01:30', '01:30', SYDNEY));
    expect(minutes(click)).toBe(120);
    expect(click.end.toISOString()).toBe('2026-04-04T16:30:00.000Z');
  });
});

describe('snappedSpan', () => {
  it('rounds a move to the snap and keeps at least one snap', () => {
    const moved = snappedSpan({
      start: new Date('2026-03-10T10:07:00Z'),
      end: new Date('2026-03-10T10:09:00Z'),
    });
    expect(moved.start.toISOString()).toBe('2026-03-10T10:00:00.000Z');
    expect(moved.end.toISOString()).toBe('2026-03-10T10:15:00.000Z');
  });
});

describe('earliestCalendarHour (spec §9)', () => {
  it('is 8 with nothing earlier, 5 when something starts before 8, 0 before 5', () => {
    expect(earliestCalendarHour([], CHICAGO)).toBe(8);
    expect(earliestCalendarHour([span('2026-03-10', '08:00', '09:00', CHICAGO)], CHICAGO)).toBe(8);
    expect(earliestCalendarHour([span('2026-03-10', '07:45', '09:00', CHICAGO)], CHICAGO)).toBe(5);
    expect(earliestCalendarHour([span('2026-03-10', '05:00', '06:00', CHICAGO)], CHICAGO)).toBe(5);
    expect(earliestCalendarHour([span('2026-03-10', '04:30', '06:00', CHICAGO)], CHICAGO)).toBe(0);
  });

  it('shows the whole day when asked', () => {
    expect(earliestCalendarHour([], CHICAGO, true)).toBe(0);
  });

  it('is 0 for an item running on past midnight, not for one ending at midnight', () => {
    const late = {
      start: at('2026-03-10', '22:00', CHICAGO),
      end: at('2026-03-11', '01:00', CHICAGO),
    };
    expect(earliestCalendarHour([late], CHICAGO)).toBe(0);
    const toMidnight = {
      start: at('2026-03-10', '22:00', CHICAGO),
      end: at('2026-03-11', '00:00', CHICAGO),
    };
    expect(earliestCalendarHour([toMidnight], CHICAGO)).toBe(8);
  });

  it('reads wall time on daylight-saving days in Chicago and Sydney', () => {
    // 7:30 wall time on the spring-forward day is 12:30 UTC, not 13:30.
    const chicago = {
      start: new Date('2026-03-08T12:30:00Z'),
      end: new Date('2026-03-08T14:00:00Z'),
    };
    expect(earliestCalendarHour([chicago], CHICAGO)).toBe(5);
    // 8:00 in Chicago the day before the change (CST) is 14:00 UTC; on the day after, 13:00.
    expect(
      earliestCalendarHour(
        [{ start: new Date('2026-03-09T13:00:00Z'), end: new Date('2026-03-09T14:00:00Z') }],
        CHICAGO,
      ),
    ).toBe(8);
    // Sydney falls back on 5 April 2026: 8:00 AEST is 22:00 UTC the day before.
    const sydney = {
      start: new Date('2026-04-04T22:00:00Z'),
      end: new Date('2026-04-04T23:00:00Z'),
    };
    expect(earliestCalendarHour([sydney], SYDNEY)).toBe(8);
    // An hour earlier is 7:00 AEST.
    const early = {
      start: new Date('2026-04-04T21:00:00Z'),
      end: new Date('2026-04-04T23:00:00Z'),
    };
    expect(earliestCalendarHour([early], SYDNEY)).toBe(5);
  });
});

describe('calendarDaysTouched', () => {
  it('marks the local days an item touches, not the day it ends at midnight', () => {
    const days = calendarDaysTouched(
      [
        span('2026-03-10', '09:00', '11:00', CHICAGO),
        { start: at('2026-03-12', '22:00', CHICAGO), end: at('2026-03-13', '00:00', CHICAGO) },
        { start: at('2026-03-14', '20:00', CHICAGO), end: at('2026-03-16', '02:00', CHICAGO) },
      ],
      CHICAGO,
    );
    expect([...days].sort()).toEqual([
      '2026-03-10',
      '2026-03-12',
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
    ]);
  });

  it('reads the date in the zone on daylight-saving days in Chicago and Sydney', () => {
    // 23:30 on the spring-forward day in Chicago is 04:30 UTC the next day.
    expect([
      ...calendarDaysTouched([span('2026-03-08', '23:00', '23:30', CHICAGO)], CHICAGO),
    ]).toEqual(['2026-03-08']);
    // Sydney springs forward on 4 October 2026; a day of 23 hours is walked without a gap.
    const across = {
      start: at('2026-10-03', '23:00', SYDNEY),
      end: at('2026-10-05', '01:00', SYDNEY),
    };
    expect([...calendarDaysTouched([across], SYDNEY)].sort()).toEqual([
      '2026-10-03',
      '2026-10-04',
      '2026-10-05',
    ]);
  });
});
