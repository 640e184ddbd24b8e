import { describe, expect, it } from 'vitest';
import { formatInZone } from './formatInZone.ts';

describe('formatInZone', () => {
  it('shows a UTC instant as wall-clock time in a negative-offset zone', () => {
    expect(formatInZone('2025-03-04T20:30:00Z', 'America/Chicago')).toBe(
      'Tue, Mar 4, 2025 2:30 PM',
    );
  });

  it('follows the daylight-saving change of the zone', () => {
    // New York moves from UTC-5 to UTC-4 on 2025-03-09.
    expect(formatInZone('2025-03-08T17:00:00Z', 'America/New_York', 'HH:mm')).toBe('12:00');
    expect(formatInZone('2025-03-10T17:00:00Z', 'America/New_York', 'HH:mm')).toBe('13:00');
  });

  it('writes nothing for a missing date', () => {
    expect(formatInZone(null, 'America/New_York')).toBe('');
  });
});
