import {
  addCalendarDays,
  startOfDayIn,
  weekdayFromMonday,
  type CalendarDate,
} from '../date-rules.ts';

/** A calendar month: "2026-11". */
export type CalendarMonth = string;

/** The month a calendar date falls in. */
export function monthOf(date: CalendarDate): CalendarMonth {
  return date.slice(0, 7);
}

/** The month `months` after `month` (negative goes back). */
export function addCalendarMonths(month: CalendarMonth, months: number): CalendarMonth {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1 + months, 1)).toISOString().slice(0, 7);
}

/**
 * The weeks a month view shows (Sunday first, as the tutor's calendar): from the Sunday on or
 * before the 1st to the Saturday on or after the last day, whole weeks only.
 */
export function monthGrid(month: CalendarMonth): CalendarDate[][] {
  const first = `${month}-01`;
  // weekdayFromMonday: 6 is Sunday; Sunday-first puts Sunday at 0.
  const start = addCalendarDays(first, -((weekdayFromMonday(first) + 1) % 7));
  const next = `${addCalendarMonths(month, 1)}-01`;
  const weeks: CalendarDate[][] = [];
  for (let day = start; day < next; day = addCalendarDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addCalendarDays(day, index)));
  }
  return weeks;
}

/** The instants a month grid covers in a zone: its first day's start to the day after its last. */
export function monthGridWindow(month: CalendarMonth, zone: string): { start: Date; end: Date } {
  const weeks = monthGrid(month);
  const last = weeks[weeks.length - 1]![6]!;
  return {
    start: startOfDayIn(weeks[0]![0]!, zone),
    end: startOfDayIn(addCalendarDays(last, 1), zone),
  };
}
