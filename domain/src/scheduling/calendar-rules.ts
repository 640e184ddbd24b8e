import { availabilityMinutesForSelection } from './availability-rules.ts';
import { wallClockOf } from './wall-clock.ts';

/**
 * The tutor calendar's rules (spec scheduling §5, §9): the 15-minute snap, what a drag
 * selection becomes in availability mode, the earliest hour the time grid shows, where it
 * opens, and which days the mini calendar marks.
 */

const MINUTE_MS = 60_000;

/** Spec §9: "15-minute snap in the tutor calendar". */
export const CALENDAR_SNAP_MINUTES = 15;

/** Spec §9: "earliest hour 8 (minimum hour 5, extending to 0 if earlier events exist)". */
export const CALENDAR_EARLIEST_HOUR = 8;
export const CALENDAR_EXTENDED_EARLIEST_HOUR = 5;

/** Spec §9: "default start time 15:00 in the user's time zone". */
export const CALENDAR_SCROLL_HOUR = 15;

export interface CalendarSpan {
  start: Date;
  end: Date;
}

/**
 * Rounds an instant to the snap. Every zone in use today sits a whole number of quarter
 * hours from UTC (Kathmandu +5:45, Chatham +12:45), so a quarter hour of UTC is a quarter
 * hour of the wall clock in any zone; rounding the instant needs no zone.
 */
export function snapToGrid(
  instant: Date,
  mode: 'floor' | 'ceil' | 'nearest' = 'nearest',
  stepMinutes: number = CALENDAR_SNAP_MINUTES,
): Date {
  const step = stepMinutes * MINUTE_MS;
  const round = mode === 'floor' ? Math.floor : mode === 'ceil' ? Math.ceil : Math.round;
  return new Date(round(instant.getTime() / step) * step);
}

/**
 * The availability a drag selection makes: the selection widened to the snap, and one of 15
 * minutes or less (a click) made 120 minutes long (spec §5). Lengths are elapsed minutes, so
 * a two-hour availability across a daylight-saving change is two real hours.
 */
export function availabilityFromSelection({ start, end }: CalendarSpan): CalendarSpan {
  const snappedStart = snapToGrid(start, 'floor');
  const snappedEnd = snapToGrid(end, 'ceil');
  const selected = Math.max(0, (snappedEnd.getTime() - snappedStart.getTime()) / MINUTE_MS);
  const minutes = availabilityMinutesForSelection(selected);
  return { start: snappedStart, end: new Date(snappedStart.getTime() + minutes * MINUTE_MS) };
}

/** A move or resize from the drag-and-drop addon, snapped; never shorter than one snap. */
export function snappedSpan({ start, end }: CalendarSpan): CalendarSpan {
  const snappedStart = snapToGrid(start);
  const snappedEnd = snapToGrid(end);
  const minEnd = snappedStart.getTime() + CALENDAR_SNAP_MINUTES * MINUTE_MS;
  return { start: snappedStart, end: new Date(Math.max(snappedEnd.getTime(), minEnd)) };
}

function wallMinutes(instant: Date, zone: string): { date: string; minutes: number } {
  const { date, time } = wallClockOf(instant, zone);
  const [hours, minutes] = time.split(':').map(Number);
  return { date, minutes: hours! * 60 + minutes! };
}

/**
 * The first hour the time grid shows for the items on screen: 8, or 5 when something starts
 * earlier, or 0 when something starts before 5 or runs on from the day before (its part on
 * the next day starts at midnight). Wall times in `zone`, so a daylight-saving day is read
 * as the clock on the wall reads it. With `fullDay` the whole day shows.
 */
export function earliestCalendarHour(
  items: readonly CalendarSpan[],
  zone: string,
  fullDay = false,
): number {
  if (fullDay) return 0;
  let earliest = CALENDAR_EARLIEST_HOUR * 60;
  for (const { start, end } of items) {
    const from = wallMinutes(start, zone);
    // The last instant inside the item: an item ending at midnight does not reach the next day.
    const to = wallMinutes(new Date(Math.max(start.getTime(), end.getTime() - 1)), zone);
    earliest = Math.min(earliest, from.date === to.date ? from.minutes : 0);
  }
  if (earliest >= CALENDAR_EARLIEST_HOUR * 60) return CALENDAR_EARLIEST_HOUR;
  return earliest >= CALENDAR_EXTENDED_EARLIEST_HOUR * 60 ? CALENDAR_EXTENDED_EARLIEST_HOUR : 0;
}

/**
 * The local dates ("YYYY-MM-DD" in `zone`) an item touches, for the mini calendar's marks:
 * an item ending at midnight does not mark the next day.
 */
export function calendarDaysTouched(items: readonly CalendarSpan[], zone: string): Set<string> {
  const days = new Set<string>();
  for (const { start, end } of items) {
    const last = Math.max(start.getTime(), end.getTime() - 1);
    // Step by 12 hours: no day is shorter than 23 hours, so no local date is skipped.
    for (let at = start.getTime(); at < last; at += 12 * 60 * MINUTE_MS) {
      days.add(wallClockOf(new Date(at), zone).date);
    }
    days.add(wallClockOf(new Date(last), zone).date);
  }
  return days;
}
