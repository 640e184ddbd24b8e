/**
 * Instants from wall-clock times in an IANA zone, and back. Computed with the platform's
 * Intl (the browser's and Node's time-zone database) rather than a date library, because the
 * rule that matters here, what happens at a daylight-saving change, must be ours and tested:
 *
 * - a local time that does not exist (the spring-forward gap, e.g. 02:30 on the day New York
 *   jumps from 02:00 to 03:00) moves forward by the length of the gap (03:30 EDT): the
 *   session keeps its length and starts as close after the wanted time as the clock allows;
 * - a local time that happens twice (the fall-back overlap, e.g. 01:30 on the day New York
 *   goes from 02:00 back to 01:00) is the earlier of the two (01:30 EDT).
 *
 * These are the resolutions of RFC 5545 (iCalendar), Temporal's `disambiguation:
 * 'compatible'`, java.time and moment-timezone, so a calendar feed and a booking agree.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A calendar date `YYYY-MM-DD` and a wall-clock time `HH:mm` as a person in a zone reads them. */
export interface WallClock {
  date: string;
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(instant: number, zone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    // Some engines print midnight as 24 even with h23.
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (New York in winter: -5 h). */
export function zoneOffsetMs(instant: Date | number, zone: string): number {
  const at = typeof instant === 'number' ? instant : instant.getTime();
  const whole = Math.floor(at / 1000) * 1000;
  const p = localParts(whole, zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - whole;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The wall-clock reading as if it were UTC (milliseconds), or null when it does not parse. */
function wallClockAsUtc({ date, time }: WallClock): number | null {
  const d = DATE_PATTERN.exec(date);
  const t = TIME_PATTERN.exec(time);
  if (!d || !t) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const utc = Date.UTC(year, month - 1, day, Number(t[1]), Number(t[2]));
  const check = new Date(utc);
  // 2026-02-30 is not a date.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return utc;
}

/** Whether the wall-clock time exists once, twice (fall back) or not at all (spring forward). */
export type WallClockKind = 'unique' | 'ambiguous' | 'nonexistent';

/**
 * The instant of a wall-clock time in a zone, resolved as the module says (gap: forward by
 * its length; overlap: the earlier), with which case it was. Throws on a malformed date or
 * time or an unknown zone.
 */
export function resolveWallClock(
  wall: WallClock,
  zone: string,
): { instant: Date; kind: WallClockKind } {
  const local = wallClockAsUtc(wall);
  if (local === null) throw new RangeError(`Not a wall-clock time: ${wall.date} ${wall.time}`);
  // Real zones change their offset at most once within a day either side, so the offsets a
  // day before and a day after are the only candidates.
  const before = zoneOffsetMs(local - DAY_MS, zone);
  const after = zoneOffsetMs(local + DAY_MS, zone);
  const fits = [...new Set([before, after])]
    .map((offset) => local - offset)
    .filter((instant) => zoneOffsetMs(instant, zone) === local - instant)
    .sort((a, b) => a - b);
  if (fits.length === 0) {
    // In the gap: read with the offset in force before it, which lands after the gap.
    return { instant: new Date(local - before), kind: 'nonexistent' };
  }
  return { instant: new Date(fits[0]!), kind: fits.length > 1 ? 'ambiguous' : 'unique' };
}

/** The instant of a wall-clock time in a zone (see `resolveWallClock`). */
export function zonedInstant(date: string, time: string, zone: string): Date {
  return resolveWallClock({ date, time }, zone).instant;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock date and time (to the minute) of an instant in a zone. */
export function wallClockOf(instant: Date, zone: string): WallClock {
  const p = localParts(instant.getTime(), zone);
  return {
    date: `${String(p.year).padStart(4, '0')}-${pad(p.month)}-${pad(p.day)}`,
    time: `${pad(p.hour)}:${pad(p.minute)}`,
  };
}
