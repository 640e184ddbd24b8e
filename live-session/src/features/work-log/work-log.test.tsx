import { describe, expect, it } from 'vitest';
import type { CalendarEvent, Session } from '@tp/domain';
import { shiftWeek, workLogOf, workLogWeekOf } from './work-log.ts';

const ZONE = 'America/New_York';

const session = (id: number, startsAt: string, minutes: number, canceled = false) =>
  ({
    id,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
    duration: minutes,
    canceledAt: canceled ? '2026-03-01T00:00:00.000Z' : null,
  }) as Session;

const event = (id: number, type: CalendarEvent['type'], startsAt: string, minutes: number) =>
  ({
    id,
    type,
    startsAt,
    duration: minutes,
    canceledAt: null,
  }) as CalendarEvent;

describe('work log weeks', () => {
  it('runs Monday to Monday in the zone, across a daylight-saving change', () => {
    const week = workLogWeekOf(new Date('2026-03-10T15:00:00Z'), ZONE);
    expect(week).toMatchObject({ monday: '2026-03-09', weekNumber: 11 });
    expect(week.startsAt.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    const before = shiftWeek(week, -1, ZONE);
    expect(before.monday).toBe('2026-03-02');
    // The week of the change is 167 hours long.
    expect((before.endsAt.getTime() - before.startsAt.getTime()) / 3_600_000).toBe(167);
  });
});

describe('workLogOf', () => {
  const now = new Date('2026-03-11T18:00:00Z');
  const week = workLogWeekOf(now, ZONE);

  it('counts sessions that stand, start in the week and are over; payable events by type', () => {
    const log = workLogOf(
      [
        session(1, '2026-03-10T16:00:00Z', 60),
        session(2, '2026-03-09T14:00:00Z', 90),
        session(3, '2026-03-11T17:30:00Z', 60), // still running
        session(4, '2026-03-10T20:00:00Z', 60, true), // canceled
        session(5, '2026-03-09T03:00:00Z', 60), // Sunday night in New York: last week
      ],
      [
        event(1, 'Event::PrepTime', '2026-03-10T12:00:00Z', 45),
        event(2, 'Event::AdminWork', '2026-03-10T13:00:00Z', 30),
        event(3, 'Event::EssayGrading', '2026-03-16T05:00:00Z', 60), // next week
      ],
      week,
      now,
    );
    expect(log.sessions.map((s) => s.id)).toEqual([2, 1]);
    expect(log.events.map((e) => e.id)).toEqual([1, 2]);
    expect(log.totals).toEqual({
      sessionsDelivered: 2,
      sessionMinutes: 150,
      eventMinutes: 75,
      payableEventMinutes: 45,
      payableMinutes: 195,
    });
  });
});
