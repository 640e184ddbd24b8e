import { describe, expect, it } from 'vitest';
import { dayWindowInZone } from './dayWindow.ts';

describe('dayWindowInZone', () => {
  it('is the viewer day from midnight to midnight in their zone', () => {
    // 2:00 UTC on March 5 is still March 4 in Chicago (UTC-6).
    expect(dayWindowInZone(new Date('2025-03-05T02:00:00Z'), 'America/Chicago')).toEqual({
      startsAt: '2025-03-04T06:00:00.000Z',
      endsAt: '2025-03-05T06:00:00.000Z',
    });
  });

  it('is UTC midnight to midnight in UTC', () => {
    expect(dayWindowInZone(new Date('2025-03-05T15:00:00Z'), 'UTC')).toEqual({
      startsAt: '2025-03-05T00:00:00.000Z',
      endsAt: '2025-03-06T00:00:00.000Z',
    });
  });

  it('lasts 23 hours on the day the clocks go forward', () => {
    // Daylight saving starts on March 9, 2025 in the United States.
    expect(dayWindowInZone(new Date('2025-03-09T18:00:00Z'), 'America/New_York')).toEqual({
      startsAt: '2025-03-09T05:00:00.000Z',
      endsAt: '2025-03-10T04:00:00.000Z',
    });
  });
});
