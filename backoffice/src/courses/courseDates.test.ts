import { afterEach, describe, expect, it } from 'vitest';
import { formatCourseDate } from './courseDates.ts';

const ORIGINAL_TZ = process.env.TZ;
afterEach(() => {
  process.env.TZ = ORIGINAL_TZ;
});

describe('course dates', () => {
  it('shows the same start date to viewers in zones on both sides of UTC', () => {
    process.env.TZ = 'Pacific/Honolulu';
    const inHonolulu = formatCourseDate('2026-04-01');
    process.env.TZ = 'Asia/Tokyo';
    const inTokyo = formatCourseDate('2026-04-01');
    expect(inHonolulu).toBe('Wed, Apr 1, 2026');
    expect(inTokyo).toBe(inHonolulu);
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatCourseDate(null)).toBe('');
    expect(formatCourseDate('2026-02-30')).toBe('');
  });
});
