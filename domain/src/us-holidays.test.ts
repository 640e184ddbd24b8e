import { describe, expect, it } from 'vitest';
import { holidayOn } from './us-holidays.ts';

describe('holidayOn', () => {
  it.each([
    ['2026-01-01', "New Year's Day"],
    ['2026-01-19', 'Birthday of Martin Luther King, Jr.'],
    ['2026-02-16', "Washington's Birthday"],
    ['2026-05-25', 'Memorial Day'],
    ['2026-06-19', 'Juneteenth National Independence Day'],
    ['2026-07-04', 'Independence Day'],
    ['2026-09-07', 'Labor Day'],
    ['2026-10-12', 'Columbus Day'],
    ['2026-11-11', 'Veterans Day'],
    ['2026-11-26', 'Thanksgiving Day'],
    ['2026-12-25', 'Christmas Day'],
  ])('names %s %s', (date, name) => {
    expect(holidayOn(date)).toBe(name);
  });

  it('finds the floating holidays in other years', () => {
    expect(holidayOn('2024-11-28')).toBe('Thanksgiving Day');
    expect(holidayOn('2025-11-27')).toBe('Thanksgiving Day');
    expect(holidayOn('2027-11-25')).toBe('Thanksgiving Day');
    expect(holidayOn('2030-05-27')).toBe('Memorial Day');
    expect(holidayOn('2024-09-02')).toBe('Labor Day');
    expect(holidayOn('2028-01-17')).toBe('Birthday of Martin Luther King, Jr.');
  });

  it('names the weekday a weekend holiday is observed on', () => {
    // July 4, 2026 is a Saturday: observed Friday the 3rd.
    expect(holidayOn('2026-07-03')).toBe('Independence Day (observed)');
    // Christmas 2027 is a Saturday, observed Friday the 24th.
    expect(holidayOn('2027-12-24')).toBe('Christmas Day (observed)');
    // Juneteenth 2027 is a Saturday; 2022 a Sunday, observed Monday the 20th.
    expect(holidayOn('2027-06-18')).toBe('Juneteenth National Independence Day (observed)');
    expect(holidayOn('2022-06-20')).toBe('Juneteenth National Independence Day (observed)');
  });

  it('observes New Year’s Day on the last day of the year before when it falls on a Saturday', () => {
    expect(holidayOn('2021-12-31')).toBe("New Year's Day (observed)");
    expect(holidayOn('2022-01-01')).toBe("New Year's Day");
    expect(holidayOn('2027-12-31')).toBe("New Year's Day (observed)");
  });

  it('knows Juneteenth only from 2021, when it became a federal holiday', () => {
    expect(holidayOn('2020-06-19')).toBeNull();
    expect(holidayOn('2021-06-19')).toBe('Juneteenth National Independence Day');
  });

  it('answers null on ordinary days and for anything that is not a calendar date', () => {
    expect(holidayOn('2026-03-10')).toBeNull();
    expect(holidayOn('2026-07-05')).toBeNull();
    expect(holidayOn('2026-02-30')).toBeNull();
    expect(holidayOn('07/04/2026')).toBeNull();
    expect(holidayOn('')).toBeNull();
  });
});

describe('holidayOn whatever the host’s zone', () => {
  it.each([
    ['Pacific/Honolulu', '2031'],
    ['Pacific/Auckland', '2032'],
  ])('in %s, finds the %s holidays on their calendar dates', (zone, year) => {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      expect(holidayOn(`${year}-07-04`)).toBe('Independence Day');
      expect(holidayOn(`${year}-12-25`)).toBe('Christmas Day');
      expect(holidayOn(`${year}-07-07`)).toBeNull();
    } finally {
      process.env.TZ = before;
    }
  });
});
