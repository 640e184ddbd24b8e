import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../date-rules.ts';
import { wallClockOf, zoneOffsetMs } from './wall-clock.ts';
import { isWeeklyRepeatOf, weeklyRepeatsOf, weeklySeries } from './weekly-series.ts';
import { TEST_ZONES } from './zones.test-data.ts';

const DAY = 86_400_000;
const WEEK = 7 * DAY;
const pad = (n: number) => String(n).padStart(2, '0');

const seriesInput = fc.record({
  zone: fc.constantFrom(...TEST_ZONES),
  day: fc.date({
    min: new Date('2025-01-01T00:00:00Z'),
    max: new Date('2029-12-31T00:00:00Z'),
    noInvalidDate: true,
  }),
  hour: fc.integer({ min: 0, max: 23 }),
  // Quarter hours, as the calendar snaps, and any minute.
  minute: fc.oneof(fc.constantFrom(0, 15, 30, 45), fc.integer({ min: 0, max: 59 })),
  duration: fc.integer({ min: 15, max: 360 }),
  repeats: fc.integer({ min: 0, max: 30 }),
});

describe('weeklySeries', () => {
  it('keeps 4 pm for a New York tutor across the March change (UTC moves an hour)', () => {
    const series = weeklySeries({
      date: '2026-03-02',
      time: '16:00',
      zone: 'America/New_York',
      duration: 60,
      repeats: 2,
    });
    expect(series.map((o) => o.startsAt.toISOString())).toEqual([
      '2026-03-02T21:00:00.000Z',
      '2026-03-09T20:00:00.000Z',
      '2026-03-16T20:00:00.000Z',
    ]);
    expect(series.every((o) => o.endsAt.getTime() - o.startsAt.getTime() === 3_600_000)).toBe(true);
  });

  it('keeps 9 am in Adelaide across its April fall-back (southern hemisphere, half-hour zone)', () => {
    const series = weeklySeries({
      date: '2026-03-30',
      time: '09:00',
      zone: 'Australia/Adelaide',
      duration: 90,
      repeats: 1,
    });
    expect(series.map((o) => o.startsAt.toISOString())).toEqual([
      '2026-03-29T22:30:00.000Z',
      '2026-04-05T23:30:00.000Z',
    ]);
  });

  it('resolves a week that lands in the gap forward, and keeps the wanted time the other weeks', () => {
    const series = weeklySeries({
      date: '2026-03-01',
      time: '02:30',
      zone: 'America/New_York',
      duration: 60,
      repeats: 2,
    });
    expect(series.map((o) => [wallClockOf(o.startsAt, 'America/New_York').time, o.kind])).toEqual([
      ['02:30', 'unique'],
      ['03:30', 'nonexistent'],
      ['02:30', 'unique'],
    ]);
  });

  it('property: every week is the same weekday and, unless in a gap, the same wall-clock time', () => {
    fc.assert(
      fc.property(seriesInput, ({ zone, day, hour, minute, duration, repeats }) => {
        const date = day.toISOString().slice(0, 10);
        const time = `${pad(hour)}:${pad(minute)}`;
        const series = weeklySeries({ date, time, zone, duration, repeats });
        expect(series).toHaveLength(repeats + 1);
        series.forEach((occurrence, index) => {
          expect(occurrence.date).toBe(addCalendarDays(date, 7 * index));
          expect(occurrence.endsAt.getTime() - occurrence.startsAt.getTime()).toBe(
            duration * 60_000,
          );
          const reading = wallClockOf(occurrence.startsAt, zone);
          if (occurrence.kind === 'nonexistent') {
            // Moved forward by the gap, never to another day's evening nor backwards.
            expect(reading.time > time || reading.date > occurrence.date).toBe(true);
          } else {
            expect(reading).toEqual({ date: occurrence.date, time });
          }
        });
      }),
      { numRuns: 500 },
    );
  });

  it('property: from week to week UTC moves by 7 days less the change of offset', () => {
    fc.assert(
      fc.property(seriesInput, ({ zone, day, hour, minute, duration, repeats }) => {
        const date = day.toISOString().slice(0, 10);
        const series = weeklySeries({
          date,
          time: `${pad(hour)}:${pad(minute)}`,
          zone,
          duration,
          repeats,
        });
        for (let i = 1; i < series.length; i++) {
          const [a, b] = [series[i - 1]!, series[i]!];
          if (a.kind !== 'unique' || b.kind !== 'unique') continue;
          const shift = zoneOffsetMs(b.startsAt, zone) - zoneOffsetMs(a.startsAt, zone);
          expect(b.startsAt.getTime() - a.startsAt.getTime()).toBe(WEEK - shift);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('weeklyRepeatsOf', () => {
  it('repeats an instant at its local time in the tutor zone, the first being the instant itself', () => {
    const first = new Date('2026-10-26T20:00:00.000Z'); // 4 pm in New York (EDT)
    const series = weeklyRepeatsOf(first, 60, 'America/New_York', 2);
    expect(series.map((o) => o.startsAt.toISOString())).toEqual([
      '2026-10-26T20:00:00.000Z',
      '2026-11-02T21:00:00.000Z',
      '2026-11-09T21:00:00.000Z',
    ]);
  });

  it('property: any instant repeats at the same local clock in any zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEST_ZONES),
        fc.integer({
          min: Date.parse('2025-01-01T00:00:00Z') / 900_000,
          max: Date.parse('2029-12-31T00:00:00Z') / 900_000,
        }),
        fc.integer({ min: 0, max: 26 }),
        (zone, quarter, repeats) => {
          const first = new Date(quarter * 900_000);
          const series = weeklyRepeatsOf(first, 60, zone, repeats);
          expect(series[0]!.startsAt.getTime()).toBe(first.getTime());
          const { time } = wallClockOf(first, zone);
          for (const occurrence of series.slice(1)) {
            if (occurrence.kind !== 'nonexistent')
              expect(wallClockOf(occurrence.startsAt, zone).time).toBe(time);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('isWeeklyRepeatOf', () => {
  const zone = 'America/New_York';
  // Tuesday 2026-10-27, 4:00 PM in New York (EDT); the clocks go back on 2026-11-01.
  const first = new Date('2026-10-27T20:00:00Z');

  it('takes the same wall-clock time whole weeks later, across a daylight-saving change', () => {
    expect(isWeeklyRepeatOf(new Date('2026-11-03T21:00:00Z'), first, zone)).toBe(true);
    expect(isWeeklyRepeatOf(new Date('2026-11-17T21:00:00Z'), first, zone)).toBe(true);
  });

  it('refuses another day, another time, the same instant a week on, or a date before', () => {
    expect(isWeeklyRepeatOf(new Date('2026-11-04T21:00:00Z'), first, zone)).toBe(false);
    expect(isWeeklyRepeatOf(new Date('2026-11-03T21:30:00Z'), first, zone)).toBe(false);
    // 20:00Z a week on is 3:00 PM after the change: not the series' 4:00 PM.
    expect(isWeeklyRepeatOf(new Date('2026-11-03T20:00:00Z'), first, zone)).toBe(false);
    expect(isWeeklyRepeatOf(new Date('2026-10-20T20:00:00Z'), first, zone)).toBe(false);
  });
});
