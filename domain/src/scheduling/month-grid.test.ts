import { describe, expect, it } from 'vitest';
import { addCalendarMonths, monthGrid, monthGridWindow, monthOf } from './month-grid.ts';

describe('month grid', () => {
  it('runs from the Sunday on or before the 1st to the Saturday on or after the last day', () => {
    const weeks = monthGrid('2026-11');
    // 1 November 2026 is a Sunday; the 30th a Monday.
    expect(weeks[0]![0]).toBe('2026-11-01');
    expect(weeks).toHaveLength(5);
    expect(weeks[4]).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
  });

  it('starts in the previous month when the 1st is not a Sunday, and takes six weeks when needed', () => {
    // 1 August 2026 is a Saturday: six rows.
    const weeks = monthGrid('2026-08');
    expect(weeks[0]![0]).toBe('2026-07-26');
    expect(weeks[0]![6]).toBe('2026-08-01');
    expect(weeks).toHaveLength(6);
    expect(weeks[5]![1]).toBe('2026-08-31');
  });

  it('fits February of a year starting the month on Sunday in four weeks', () => {
    expect(monthGrid('2026-02')).toHaveLength(4);
  });

  it('moves between months across years', () => {
    expect(addCalendarMonths('2026-12', 1)).toBe('2027-01');
    expect(addCalendarMonths('2026-01', -1)).toBe('2025-12');
    expect(monthOf('2026-11-27')).toBe('2026-11');
  });

  it('covers the grid from local midnight to local midnight, across a DST change', () => {
    // November 2026 in Chicago: CDT on the 1st (UTC-5) falls back to CST (UTC-6) that day.
    const { start, end } = monthGridWindow('2026-11', 'America/Chicago');
    expect(start.toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-06T06:00:00.000Z');
  });
});
