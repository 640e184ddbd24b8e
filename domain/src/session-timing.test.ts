import { describe, expect, it } from 'vitest';
import { AVAILABILITY_DURATION_LIMITS, resolveTiming, type Timing } from './session-timing.ts';

const start = '2026-03-10T15:00:00.000Z';
const existing: Timing = {
  startsAt: new Date('2026-03-10T15:00:00.000Z'),
  endsAt: new Date('2026-03-10T16:00:00.000Z'),
  duration: 60,
};

function timing(result: ReturnType<typeof resolveTiming>): Timing {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.timing;
}

describe('resolveTiming', () => {
  it('derives the duration from a start and an end', () => {
    const t = timing(resolveTiming({ startsAt: start, endsAt: '2026-03-10T16:30:00.000Z' }, null));
    expect(t.duration).toBe(90);
  });

  it('derives the end from a start and a duration', () => {
    const t = timing(resolveTiming({ startsAt: start, duration: 45 }, null));
    expect(t.endsAt.toISOString()).toBe('2026-03-10T15:45:00.000Z');
  });

  it('accepts an end and a duration that agree', () => {
    const result = resolveTiming(
      { startsAt: start, endsAt: '2026-03-10T16:00:00.000Z', duration: 60 },
      null,
    );
    expect(result.ok).toBe(true);
  });

  it('rejects an end and a duration that disagree', () => {
    const result = resolveTiming(
      { startsAt: start, endsAt: '2026-03-10T16:00:00.000Z', duration: 30 },
      null,
    );
    expect(result).toEqual({
      ok: false,
      errors: { duration: ['does not match the start and end times'] },
    });
  });

  it('requires a start for a new item', () => {
    expect(resolveTiming({ duration: 60 }, null)).toEqual({
      ok: false,
      errors: { startsAt: ["can't be blank"] },
    });
  });

  it('requires an end or a duration for a new item', () => {
    expect(resolveTiming({ startsAt: start }, null)).toEqual({
      ok: false,
      errors: { endsAt: ["can't be blank"] },
    });
  });

  it('rejects an end before or at the start', () => {
    const result = resolveTiming({ startsAt: start, endsAt: start }, null);
    expect(result).toEqual({ ok: false, errors: { endsAt: ['must be after the start time'] } });
  });

  it('rejects durations under 15 and over 600 minutes for sessions', () => {
    expect(resolveTiming({ startsAt: start, duration: 10 }, null)).toEqual({
      ok: false,
      errors: { duration: ['must be greater than or equal to 15'] },
    });
    expect(resolveTiming({ startsAt: start, duration: 601 }, null)).toEqual({
      ok: false,
      errors: { duration: ['must be less than or equal to 600'] },
    });
    expect(resolveTiming({ startsAt: start, duration: 600 }, null).ok).toBe(true);
    expect(resolveTiming({ startsAt: start, duration: 15 }, null).ok).toBe(true);
  });

  it('rejects an end that is not a whole number of minutes after the start', () => {
    const result = resolveTiming({ startsAt: start, endsAt: '2026-03-10T16:00:30.000Z' }, null);
    expect(result).toEqual({
      ok: false,
      errors: { duration: ['must be a whole number of minutes'] },
    });
  });

  it('moves an existing item keeping its duration when only the start changes', () => {
    const t = timing(resolveTiming({ startsAt: '2026-03-11T09:00:00.000Z' }, existing));
    expect(t).toEqual({
      startsAt: new Date('2026-03-11T09:00:00.000Z'),
      endsAt: new Date('2026-03-11T10:00:00.000Z'),
      duration: 60,
    });
  });

  it('stretches an existing item when only the duration changes', () => {
    const t = timing(resolveTiming({ duration: 120 }, existing));
    expect(t.endsAt.toISOString()).toBe('2026-03-10T17:00:00.000Z');
  });

  it('recomputes the duration of an existing item when only the end changes', () => {
    const t = timing(resolveTiming({ endsAt: '2026-03-10T15:30:00.000Z' }, existing));
    expect(t.duration).toBe(30);
  });

  it('treats an explicit null start as blank even on an existing item', () => {
    expect(resolveTiming({ startsAt: null }, existing)).toEqual({
      ok: false,
      errors: { startsAt: ["can't be blank"] },
    });
  });

  it('reports unparseable times on their field', () => {
    expect(resolveTiming({ startsAt: 'soon', duration: 60 }, null)).toEqual({
      ok: false,
      errors: { startsAt: ['is not a valid time'] },
    });
  });

  it('applies the limits it is given', () => {
    expect(
      resolveTiming({ startsAt: start, duration: 300 }, null, AVAILABILITY_DURATION_LIMITS).ok,
    ).toBe(true);
    expect(
      resolveTiming({ startsAt: start, duration: 24 * 60 + 1 }, null, AVAILABILITY_DURATION_LIMITS)
        .ok,
    ).toBe(false);
  });

  it('does not mutate the current timing it is given', () => {
    const current = { ...existing, startsAt: new Date(existing.startsAt) };
    resolveTiming({ duration: 30 }, current);
    expect(current).toEqual(existing);
  });
});
