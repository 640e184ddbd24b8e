import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ScheduleCalendar } from './ScheduleCalendar.tsx';
import type { SessionItem } from './schedule-events.ts';

const HOUR_MS = 3_600_000;

function session(title: string, startsAt: string, minutes = 60): SessionItem {
  const start = new Date(startsAt);
  return {
    kind: 'session',
    id: `session-${title}`,
    recordId: 1,
    title,
    start,
    end: new Date(start.getTime() + minutes * 60_000),
    isPast: false,
    status: 'cancelable',
    hasAttendanceWarning: false,
    attendanceState: 'scheduled',
    isCanceled: false,
  };
}

/** The box react-big-calendar draws an item in: its top and height, in percent of the day. */
function boxOf(title: string): { top: number; height: number } {
  const box = screen.getByText(title).closest<HTMLElement>('.rbc-event')!;
  return { top: parseFloat(box.style.top), height: parseFloat(box.style.height) };
}

/** Percent of a whole-day column (0:00 to 24:00 on the wall clock). */
const percentOfDay = (minutes: number) => (minutes / (24 * 60)) * 100;

function renderDay(zone: string, day: Date, sessions: SessionItem[]) {
  const noop = () => undefined;
  render(
    <ScheduleCalendar
      timeZone={zone}
      mode="schedule"
      view="day"
      date={day}
      sessions={sessions}
      events={[]}
      availabilities={[]}
      isFullDay
      onView={noop}
      onNavigate={noop}
      onSelectItem={noop}
      onSelectSpan={noop}
      onChangeAvailability={noop}
    />,
  );
}

/**
 * Sessions of an hour (or half) across a daylight-saving change, each beside one at 9:00 the
 * same day: drawn from the wall time it starts, as tall as it lasts.
 */
const CASES = [
  {
    name: 'New York falling back (1:30 EDT to 1:30 EST)',
    zone: 'America/New_York',
    across: '2026-11-01T05:30:00Z',
    nine: '2026-11-01T14:00:00Z',
    wallStartMinutes: 90,
  },
  {
    name: 'New York springing forward (1:30 EST to 3:30 EDT)',
    zone: 'America/New_York',
    across: '2026-03-08T06:30:00Z',
    nine: '2026-03-08T13:00:00Z',
    wallStartMinutes: 90,
  },
  {
    name: 'Lord Howe falling back half an hour (1:45 +11 to 2:15 +10:30)',
    zone: 'Australia/Lord_Howe',
    across: '2026-04-04T14:45:00Z',
    nine: '2026-04-04T22:30:00Z',
    wallStartMinutes: 105,
  },
  {
    name: 'Lord Howe springing forward half an hour (1:45 +10:30 to 3:15 +11)',
    zone: 'Australia/Lord_Howe',
    across: '2026-10-03T15:15:00Z',
    nine: '2026-10-03T22:00:00Z',
    wallStartMinutes: 105,
  },
] as const;

describe.each(CASES)('the schedule across $name', ({ zone, across, nine, wallStartMinutes }) => {
  const browserZone = process.env.TZ;
  // The browser in the tutor's zone too, as for a tutor at home on that night.
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = browserZone;
  });

  it('draws a 60-minute session as tall as a 60-minute one at 9:00, from its wall start', () => {
    renderDay(zone, new Date(new Date(nine).getTime() + 2 * HOUR_MS), [
      session('Across the change', across),
      session('At nine', nine),
    ]);
    const crossing = boxOf('Across the change');
    const atNine = boxOf('At nine');
    expect(atNine.height).toBeCloseTo(percentOfDay(60), 5);
    expect(atNine.top).toBeCloseTo(percentOfDay(9 * 60), 5);
    expect(crossing.height).toBeCloseTo(atNine.height, 5);
    expect(crossing.top).toBeCloseTo(percentOfDay(wallStartMinutes), 5);
  });
});

describe('the schedule on an ordinary day', () => {
  it('draws each session as tall as it lasts', () => {
    renderDay('America/New_York', new Date('2026-11-03T17:00:00Z'), [
      session('Half an hour', '2026-11-03T14:00:00Z', 30),
      session('Two hours', '2026-11-03T16:00:00Z', 120),
    ]);
    expect(boxOf('Half an hour')).toEqual({
      top: expect.closeTo(percentOfDay(9 * 60), 5) as number,
      height: expect.closeTo(percentOfDay(30), 5) as number,
    });
    expect(boxOf('Two hours').height).toBeCloseTo(percentOfDay(120), 5);
  });
});
