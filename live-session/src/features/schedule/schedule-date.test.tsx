import { describe, expect, it } from 'vitest';
import { formatDateParam, parseDateParam } from './schedule-date.ts';
import { visibleRange } from './visible-range.ts';
import { createZonedLocalizer } from './zoned-localizer.ts';

describe('parseDateParam', () => {
  it('reads the date as midnight in the tutor’s zone', () => {
    expect(parseDateParam('2025-01-15', 'America/Chicago')?.toISOString()).toBe(
      '2025-01-15T06:00:00.000Z',
    );
    expect(parseDateParam('2025-07-15', 'America/Chicago')?.toISOString()).toBe(
      '2025-07-15T05:00:00.000Z',
    );
  });

  it('refuses what is not a calendar date', () => {
    expect(parseDateParam('2025-02-30', 'America/Chicago')).toBeNull();
    expect(parseDateParam('next week', 'America/Chicago')).toBeNull();
    expect(parseDateParam(null, 'America/Chicago')).toBeNull();
  });
});

describe('formatDateParam', () => {
  it('names the day of the instant in the tutor’s zone, not in UTC', () => {
    // 03:00Z on the 16th is still the evening of the 15th in Chicago.
    expect(formatDateParam(new Date('2025-01-16T03:00:00Z'), 'America/Chicago')).toBe('2025-01-15');
  });
});

describe('visibleRange', () => {
  const chicago = createZonedLocalizer('America/Chicago');
  const date = new Date('2025-01-15T18:00:00Z');

  it('covers the day of the date', () => {
    const range = visibleRange('day', date, chicago);
    expect([range.start.toISOString(), range.end.toISOString()]).toEqual([
      '2025-01-15T06:00:00.000Z',
      '2025-01-16T06:00:00.000Z',
    ]);
  });

  it('covers the whole weeks of the month grid', () => {
    const range = visibleRange('month', date, chicago);
    // January 2025 starts on a Wednesday and ends on a Friday.
    expect([range.start.toISOString(), range.end.toISOString()]).toEqual([
      '2024-12-29T06:00:00.000Z',
      '2025-02-02T06:00:00.000Z',
    ]);
  });
});
