import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveWallClock, wallClockOf, zonedInstant, zoneOffsetMs } from './wall-clock.ts';
import { TEST_ZONES } from './zones.test-data.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const iso = (date: Date) => date.toISOString();

/** The instants in [from, to) where a zone's offset changes, found by scanning and bisecting. */
function transitionsOf(zone: string, from: string, to: string) {
  const found: { at: number; before: number; after: number }[] = [];
  const end = Date.parse(to);
  for (let t = Date.parse(from); t < end; t += 6 * HOUR) {
    const before = zoneOffsetMs(t, zone);
    const after = zoneOffsetMs(t + 6 * HOUR, zone);
    if (before === after) continue;
    let lo = t;
    let hi = t + 6 * HOUR;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (zoneOffsetMs(mid, zone) === before) lo = mid;
      else hi = mid;
    }
    found.push({ at: hi, before, after });
  }
  return found;
}

const TRANSITIONS = TEST_ZONES.flatMap((zone) =>
  transitionsOf(zone, '2025-01-01T00:00:00Z', '2028-01-01T00:00:00Z').map((t) => ({ zone, ...t })),
);
const SPRING_FORWARD = TRANSITIONS.filter((t) => t.after > t.before);
const FALL_BACK = TRANSITIONS.filter((t) => t.after < t.before);

describe('resolveWallClock: explicit cases', () => {
  it('reads an ordinary time in a negative-offset zone', () => {
    expect(iso(zonedInstant('2026-03-10', '16:00', 'America/New_York'))).toBe(
      '2026-03-10T20:00:00.000Z',
    );
    expect(iso(zonedInstant('2026-01-10', '16:00', 'America/New_York'))).toBe(
      '2026-01-10T21:00:00.000Z',
    );
  });

  it('moves a time in the spring-forward gap forward by the gap (New York 02:30 -> 03:30 EDT)', () => {
    const { instant, kind } = resolveWallClock(
      { date: '2026-03-08', time: '02:30' },
      'America/New_York',
    );
    expect(kind).toBe('nonexistent');
    expect(iso(instant)).toBe('2026-03-08T07:30:00.000Z');
    expect(wallClockOf(instant, 'America/New_York')).toEqual({ date: '2026-03-08', time: '03:30' });
  });

  it('takes the earlier of a time that happens twice (New York 01:30 on fall-back day is EDT)', () => {
    const { instant, kind } = resolveWallClock(
      { date: '2026-11-01', time: '01:30' },
      'America/New_York',
    );
    expect(kind).toBe('ambiguous');
    expect(iso(instant)).toBe('2026-11-01T05:30:00.000Z');
  });

  it('handles the southern hemisphere: Sydney falls back in April and springs forward in October', () => {
    expect(resolveWallClock({ date: '2026-04-05', time: '02:30' }, 'Australia/Sydney')).toEqual({
      instant: new Date('2026-04-04T15:30:00.000Z'),
      kind: 'ambiguous',
    });
    expect(resolveWallClock({ date: '2026-10-04', time: '02:15' }, 'Australia/Sydney')).toEqual({
      instant: new Date('2026-10-03T16:15:00.000Z'),
      kind: 'nonexistent',
    });
  });

  it('handles half-hour zones (Kolkata +5:30, Kathmandu +5:45, St Johns -3:30/-2:30, Adelaide +9:30/+10:30)', () => {
    expect(iso(zonedInstant('2026-06-01', '09:00', 'Asia/Kolkata'))).toBe(
      '2026-06-01T03:30:00.000Z',
    );
    expect(iso(zonedInstant('2026-06-01', '09:00', 'Asia/Kathmandu'))).toBe(
      '2026-06-01T03:15:00.000Z',
    );
    expect(iso(zonedInstant('2026-01-15', '09:00', 'America/St_Johns'))).toBe(
      '2026-01-15T12:30:00.000Z',
    );
    expect(iso(zonedInstant('2026-07-15', '09:00', 'America/St_Johns'))).toBe(
      '2026-07-15T11:30:00.000Z',
    );
    expect(iso(zonedInstant('2026-01-15', '09:00', 'Australia/Adelaide'))).toBe(
      '2026-01-14T22:30:00.000Z',
    );
    expect(iso(zonedInstant('2026-07-15', '09:00', 'Australia/Adelaide'))).toBe(
      '2026-07-14T23:30:00.000Z',
    );
  });

  it('handles a half-hour daylight-saving change (Lord Howe)', () => {
    const { instant, kind } = resolveWallClock(
      { date: '2026-10-04', time: '02:10' },
      'Australia/Lord_Howe',
    );
    expect(kind).toBe('nonexistent');
    expect(wallClockOf(instant, 'Australia/Lord_Howe')).toEqual({
      date: '2026-10-04',
      time: '02:40',
    });
  });

  it('refuses a malformed date or time', () => {
    expect(() => zonedInstant('2026-02-30', '10:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedInstant('2026-02-10', '24:00', 'UTC')).toThrow(RangeError);
  });
});

describe('resolveWallClock: properties over many zones', () => {
  it('tests both directions of daylight saving in both hemispheres', () => {
    const zonesWith = (list: typeof TRANSITIONS) => new Set(list.map((t) => t.zone));
    expect(TEST_ZONES.length).toBeGreaterThanOrEqual(20);
    for (const zone of [
      'America/New_York',
      'Australia/Sydney',
      'America/Santiago',
      'Australia/Lord_Howe',
    ]) {
      expect(zonesWith(SPRING_FORWARD)).toContain(zone);
      expect(zonesWith(FALL_BACK)).toContain(zone);
    }
  });

  it('reads back any time that exists exactly once as itself', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEST_ZONES),
        fc.date({
          min: new Date('2024-01-01T00:00:00Z'),
          max: new Date('2030-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (zone, day, hour, minute) => {
          const date = day.toISOString().slice(0, 10);
          const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          const { instant, kind } = resolveWallClock({ date, time }, zone);
          if (kind !== 'nonexistent') expect(wallClockOf(instant, zone)).toEqual({ date, time });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('moves every time in a spring-forward gap forward by exactly the gap', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...SPRING_FORWARD)
          .chain((t) =>
            fc.tuple(
              fc.constant(t),
              fc.integer({ min: 0, max: (t.after - t.before) / MINUTE - 1 }),
            ),
          ),
        ([t, minutes]) => {
          // Local readings in the gap: from the old clock's reading at the change, for the
          // length of the gap (read as if UTC, since the zone never shows them).
          const local = t.at + t.before + minutes * MINUTE;
          const wanted = wallClockOf(new Date(local), 'UTC');
          const { instant, kind } = resolveWallClock(wanted, t.zone);
          expect(kind).toBe('nonexistent');
          expect(instant.getTime()).toBe(t.at + minutes * MINUTE);
        },
      ),
    );
  });

  it('takes the earlier instant of every time repeated by a fall-back', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...FALL_BACK)
          .chain((t) =>
            fc.tuple(
              fc.constant(t),
              fc.integer({ min: 0, max: (t.before - t.after) / MINUTE - 1 }),
            ),
          ),
        ([t, minutes]) => {
          const overlap = t.before - t.after;
          const intoOverlap = minutes * MINUTE;
          // The later reading (after the change) and the earlier one, `overlap` before it.
          const later = t.at + intoOverlap;
          const earlier = later - overlap;
          const wanted = wallClockOf(new Date(later), t.zone);
          expect(wallClockOf(new Date(earlier), t.zone)).toEqual(wanted);
          const { instant, kind } = resolveWallClock(wanted, t.zone);
          expect(kind).toBe('ambiguous');
          expect(instant.getTime()).toBe(earlier);
        },
      ),
    );
  });
});
