import { parseIsoDate } from '@tp/domain';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A course date ("2026-04-01") as "Wed, Apr 1, 2026". A course runs over calendar days, so
 * the date is read as it is, never through a time zone: every viewer sees the same day.
 */
export function formatCourseDate(date: string | null | undefined): string {
  const valid = parseIsoDate(date);
  if (!valid) return '';
  const [year, month, day] = valid.split('-').map(Number) as [number, number, number];
  // Date.UTC and getUTCDay: the weekday of the calendar day, whatever the host's zone.
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${MONTHS[month - 1]} ${day}, ${year}`;
}
