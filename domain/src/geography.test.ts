import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  TIME_ZONE_GROUPS,
  TIME_ZONE_OPTIONS,
  US_STATES,
  US_TIME_ZONE_CATEGORY,
  buildTimeZoneGroups,
  isUsStateCode,
} from './geography.ts';
import { isValidTimeZone, US_TIME_ZONES } from './time-zone.ts';

describe('countries', () => {
  it('include the default country', () => {
    expect(COUNTRIES.some((country) => country.name === DEFAULT_COUNTRY)).toBe(true);
  });

  it('have unique two-letter codes', () => {
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('are sorted by name', () => {
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('US states', () => {
  it('list the 50 states, DC and five territories, each code once', () => {
    expect(US_STATES).toHaveLength(56);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(56);
  });

  it('are sorted by name', () => {
    const names = US_STATES.map((state) => state.name);
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b, 'en')));
  });

  it('recognise a code whatever its case', () => {
    expect(isUsStateCode('ny')).toBe(true);
    expect(isUsStateCode('NY')).toBe(true);
    expect(isUsStateCode('XX')).toBe(false);
  });
});

describe('time zone groups', () => {
  it('start with the US category holding the common US zones', () => {
    expect(TIME_ZONE_GROUPS[0]).toEqual({
      category: US_TIME_ZONE_CATEGORY,
      zones: [...US_TIME_ZONES],
    });
  });

  it('list every zone once', () => {
    const names = TIME_ZONE_OPTIONS.map((option) => option.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('hold only zones the runtime knows', () => {
    expect(TIME_ZONE_OPTIONS.every((option) => isValidTimeZone(option.name))).toBe(true);
  });

  it('group other zones by their IANA region, sorted, with UTC last', () => {
    const groups = buildTimeZoneGroups(['Europe/Paris', 'America/Toronto', 'Europe/Berlin']);
    expect(groups).toEqual([
      { category: 'US', zones: [...US_TIME_ZONES] },
      { category: 'America', zones: ['America/Toronto'] },
      { category: 'Europe', zones: ['Europe/Berlin', 'Europe/Paris'] },
      { category: 'UTC', zones: ['UTC'] },
    ]);
  });

  it('flatten into options in display order', () => {
    expect(TIME_ZONE_OPTIONS[0]).toEqual({ name: 'America/New_York', category: 'US' });
    expect(TIME_ZONE_OPTIONS.at(-1)).toEqual({ name: 'UTC', category: 'UTC' });
  });
});
