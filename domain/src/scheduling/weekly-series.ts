import { addCalendarDays } from '../date-rules.ts';
import { resolveWallClock, wallClockOf, type WallClockKind } from './wall-clock.ts';

const MINUTE_MS = 60_000;

/** One occurrence of a weekly series: when it starts and ends (UTC), and its local reading. */
export interface SeriesOccurrence {
  /** 0 for the first, then one per week. */
  index: number;
  /** The local calendar date in the series' zone. */
  date: string;
  startsAt: Date;
  endsAt: Date;
  /** How the wall-clock start resolved on that date (wall-clock.ts). */
  kind: WallClockKind;
}

export interface WeeklySeriesInput {
  /** First local date, `YYYY-MM-DD`. */
  date: string;
  /** Local wall-clock start, `HH:mm`. */
  time: string;
  /** IANA zone the series lives in: the tutor's. */
  zone: string;
  /** Minutes each occurrence lasts (the same every week: a session keeps its length). */
  duration: number;
  /** Occurrences after the first (0: just this one). */
  repeats: number;
}

/**
 * A weekly series that keeps its local wall-clock time: the same weekday and clock time in
 * the zone every week, whatever daylight saving does in between, so a 4 pm session is at
 * 4 pm for the tutor in March and in November. Times are stored in UTC, so the UTC start
 * moves by the offset change. A week whose start falls in a gap or an overlap resolves as
 * wall-clock.ts says.
 */
export function weeklySeries(input: WeeklySeriesInput): SeriesOccurrence[] {
  const occurrences: SeriesOccurrence[] = [];
  for (let index = 0; index <= input.repeats; index++) {
    const date = addCalendarDays(input.date, index * 7);
    const { instant, kind } = resolveWallClock({ date, time: input.time }, input.zone);
    occurrences.push({
      index,
      date,
      startsAt: instant,
      endsAt: new Date(instant.getTime() + input.duration * MINUTE_MS),
      kind,
    });
  }
  return occurrences;
}

/**
 * The weekly repeats of an item that starts at `startsAt` (an instant), read in `zone`: the
 * series of its local date and wall-clock time. The first occurrence is the item itself.
 */
export function weeklyRepeatsOf(
  startsAt: Date,
  duration: number,
  zone: string,
  repeats: number,
): SeriesOccurrence[] {
  const { date, time } = wallClockOf(startsAt, zone);
  const series = weeklySeries({ date, time, zone, duration, repeats });
  // The item itself keeps its exact instant (an overlap's later reading stays the later one).
  return series.map((occurrence, index) =>
    index === 0
      ? {
          ...occurrence,
          startsAt: new Date(startsAt.getTime()),
          endsAt: new Date(startsAt.getTime() + duration * MINUTE_MS),
        }
      : occurrence,
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether `pick` repeats `first` weekly in `zone`: the same wall-clock time, on the same weekday,
 * a whole number of weeks later. A family's repeat dates are held to this, also when sent
 * straight to the API.
 */
export function isWeeklyRepeatOf(pick: Date, first: Date, zone: string): boolean {
  const a = wallClockOf(first, zone);
  const b = wallClockOf(pick, zone);
  if (a.time !== b.time) return false;
  const days = Math.round(
    (Date.parse(`${b.date}T00:00:00Z`) - Date.parse(`${a.date}T00:00:00Z`)) / DAY_MS,
  );
  return days > 0 && days % 7 === 0;
}
