/**
 * Instants and wall-clock times in an IANA zone, independent of the browser's own zone.
 *
 * A "wall" value is a number of milliseconds whose UTC fields are the wall-clock fields in the
 * zone (9:00 in Chicago is `Date.UTC(y, m, d, 9)`), so calendar arithmetic on it (start of day,
 * add a day) is plain UTC arithmetic with no daylight-saving surprises, and converting back
 * gives the instant.
 */

const MINUTE_MS = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

// Offsets change on quarter-hour boundaries in every zone in use, so one lookup per zone and
// quarter hour is exact; the calendar asks for the same few days thousands of times.
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
const MAX_CACHED_OFFSETS = 20_000;
/** Per zone, offsets by quarter hour since 1970 (a number key: no string built per lookup). */
const offsetCaches = new Map<string, Map<number, number>>();

function computeOffsetMinutes(instantMs: number, zone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wallMs = Date.UTC(
    fields.year ?? 1970,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    fields.hour ?? 0,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
  const wholeSecondMs = Math.floor(instantMs / 1000) * 1000;
  return Math.round((wallMs - wholeSecondMs) / MINUTE_MS);
}

/** Minutes the zone is ahead of UTC at this instant (Chicago in winter: -360). */
export function zoneOffsetMinutes(instantMs: number, zone: string): number {
  let cache = offsetCaches.get(zone);
  if (!cache) {
    cache = new Map();
    offsetCaches.set(zone, cache);
  }
  const quarterHour = Math.floor(instantMs / QUARTER_HOUR_MS);
  let offset = cache.get(quarterHour);
  if (offset === undefined) {
    if (cache.size >= MAX_CACHED_OFFSETS) cache.clear();
    offset = computeOffsetMinutes(instantMs, zone);
    cache.set(quarterHour, offset);
  }
  return offset;
}

/** The wall value of an instant in the zone. */
export function toWallMs(instantMs: number, zone: string): number {
  return instantMs + zoneOffsetMinutes(instantMs, zone) * MINUTE_MS;
}

/**
 * The instant showing this wall time in the zone. A wall time skipped by a spring-forward
 * change maps to the instant an hour later (2:30 becomes 3:30); a repeated one (fall back)
 * maps to its first occurrence.
 */
export function fromWallMs(wallMs: number, zone: string): number {
  const firstGuess = zoneOffsetMinutes(wallMs, zone);
  let instant = wallMs - firstGuess * MINUTE_MS;
  const secondGuess = zoneOffsetMinutes(instant, zone);
  if (secondGuess === firstGuess) return instant;
  instant = wallMs - secondGuess * MINUTE_MS;
  const thirdGuess = zoneOffsetMinutes(instant, zone);
  if (thirdGuess === secondGuess) return instant;
  // In a gap neither offset round-trips; subtracting the smaller one lands after the gap.
  return wallMs - Math.min(secondGuess, thirdGuess) * MINUTE_MS;
}

/** The browser's zone, the fallback for a user without one. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
