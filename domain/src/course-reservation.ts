import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { calendarDateIn, parseIsoDate, type CalendarDate } from './date-rules.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Reserving a course for a student (spec staff-and-crm §2 Modals "reserve", §4 "Reservation
 * ends at noon after the brand's reserved interval length and unit", §5 "Reserve For is a
 * student autocomplete; Reservation Ends At is required, MM/DD/YYYY, not before today").
 */
export const RESERVED_INTERVAL_UNITS = ['days', 'weeks', 'months'] as const;
export type ReservedIntervalUnit = (typeof RESERVED_INTERVAL_UNITS)[number];

export interface ReservedInterval {
  unit: ReservedIntervalUnit;
  length: number;
}

/** A brand that sets no interval (or before brands carry one) reserves for a week. */
export const DEFAULT_RESERVED_INTERVAL: ReservedInterval = { unit: 'weeks', length: 1 };

/** Reservations end at noon (spec §4). */
export const RESERVATION_HOUR = 12;

export const COURSE_RESERVED_MESSAGE = 'This course has been successfully reserved';

/** Reads a brand's interval leniently (unit names singular or plural), else the default. */
export function reservedIntervalOf(
  unit: string | null | undefined,
  length: number | null | undefined,
): ReservedInterval {
  const plural = unit ? (unit.toLowerCase().endsWith('s') ? unit : `${unit}s`).toLowerCase() : '';
  if (!(RESERVED_INTERVAL_UNITS as readonly string[]).includes(plural))
    return DEFAULT_RESERVED_INTERVAL;
  if (!length || length < 1) return DEFAULT_RESERVED_INTERVAL;
  return { unit: plural as ReservedIntervalUnit, length };
}

/** The default end date: today (in the user's zone) plus the brand's interval. */
export function defaultReservationEndDate(
  today: Date,
  timeZone: string,
  interval: ReservedInterval = DEFAULT_RESERVED_INTERVAL,
): CalendarDate {
  const day = calendarDateIn(today, timeZone);
  return dayjs(`${day}T00:00:00Z`).utc().add(interval.length, interval.unit).format('YYYY-MM-DD');
}

/** The instant a reservation ending on `date` ends: noon that day in `timeZone`. */
export function reservationEndsAtInstant(date: CalendarDate, timeZone: string): Date {
  const valid = parseIsoDate(date);
  if (!valid) throw new RangeError(`not a calendar date: ${date}`);
  return dayjs.tz(`${valid}T${String(RESERVATION_HOUR).padStart(2, '0')}:00:00`, timeZone).toDate();
}
