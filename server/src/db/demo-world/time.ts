import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** Days of the week as dayjs numbers them (0 = Sunday). */
export const SUN = 0;
export const MON = 1;
export const TUE = 2;
export const WED = 3;
export const THU = 4;
export const FRI = 5;
export const SAT = 6;

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * MINUTE_MS);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Midnight UTC of the day `days` from `now`: stable creation dates whatever the hour. */
export function utcDayOffset(now: Date, days: number): Date {
  return dayjs.utc(now).startOf('day').add(days, 'day').toDate();
}

/** The instant of a wall-clock time on a local date in a zone ("2026-03-10", 16, 30). */
export function atLocalTime(localDate: string, hour: number, minute: number, zone: string): Date {
  const clock = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return dayjs.tz(`${localDate} ${clock}`, zone).toDate();
}

/**
 * The local calendar days (YYYY-MM-DD with their weekday) that a zone lives through between
 * two instants, both ends included.
 */
export function localDaysBetween(
  start: Date,
  end: Date,
  zone: string,
): { date: string; weekday: number }[] {
  const days: { date: string; weekday: number }[] = [];
  const last = dayjs(end).tz(zone).format('YYYY-MM-DD');
  let day: Dayjs = dayjs(start).tz(zone).startOf('day');
  for (;;) {
    const date = day.format('YYYY-MM-DD');
    days.push({ date, weekday: day.day() });
    if (date >= last) break;
    // Step by calendar date, not 24 hours, so a daylight-saving change cannot skip a day.
    day = dayjs.tz(dayjs(date).add(1, 'day').format('YYYY-MM-DD'), zone);
  }
  return days;
}

/** The local calendar date of an instant in a zone. */
export function localDate(instant: Date, zone: string): string {
  return dayjs(instant).tz(zone).format('YYYY-MM-DD');
}

export function minutesBetween(start: Date, end: Date): number {
  return Math.round((end.getTime() - start.getTime()) / MINUTE_MS);
}
