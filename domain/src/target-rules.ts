import { addCalendarDays, calendarDateIn, startOfDayIn, weekdayFromMonday } from './date-rules.ts';
import type { CalendarDate } from './date-rules.ts';
import { progressPercents, type ProgressPercents } from './team-progress.ts';
import { overseesTutors } from './backoffice-access.ts';
import type { Actor } from './permissions/actor.ts';

/**
 * A tutor's weekly targets and their history (spec scheduling §3 Target history, §5 "Targets:
 * delivery and availability are required numbers from 0 to 80", §9 "Target history shows 6
 * weeks starting 3 weeks back, or the last 6 weeks or five quarters of 13 weeks in the chart;
 * week bounds use the tutor's time zone. Progress percentages are capped at 100 and the
 * availability bar is trimmed so the sum does not exceed 100").
 */

export const TARGET_HOURS_MIN = 0;
export const TARGET_HOURS_MAX = 80;
export const TARGET_REQUIRED_MESSAGE = 'is required';
export const TARGET_RANGE_MESSAGE = `must be a number from ${TARGET_HOURS_MIN} to ${TARGET_HOURS_MAX}`;
export const TARGET_WHOLE_MESSAGE = 'must be a whole number of hours';
/** The Edit Targets form's toast when a field is wrong (spec §5, titled Error). */
export const TARGETS_FORM_INVALID_MESSAGE = 'Please fix the errors on the form.';
/** The toast after a save (spec §8). */
export const TARGETS_UPDATED_MESSAGE = 'Updated targets';

export type TargetField = 'deliveryTarget' | 'availabilityTarget';
export type TargetFormValues = Record<TargetField, string | number | null | undefined>;

/** One field's error as the form shows it, or null: required, a whole number, 0 to 80. */
export function targetFieldError(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || String(value).trim() === '')
    return TARGET_REQUIRED_MESSAGE;
  const hours = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(hours) || hours < TARGET_HOURS_MIN || hours > TARGET_HOURS_MAX)
    return TARGET_RANGE_MESSAGE;
  if (!Number.isInteger(hours)) return TARGET_WHOLE_MESSAGE;
  return null;
}

/** The Edit Targets form's errors by field (empty when it may be saved). */
export function targetFormErrors(values: TargetFormValues): Partial<Record<TargetField, string>> {
  const errors: Partial<Record<TargetField, string>> = {};
  for (const field of ['deliveryTarget', 'availabilityTarget'] as const) {
    const error = targetFieldError(values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

// ---- Weeks in the tutor's zone ------------------------------------------------------------

export const WEEK_DAYS = 7;
/** The table: 6 weeks, starting 3 weeks back. */
export const TARGET_TABLE_WEEKS = 6;
export const TARGET_TABLE_WEEKS_BACK = 3;
/** The chart: the last 6 weeks, or five quarters of 13 weeks. */
export const TARGET_CHART_WEEKS = 6;
export const QUARTER_WEEKS = 13;
export const TARGET_CHART_QUARTERS = 5;
/** The most weeks one call answers: five quarters. */
export const TARGET_HISTORY_MAX_WEEKS = QUARTER_WEEKS * TARGET_CHART_QUARTERS;
export const TARGET_HISTORY_DEFAULT_WEEKS = 6;

/** The Monday on or before a calendar date. */
export function mondayOf(date: CalendarDate): CalendarDate {
  return addCalendarDays(date, -weekdayFromMonday(date));
}

/** The Monday of the week `instant` falls in, in the zone. */
export function weekOfInstant(instant: Date, timeZone: string): CalendarDate {
  return mondayOf(calendarDateIn(instant, timeZone));
}

/**
 * A week's bounds: Monday 00:00 in the zone to the next Monday 00:00 there (167 or 169 hours
 * when daylight saving starts or ends that week).
 */
export function weekBoundsIn(
  weekOf: CalendarDate,
  timeZone: string,
): { startsAt: Date; endsAt: Date } {
  const monday = mondayOf(weekOf);
  return {
    startsAt: startOfDayIn(monday, timeZone),
    endsAt: startOfDayIn(addCalendarDays(monday, WEEK_DAYS), timeZone),
  };
}

/** `count` Mondays from the week of `start` on. */
export function weeksFrom(start: CalendarDate, count: number): CalendarDate[] {
  const monday = mondayOf(start);
  return Array.from({ length: count }, (_, i) => addCalendarDays(monday, i * WEEK_DAYS));
}

/** The table's first week: the Monday three weeks before this week's, in the zone. */
export function targetTableStart(now: Date, timeZone: string): CalendarDate {
  return addCalendarDays(weekOfInstant(now, timeZone), -TARGET_TABLE_WEEKS_BACK * WEEK_DAYS);
}

export type TargetChartRange = 'weeks' | 'quarters';

/** What the chart asks for: the last 6 weeks (this one included), or the last 65. */
export function targetChartWindow(
  now: Date,
  timeZone: string,
  range: TargetChartRange,
): { startDate: CalendarDate; weeks: number } {
  const weeks = range === 'weeks' ? TARGET_CHART_WEEKS : TARGET_HISTORY_MAX_WEEKS;
  return {
    startDate: addCalendarDays(weekOfInstant(now, timeZone), -(weeks - 1) * WEEK_DAYS),
    weeks,
  };
}

// ---- Figures --------------------------------------------------------------------------------

/** One week of a tutor's target history (spec §3), hours. */
export interface TargetWeek {
  /** The week's Monday (YYYY-MM-DD), in the tutor's zone. */
  date: CalendarDate;
  deliveryTarget: number;
  deliveryActual: number;
  availabilityTarget: number;
  availabilityActual: number;
  /** Of the availability, the hours still bookable (neither locked nor maxed out). */
  availableAvailabilityActual: number;
}

/** A week's capped percentages and bar widths (the availability bar trimmed to what is left). */
export function targetProgress(week: TargetWeek): ProgressPercents {
  return progressPercents(week);
}

const sumHours = (values: number[]) =>
  Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

/**
 * Five quarters of 13 weeks from 65 weeks (oldest first): each quarter sums its weeks'
 * targets and actuals and is dated by its first Monday. Missing weeks count as zero.
 */
export function quartersOf(weeks: readonly TargetWeek[], start: CalendarDate): TargetWeek[] {
  const byDate = new Map(weeks.map((week) => [week.date, week]));
  return Array.from({ length: TARGET_CHART_QUARTERS }, (_, q) => {
    const mondays = weeksFrom(
      addCalendarDays(mondayOf(start), q * QUARTER_WEEKS * WEEK_DAYS),
      QUARTER_WEEKS,
    );
    const inQuarter = mondays.flatMap((monday) => byDate.get(monday) ?? []);
    const total = (field: Exclude<keyof TargetWeek, 'date'>) =>
      sumHours(inQuarter.map((week) => week[field]));
    return {
      date: mondays[0]!,
      deliveryTarget: total('deliveryTarget'),
      deliveryActual: total('deliveryActual'),
      availabilityTarget: total('availabilityTarget'),
      availabilityActual: total('availabilityActual'),
      availableAvailabilityActual: total('availableAvailabilityActual'),
    };
  });
}

// ---- Who reads a tutor's target history -----------------------------------------------------

/**
 * The tutor themself; those who oversee tutors (staff and faculty leaders, as they read every
 * tutor in full: tutors.ts); and the manager of a team the tutor is in (the team view).
 */
export function mayReadTargetHistory(
  actor: Pick<Actor, 'roles' | 'tutorId'>,
  tutorId: number,
  options: { managesTutorsTeam: boolean },
): boolean {
  return (
    (actor.tutorId !== null && actor.tutorId === tutorId) ||
    overseesTutors(actor.roles) ||
    options.managesTutorsTeam
  );
}
