/** Half-open time intervals [startsAt, endsAt): what availability, sessions and bookings are. */
export interface Interval {
  startsAt: Date;
  endsAt: Date;
}

export function intervalsOverlap(a: Interval, b: Interval): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
}

export function intervalContains(outer: Interval, inner: Interval): boolean {
  return (
    outer.startsAt.getTime() <= inner.startsAt.getTime() &&
    inner.endsAt.getTime() <= outer.endsAt.getTime()
  );
}

export function intervalMinutes(interval: Interval): number {
  return Math.max(0, (interval.endsAt.getTime() - interval.startsAt.getTime()) / 60_000);
}

/** The parts of `within` that none of `busy` covers, in time order (`busy` is not changed). */
export function freeIntervals(within: Interval, busy: readonly Interval[]): Interval[] {
  const sorted = busy
    .filter((b) => intervalsOverlap(within, b))
    .map((b) => ({ start: b.startsAt.getTime(), end: b.endsAt.getTime() }))
    .sort((a, b) => a.start - b.start);
  const free: Interval[] = [];
  let cursor = within.startsAt.getTime();
  const end = within.endsAt.getTime();
  for (const b of sorted) {
    if (b.start > cursor)
      free.push({ startsAt: new Date(cursor), endsAt: new Date(Math.min(b.start, end)) });
    cursor = Math.max(cursor, b.end);
    if (cursor >= end) break;
  }
  if (cursor < end) free.push({ startsAt: new Date(cursor), endsAt: new Date(end) });
  return free;
}

/** The parts of `within` that `busy` covers, clipped to it, in time order. */
export function busyIntervals(within: Interval, busy: readonly Interval[]): Interval[] {
  return busy
    .filter((b) => intervalsOverlap(within, b))
    .map((b) => ({
      startsAt: new Date(Math.max(b.startsAt.getTime(), within.startsAt.getTime())),
      endsAt: new Date(Math.min(b.endsAt.getTime(), within.endsAt.getTime())),
    }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
