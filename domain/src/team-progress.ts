import {
  addCalendarDays,
  calendarDateIn,
  startOfDayIn,
  weekdayFromMonday,
  type CalendarDate,
} from './date-rules.ts';
/**
 * A team's weekly progress (spec: staff-and-crm §3 Team targets, §9 "Team progress percentages
 * are capped at 100. The availability bar is trimmed so the sum does not exceed 100."): for each
 * tutor member, the hours delivered and made available this week against their weekly targets.
 * Pure: the caller passes the hours and targets it read and the week it chose.
 */

/** One tutor's week: hours delivered and available, and their weekly targets in hours. */
export interface MemberWeek {
  /** Hours of sessions the tutor taught this week that have ended. */
  deliveryActual: number;
  /** Hours of availability the tutor offered this week. */
  availabilityActual: number;
  /** The tutor's weekly delivery target in hours (0: none set). */
  deliveryTarget: number;
  /** The tutor's weekly availability target in hours (0: none set). */
  availabilityTarget: number;
}

/** The four figures the team view draws (spec §3 Team: targets). */
export interface ProgressPercents {
  /** Delivered hours over the delivery target, in whole percent, at most 100. */
  deliveryPercent: number;
  /** The width of the delivery bar: the delivery percent. */
  deliveryBarPercent: number;
  /** Available hours over the availability target, in whole percent, at most 100. */
  availabilityPercent: number;
  /** The width of the availability bar, drawn after the delivery bar: never past 100 together. */
  availabilityBarPercent: number;
}

export const PROGRESS_PERCENT_MAX = 100;

/**
 * `actual` over `target` in whole percent, capped at 100. A target of 0 means none is set:
 * nothing to measure against, so 0 rather than a division by zero or an "infinitely" met goal.
 */
export function cappedPercent(actual: number, target: number): number {
  if (!(target > 0) || !(actual > 0)) return 0;
  return Math.min(PROGRESS_PERCENT_MAX, Math.round((actual / target) * 100));
}

/** The percentages and bar widths of one tutor's week. */
export function progressPercents(week: MemberWeek): ProgressPercents {
  const deliveryPercent = cappedPercent(week.deliveryActual, week.deliveryTarget);
  const availabilityPercent = cappedPercent(week.availabilityActual, week.availabilityTarget);
  return {
    deliveryPercent,
    deliveryBarPercent: deliveryPercent,
    availabilityPercent,
    // The two bars share one track: the availability bar is trimmed to what delivery leaves.
    availabilityBarPercent: Math.min(availabilityPercent, PROGRESS_PERCENT_MAX - deliveryPercent),
  };
}

/**
 * The week the stats cover: from Monday 00:00 in the viewer's zone on or before `now` to the
 * next Monday 00:00 there (a week across a daylight-saving change is 167 or 169 hours).
 */
export function statsWeekOf(now: Date, timeZone: string): { startsAt: Date; endsAt: Date } {
  const today = calendarDateIn(now, timeZone);
  const monday = addCalendarDays(today, -weekdayFromMonday(today));
  return {
    startsAt: startOfDayIn(monday, timeZone),
    endsAt: startOfDayIn(addCalendarDays(monday, 7), timeZone),
  };
}

/** The ISO 8601 week number (1 to 53) of a calendar date: weeks start on Monday, week 1 holds 4 January. */
export function isoWeekNumber(date: CalendarDate): number {
  const thursday = addCalendarDays(date, 3 - weekdayFromMonday(date));
  const [year] = thursday.split('-').map(Number) as [number];
  const dayOfYear = (Date.parse(thursday) - Date.UTC(year, 0, 1)) / 86_400_000;
  return Math.floor(dayOfYear / 7) + 1;
}
