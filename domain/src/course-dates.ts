import { addCalendarDays, startOfDayIn, type CalendarDate } from './date-rules.ts';
import { DEFAULT_TIME_ZONE } from './time-zone.ts';

/*
 * A course's start and end are calendar dates (every viewer reads the same dates). Where a
 * rule needs instants (an enrollment starting with its course, a cancel taking effect when the
 * course ends), the dates are read in the product's zone: a course has no zone of its own.
 */

/** The instant a course's first day begins; null without a start date. */
export function courseStartInstant(startsOn: CalendarDate | null | undefined): Date | null {
  return startsOn ? startOfDayIn(startsOn, DEFAULT_TIME_ZONE) : null;
}

/** The instant a course's last day is over (the next day's start); null without an end date. */
export function courseEndInstant(endsOn: CalendarDate | null | undefined): Date | null {
  return endsOn ? startOfDayIn(addCalendarDays(endsOn, 1), DEFAULT_TIME_ZONE) : null;
}
