import { addCalendarDays, calendarDateIn, startOfDayIn, weekdayFromMonday } from '@tp/domain';

export interface Range {
  start: Date;
  end: Date;
}

/** Today in the zone: its first instant to the next day's. */
export function todayIn(now: Date, zone: string): Range {
  const date = calendarDateIn(now, zone);
  return { start: startOfDayIn(date, zone), end: startOfDayIn(addCalendarDays(date, 1), zone) };
}

/**
 * This week in the zone, Sunday to Sunday, as the schedule's week view and the availability
 * repeat count weeks.
 */
export function thisWeekIn(now: Date, zone: string): Range {
  const date = calendarDateIn(now, zone);
  const sunday = addCalendarDays(date, -((weekdayFromMonday(date) + 1) % 7));
  return { start: startOfDayIn(sunday, zone), end: startOfDayIn(addCalendarDays(sunday, 7), zone) };
}
