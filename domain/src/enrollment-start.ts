import { formatUsDate, type CalendarDate } from './date-rules.ts';

/**
 * Issue 23: an enrollment starts within its course's dates. A calendar date compared with
 * calendar dates, so the answer is the same in every zone; an open end (or start) bounds
 * nothing.
 */
export function enrollmentStartErrors(
  start: CalendarDate,
  course: { startsAt: CalendarDate | null; endsAt: CalendarDate | null },
): Record<string, string[]> {
  const isBefore = course.startsAt !== null && start < course.startsAt;
  const isAfter = course.endsAt !== null && start > course.endsAt;
  if (!isBefore && !isAfter) return {};
  const dates = [course.startsAt, course.endsAt].map((date) => formatUsDate(date) || '…');
  return { startsAt: [`must be within the course's dates (${dates.join(' to ')})`] };
}
