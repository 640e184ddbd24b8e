import { describe, expect, it } from 'vitest';
import {
  TIME_ZONE_INVALID_MESSAGE,
  TIME_ZONE_REQUIRED_MESSAGE,
  validateTimeZone,
} from './time-zone-rules.ts';

describe('validateTimeZone', () => {
  it('accepts an IANA zone', () => {
    expect(validateTimeZone('America/Chicago')).toBeNull();
  });

  it('requires a zone by default', () => {
    expect(validateTimeZone('')).toBe(TIME_ZONE_REQUIRED_MESSAGE);
    expect(validateTimeZone(null)).toBe(TIME_ZONE_REQUIRED_MESSAGE);
  });

  it('lets an optional zone be empty', () => {
    expect(validateTimeZone('', { required: false })).toBeNull();
  });

  it('rejects a name that is not a zone', () => {
    expect(validateTimeZone('Mars/Olympus_Mons')).toBe(TIME_ZONE_INVALID_MESSAGE);
  });
});
