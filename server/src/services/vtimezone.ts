/**
 * VTIMEZONE components (RFC 5545 §3.6.5) built from the platform's own time-zone database
 * (Intl), for the span a calendar covers. ical-generator has no zone data of its own and the
 * usual generator (@touch4it/ical-timezones) reads its files with node:fs, which the app may
 * not use (it also runs in a browser page); the offsets and the changes between them within
 * the span are all a calendar app needs to place the feed's times.
 */

import { zoneOffsetMs } from '@tp/domain';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Offset changes are looked for at this step, then pinned to the minute. */
const SCAN_STEP_MS = 6 * HOUR_MS;

const abbreviations = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at an instant (`CST`, `GMT+5:30`), for TZNAME. */
function abbreviationAt(zone: string, instant: number): string {
  let format = abbreviations.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' });
    abbreviations.set(zone, format);
  }
  return (
    format.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')?.value ??
    ''
  );
}

function partsAt(zone: string, instant: number) {
  return { offsetMinutes: offsetMinutesAt(zone, instant), name: abbreviationAt(zone, instant) };
}

/** The zone's offset from UTC at an instant, in minutes (east positive): domain's wall clock. */
export function offsetMinutesAt(zone: string, instant: number): number {
  return Math.round(zoneOffsetMs(instant, zone) / MINUTE_MS);
}

/** The first minute at which the offset differs from the one at `before` (before < after). */
function changeBetween(zone: string, before: number, after: number): number {
  const offset = offsetMinutesAt(zone, before);
  let low = before;
  let high = after;
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetMinutesAt(zone, middle) === offset) low = middle;
    else high = middle;
  }
  return high;
}

/** `-0500`, `+0530`. */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** An instant as the local time of an offset: `20260308T020000`. */
function localTime(instant: number, offsetMinutes: number): string {
  const iso = new Date(instant + offsetMinutes * MINUTE_MS).toISOString();
  return iso.slice(0, 19).replace(/[-:]/g, '');
}

interface Period {
  /** When it begins (the span's start for the first). */
  startsAt: number;
  offsetFrom: number;
  offsetTo: number;
  name: string;
}

/** The offsets in force over [from, to] and the instants they begin. */
export function zonePeriods(zone: string, from: Date, to: Date): Period[] {
  // The feed's span starts at "now" (seconds and all); the scan and its halving step in whole
  // minutes from the start, so an unaligned start would pin each change that many seconds late
  // (a DTSTART of 020021 for a 2 a.m. change).
  const start = Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS;
  const end = to.getTime();
  const first = partsAt(zone, start);
  const periods: Period[] = [
    {
      startsAt: start,
      offsetFrom: first.offsetMinutes,
      offsetTo: first.offsetMinutes,
      name: first.name,
    },
  ];
  let at = start;
  let offset = first.offsetMinutes;
  while (at < end) {
    const next = Math.min(end, at + SCAN_STEP_MS);
    const nextOffset = offsetMinutesAt(zone, next);
    if (nextOffset !== offset) {
      const change = changeBetween(zone, at, next);
      const after = partsAt(zone, change);
      periods.push({
        startsAt: change,
        offsetFrom: offset,
        offsetTo: after.offsetMinutes,
        name: after.name,
      });
      offset = after.offsetMinutes;
      at = change;
    } else {
      at = next;
    }
  }
  return periods;
}

/** Standard time is the smaller of a year's offsets: a larger one is daylight saving. */
function isDaylight(zone: string, instant: number, offset: number): boolean {
  const year = new Date(instant).getUTCFullYear();
  const january = offsetMinutesAt(zone, Date.UTC(year, 0, 15));
  const july = offsetMinutesAt(zone, Date.UTC(year, 6, 15));
  return offset > Math.min(january, july);
}

/**
 * A VTIMEZONE for `zone` over [from, to]: one STANDARD or DAYLIGHT component per offset in
 * force, each starting at the local time (in the offset before it) it takes effect.
 */
export function vtimezoneComponent(zone: string, from: Date, to: Date): string {
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`, `X-LIC-LOCATION:${zone}`];
  for (const period of zonePeriods(zone, from, to)) {
    const kind = isDaylight(zone, period.startsAt, period.offsetTo) ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localTime(period.startsAt, period.offsetFrom)}`,
      `TZOFFSETFROM:${utcOffset(period.offsetFrom)}`,
      `TZOFFSETTO:${utcOffset(period.offsetTo)}`,
      ...(period.name ? [`TZNAME:${period.name}`] : []),
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}
