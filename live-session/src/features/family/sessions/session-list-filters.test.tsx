// .tsx only because the live app's test project collects *.test.tsx files.
import { describe, expect, it } from 'vitest';
import { dayWindow, sessionListQuery } from './session-list-filters.ts';

const NOW = new Date('2026-03-10T15:00:00Z');

describe('the sessions list filters', () => {
  it('asks for upcoming sessions soonest first, past ones latest first, none canceled', () => {
    expect(sessionListQuery(7, 'upcoming', NOW, 'UTC')).toEqual({
      filter: { studentId: 7, canceled: false, upcoming: true },
      sort: { field: 'startsAt', order: 'ASC' },
    });
    expect(sessionListQuery(7, 'past', NOW, 'UTC')).toEqual({
      filter: { studentId: 7, canceled: false, upcoming: false },
      sort: { field: 'startsAt', order: 'DESC' },
    });
    expect(sessionListQuery(7, 'all', NOW, 'UTC').sort.order).toBe('DESC');
  });

  it('lists every session under All, canceled ones included, and only those under Canceled', () => {
    expect(sessionListQuery(7, 'all', NOW, 'UTC').filter).toEqual({ studentId: 7 });
    expect(sessionListQuery(7, 'canceled', NOW, 'UTC')).toEqual({
      filter: { studentId: 7, canceled: true },
      sort: { field: 'startsAt', order: 'DESC' },
    });
  });

  it('asks for what runs at this moment when live', () => {
    expect(sessionListQuery(7, 'live', NOW, 'UTC').filter).toMatchObject({
      startsAt: NOW.toISOString(),
      endsAt: NOW.toISOString(),
    });
  });

  it("asks for the viewer's day when today, in a negative-offset zone", () => {
    expect(
      sessionListQuery(7, 'today', new Date('2026-03-10T03:00:00Z'), 'America/Chicago').filter,
    ).toMatchObject({
      startsAt: '2026-03-09T05:00:00.000Z',
      endsAt: '2026-03-10T05:00:00.000Z',
    });
  });

  it('gives the spring-forward day its 23 hours', () => {
    const { start, end } = dayWindow(new Date('2026-03-08T18:00:00Z'), 'America/Chicago');
    expect(start.toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-09T05:00:00.000Z');
  });
});
