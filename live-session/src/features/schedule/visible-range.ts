import type { DateLocalizer } from 'react-big-calendar';
import type { ScheduleView } from './calendar-settings.ts';

/** The instants a view shows, end exclusive: what the calendar asks the API for. */
export interface VisibleRange {
  start: Date;
  end: Date;
}

/**
 * The range on screen for a view around a date, in the localizer's zone: the day, the week
 * (Sunday first), or the month's grid of whole weeks.
 */
export function visibleRange(
  view: ScheduleView,
  date: Date,
  localizer: DateLocalizer,
): VisibleRange {
  if (view === 'day') {
    const start = localizer.startOf(date, 'day');
    return { start, end: localizer.add(start, 1, 'day') };
  }
  if (view === 'week') {
    const start = localizer.startOf(date, 'week', localizer.startOfWeek(''));
    return { start, end: localizer.add(start, 1, 'week') };
  }
  const start = localizer.firstVisibleDay(date, localizer);
  const lastDay = localizer.startOf(localizer.lastVisibleDay(date, localizer), 'day');
  return { start, end: localizer.add(lastDay, 1, 'day') };
}
