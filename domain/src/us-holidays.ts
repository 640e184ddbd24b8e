import { allForYear } from '@18f/us-federal-holidays';
import { parseIsoDate, type CalendarDate } from './date-rules.ts';

/**
 * US federal holidays for the session editor's Alerts column (spec scheduling §2: "Alerts
 * (success, errors, holiday name)"). The dates come from @18f/us-federal-holidays, a small
 * maintained list of the eleven federal holidays with their floating rules (third Monday of
 * January, last Monday of May, fourth Thursday of November, ...); it adds a few kilobytes to
 * the apps beside dayjs, which they already carry.
 */

const OBSERVED_SUFFIX = ' (observed)';

/** A year's holidays by calendar date: the actual dates, then the weekday they are observed on. */
function holidaysOfYear(year: number): Map<CalendarDate, string> {
  const byDate = new Map<CalendarDate, string>();
  const actual = allForYear(year, { shiftSaturdayHolidays: false, shiftSundayHolidays: false });
  for (const holiday of actual) byDate.set(holiday.dateString, holiday.name);
  // A holiday on a Saturday is observed the Friday before, on a Sunday the Monday after; New
  // Year's Day of the next year may be observed on December 31 of this one.
  const observed = [...allForYear(year), allForYear(year + 1)[0]!];
  for (const holiday of observed) {
    if (!byDate.has(holiday.dateString))
      byDate.set(holiday.dateString, `${holiday.name}${OBSERVED_SUFFIX}`);
  }
  return byDate;
}

const cache = new Map<number, Map<CalendarDate, string>>();

/**
 * The US federal holiday on a calendar date ("YYYY-MM-DD", the day as the screen shows it in
 * the user's zone), or null: its name on the day itself ("Independence Day"), and with
 * " (observed)" on the weekday it is observed when it falls on a weekend. Null for anything
 * that is not a calendar date.
 */
export function holidayOn(date: CalendarDate): string | null {
  const day = parseIsoDate(date);
  if (!day) return null;
  const year = Number(day.slice(0, 4));
  let holidays = cache.get(year);
  if (!holidays) cache.set(year, (holidays = holidaysOfYear(year)));
  return holidays.get(day) ?? null;
}
