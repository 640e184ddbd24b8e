import { describe, expect, it } from 'vitest';
import { bookedMinutesByHour, primeHours, type BookedTime } from './prime-hours.ts';

const at = (iso: string, duration: number): BookedTime => ({ startsAt: new Date(iso), duration });

describe('bookedMinutesByHour', () => {
  it('counts a session in every local hour it covers', () => {
    // Tuesday 2026-03-10 16:30 to 18:00 in New York (EDT, UTC-4).
    const grid = bookedMinutesByHour([at('2026-03-10T20:30:00Z', 90)], 'America/New_York');
    expect(grid[2]![16]).toBe(30);
    expect(grid[2]![17]).toBe(60);
    expect(grid[2]![18]).toBe(0);
  });

  it('reads a half-hour zone’s own hours', () => {
    // 10:00 UTC is 15:30 in Kolkata (UTC+5:30), a Tuesday.
    const grid = bookedMinutesByHour([at('2026-03-10T10:00:00Z', 60)], 'Asia/Kolkata');
    expect(grid[2]![15]).toBe(30);
    expect(grid[2]![16]).toBe(30);
  });

  it('keeps a weekly 4 pm session at 4 pm across a daylight-saving change', () => {
    // New York moved to EDT on 2026-03-08: 4 pm is 21:00 UTC before, 20:00 UTC after.
    const grid = bookedMinutesByHour(
      [at('2026-03-03T21:00:00Z', 60), at('2026-03-10T20:00:00Z', 60)],
      'America/New_York',
    );
    expect(grid[2]![16]).toBe(120);
  });

  it('crosses midnight into the next weekday', () => {
    // Saturday 23:30 to Sunday 00:30 in UTC.
    const grid = bookedMinutesByHour([at('2026-03-14T23:30:00Z', 60)], 'UTC');
    expect(grid[6]![23]).toBe(30);
    expect(grid[0]![0]).toBe(30);
  });
});

describe('primeHours', () => {
  it('answers nothing when nothing is booked', () => {
    expect(primeHours([], 'America/Chicago')).toEqual([]);
  });

  it('gives each busy weekday the window around its busiest hour', () => {
    // Mondays in Chicago (CDT, UTC-5): 15:00-18:00 busy, a lone 9:00 session.
    const booked = [
      at('2026-03-09T20:00:00Z', 60), // 15:00
      at('2026-03-09T21:00:00Z', 60), // 16:00
      at('2026-03-16T21:00:00Z', 60), // 16:00 the week after
      at('2026-03-09T22:00:00Z', 60), // 17:00
      at('2026-03-09T14:00:00Z', 30), // 9:00, half an hour
    ];
    expect(primeHours(booked, 'America/Chicago')).toEqual([
      { day: 1, dayName: 'Monday', hour: 15, duration: 180, bookedMinutes: 240 },
    ]);
  });

  it('leaves out hours below half of the day’s peak', () => {
    const booked = [
      at('2026-03-11T16:00:00Z', 60),
      at('2026-03-18T16:00:00Z', 60),
      at('2026-03-25T16:00:00Z', 60),
      at('2026-03-11T17:00:00Z', 60),
    ];
    // Wednesday 16:00 has 180 minutes, 17:00 only 60 (a third): the window is one hour.
    expect(primeHours(booked, 'UTC')).toEqual([
      { day: 3, dayName: 'Wednesday', hour: 16, duration: 60, bookedMinutes: 180 },
    ]);
  });

  it('lists the days Sunday first', () => {
    const booked = [at('2026-03-14T16:00:00Z', 60), at('2026-03-15T16:00:00Z', 60)];
    expect(primeHours(booked, 'UTC').map((d) => d.dayName)).toEqual(['Sunday', 'Saturday']);
  });
});
