import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** How the back-office writes a moment: "Tue, Mar 4, 2025 3:30 PM". */
export const DATE_TIME_FORMAT = 'ddd, MMM D, YYYY h:mm A';
/** A day, in its zone: "Tue, Mar 4, 2025". */
export const DATE_FORMAT = 'ddd, MMM D, YYYY';

/** An ISO instant (stored in UTC) as wall-clock time in `zone`; an empty string for null. */
export function formatInZone(
  iso: string | null | undefined,
  zone: string,
  format = DATE_TIME_FORMAT,
): string {
  if (!iso) return '';
  const instant = dayjs(iso);
  if (!instant.isValid()) return '';
  return instant.tz(zone).format(format);
}

/** The zone the browser runs in, used when the user has not set one. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
