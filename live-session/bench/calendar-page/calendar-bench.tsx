import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { ScheduleCalendar } from '../../src/features/schedule/ScheduleCalendar.tsx';
import type {
  AvailabilityItem,
  EventItem,
  SessionItem,
} from '../../src/features/schedule/schedule-events.ts';

/**
 * The tutor's week calendar with 150 items (100 sessions of every style, 25 events, 25
 * availabilities) rendered from nothing: the time from asking React to render to the browser
 * having laid the page out, the way a tutor opening the week waits for it.
 */

const ZONE = 'America/Chicago';
const WEEK_START = Date.parse('2030-01-13T06:00:00Z'); // Sunday midnight in Chicago
const HOUR = 3_600_000;
const STATUSES = [
  'launchable',
  'cancelable',
  'non-cancelable',
  'no-enrollments',
  'disabled',
] as const;

function weekItems(seed: number) {
  const sessions: SessionItem[] = [];
  const events: EventItem[] = [];
  const availabilities: AvailabilityItem[] = [];
  for (let i = 0; i < 150; i += 1) {
    const day = i % 7;
    const hour = 6 + ((i * 5 + seed) % 15);
    const start = new Date(WEEK_START + day * 24 * HOUR + hour * HOUR + (i % 4) * 15 * 60_000);
    const end = new Date(start.getTime() + (i % 3 === 0 ? 90 : 60) * 60_000);
    const base = { recordId: i + 1, start, end, isPast: false };
    if (i < 100) {
      sessions.push({
        ...base,
        id: `session-${i}`,
        kind: 'session',
        title: `Algebra II section ${i} (${i % 6} students)`,
        status: STATUSES[i % STATUSES.length]!,
        hasAttendanceWarning: i % 9 === 0,
      });
    } else if (i < 125) {
      events.push({ ...base, id: `event-${i}`, kind: 'event', title: `Prep time ${i}` });
    } else {
      availabilities.push({
        ...base,
        id: `availability-${i}`,
        kind: 'availability',
        title: 'Available',
        isLocked: i % 10 === 0,
        isMaxedOut: false,
        remainingMinutes: 60,
        lockVersion: 1,
        isEditable: true,
      });
    }
  }
  return { sessions, events, availabilities };
}

const container = document.getElementById('root')!;
let root: Root | null = null;
const ignore = () => undefined;

function renderOnce(seed: number, mode: 'schedule' | 'availability'): number {
  root?.unmount();
  root = createRoot(container);
  const items = weekItems(seed);
  const started = performance.now();
  flushSync(() =>
    root!.render(
      <ScheduleCalendar
        timeZone={ZONE}
        mode={mode}
        view="week"
        date={new Date(WEEK_START + 3 * 24 * HOUR)}
        {...items}
        isFullDay={false}
        onView={ignore}
        onNavigate={ignore}
        onSelectItem={ignore}
        onSelectSpan={ignore}
        onChangeAvailability={ignore}
      />,
    ),
  );
  // Layout is part of what the tutor waits for.
  void container.getBoundingClientRect();
  void document.body.offsetHeight;
  return performance.now() - started;
}

declare global {
  interface Window {
    runCalendarBench(runs: number, mode: 'schedule' | 'availability'): number[];
    calendarItemsOnScreen(): number;
  }
}

window.runCalendarBench = (runs, mode) => {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) times.push(renderOnce(run, mode));
  return times;
};
window.calendarItemsOnScreen = () =>
  container.querySelectorAll('.rbc-event, .rbc-background-event').length;
