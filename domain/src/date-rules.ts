/**
 * Calendar dates typed as MM/DD/YYYY (spec: sign-in-exams-and-shared §5, staff-and-crm §5:
 * "Reservation Ends At is required, format MM/DD/YYYY, not before today"). A calendar date is
 * carried as an ISO "YYYY-MM-DD" string: it has no time and no zone, and two of them compare
 * as strings. "Today" is an instant passed in and read in a time zone: rules never read the
 * clock.
 */

/** "YYYY-MM-DD". */
export type CalendarDate = string;

export const US_DATE_FORMAT = 'MM/DD/YYYY';
export const DATE_REQUIRED_MESSAGE = 'A date is required.';
export const DATE_FORMAT_MESSAGE = 'Enter the date as MM/DD/YYYY.';
export const DATE_BEFORE_TODAY_MESSAGE = 'The date cannot be before today.';

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC avoids the host's zone.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** "03/09/2026" (or "3/9/2026") -> "2026-03-09"; null when it is not a real MM/DD/YYYY date. */
export function parseUsDate(text: string | null | undefined): CalendarDate | null {
  const match = US_DATE.exec((text ?? '').trim());
  if (!match) return null;
  const [, month, day, year] = match;
  return calendarDate(Number(year), Number(month), Number(day));
}

/** "2026-03-09" -> "2026-03-09" when it is a real date, else null. */
export function parseIsoDate(text: string | null | undefined): CalendarDate | null {
  const match = ISO_DATE.exec((text ?? '').trim());
  if (!match) return null;
  const [, year, month, day] = match;
  return calendarDate(Number(year), Number(month), Number(day));
}

/** "2026-03-09" -> "03/09/2026"; '' for anything that is not a calendar date. */
export function formatUsDate(date: CalendarDate | null | undefined): string {
  const valid = parseIsoDate(date);
  if (!valid) return '';
  const [year, month, day] = valid.split('-');
  return `${month}/${day}/${year}`;
}

/**
 * One formatter per time zone, made once: building an Intl.DateTimeFormat costs far more than
 * formatting with it, and a list of enrollments reads dozens of dates in a few zones.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // An unknown zone throws here, as before, and is not kept.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    // Zone names come from users too (any spelling of a zone is valid): keep the map small.
    if (dayFormats.size >= 1000) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date an instant falls on in a time zone (IANA name). */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  const parts = dayFormatIn(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return `${pad(part('year'), 4)}-${pad(part('month'))}-${pad(part('day'))}`;
}

/** A date given as MM/DD/YYYY, as YYYY-MM-DD, or as an instant read in `timeZone`. */
export type DateValue = string | Date | null | undefined;

function toCalendarDate(value: DateValue, timeZone: string): CalendarDate | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : calendarDateIn(value, timeZone);
  }
  return parseUsDate(value) ?? parseIsoDate(value);
}

export interface TodayOptions {
  /** The current instant, passed in (the server's clock, or the browser's `new Date()`). */
  today: Date;
  /** The zone whose calendar decides what "today" is (the user's time zone). */
  timeZone: string;
}

/**
 * Null when the date is today or later in `timeZone`, else the message. An unreadable or
 * empty date is left to the required and format checks of `validateUsDate`.
 */
export function validateNotBeforeToday(
  date: DateValue,
  { today, timeZone }: TodayOptions,
): string | null {
  const day = toCalendarDate(date, timeZone);
  if (!day) return null;
  return day < calendarDateIn(today, timeZone) ? DATE_BEFORE_TODAY_MESSAGE : null;
}

export interface UsDateRuleOptions {
  /** Required by default, as every date field the spec lists is. */
  required?: boolean;
  /** Set where the spec says "not before today". */
  notBeforeToday?: TodayOptions;
}

/** Checks a date field: required, readable as MM/DD/YYYY (or ISO), and not before today when asked. */
export function validateUsDate(
  value: DateValue,
  { required = true, notBeforeToday }: UsDateRuleOptions = {},
): string | null {
  const isEmpty =
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  if (isEmpty) return required ? DATE_REQUIRED_MESSAGE : null;
  const day = toCalendarDate(value, notBeforeToday?.timeZone ?? 'UTC');
  if (!day) return DATE_FORMAT_MESSAGE;
  return notBeforeToday ? validateNotBeforeToday(day, notBeforeToday) : null;
}

/** Minutes a zone is ahead of UTC at an instant (e.g. -300 in New York in winter). */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a calendar date begins in a time zone: its local midnight, or, where a
 * daylight-saving change skips midnight, the first local time that exists that day.
 */
export function startOfDayIn(date: CalendarDate, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  // The zone's offset at the guess, then at the corrected instant (they differ only when a
  // change happens between the two).
  let instant = midnightAsUtc - zoneOffsetMinutes(new Date(midnightAsUtc), timeZone) * 60_000;
  instant = midnightAsUtc - zoneOffsetMinutes(new Date(instant), timeZone) * 60_000;
  // A skipped midnight lands on the previous day's evening: move to the day's first instant.
  if (calendarDateIn(new Date(instant), timeZone) !== date) {
    instant +=
      (zoneOffsetMinutes(new Date(instant + 86_400_000), timeZone) -
        zoneOffsetMinutes(new Date(instant), timeZone)) *
      60_000;
  }
  return new Date(instant);
}

/** The calendar date `days` after `date` (negative goes back). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayFromMonday(date: CalendarDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}
