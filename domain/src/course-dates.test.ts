import { describe, expect, it } from 'vitest';
import { courseEndInstant, courseStartInstant } from './course-dates.ts';

describe('course dates as instants', () => {
  it('starts at the first day’s midnight and ends when the last day is over, in the product’s zone', () => {
    expect(courseStartInstant('2026-11-23')?.toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(courseEndInstant('2026-11-30')?.toISOString()).toBe('2026-12-01T05:00:00.000Z');
  });

  it('follows daylight saving: a summer date is four hours behind UTC', () => {
    expect(courseStartInstant('2026-07-01')?.toISOString()).toBe('2026-07-01T04:00:00.000Z');
    // The last day of October ends at the start of November 1, still in daylight time.
    expect(courseEndInstant('2026-10-31')?.toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });

  it('is null without a date', () => {
    expect(courseStartInstant(null)).toBeNull();
    expect(courseEndInstant(undefined)).toBeNull();
  });
});
