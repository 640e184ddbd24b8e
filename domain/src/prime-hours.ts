/**
 * Prime hours (spec scheduling §7 `GET /sessions/prime_hours` -> "days with hour and
 * duration"): the busiest weekly hours, from the sessions booked. Staff use them to steer
 * tutors' availability towards the hours families book.
 */

/** Weeks of booked sessions the server reads: 8 back and 4 ahead of now. */
export const PRIME_HOURS_WEEKS_BACK = 8;
export const PRIME_HOURS_WEEKS_AHEAD = 4;
/** An hour is prime when its booked minutes reach this share of its weekday's busiest hour. */
export const PRIME_HOURS_SHARE = 0.5;

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** A weekday's prime window: from `hour` (0-23, local) for `duration` minutes. */
export interface PrimeHoursDay {
  /** 0 is Sunday, as JavaScript's Date and dayjs count. */
  day: number;
  dayName: (typeof WEEKDAY_NAMES)[number];
  hour: number;
  duration: number;
  /** The minutes booked in the window over the weeks read. */
  bookedMinutes: number;
}

export interface BookedTime {
  startsAt: Date;
  /** Minutes. */
  duration: number;
}

const MINUTE_MS = 60_000;
const WEEKDAY_INDEX: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

function localClock(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (instant: Date) => {
    const parts = format.formatToParts(instant);
    const value = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((part) => part.type === type)?.value ?? '';
    return {
      day: WEEKDAY_INDEX[value('weekday')] ?? 0,
      hour: Number(value('hour')),
      minute: Number(value('minute')),
    };
  };
}

/**
 * Minutes booked in each weekday's local hours (7 x 24), a session counting in every hour it
 * covers. Times are read in `timeZone`, so "Monday 4 pm" is 4 pm there in every week, across
 * daylight-saving changes.
 */
export function bookedMinutesByHour(booked: readonly BookedTime[], timeZone: string): number[][] {
  const grid = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  const clock = localClock(timeZone);
  for (const { startsAt, duration } of booked) {
    let at = startsAt.getTime();
    const end = at + Math.max(0, duration) * MINUTE_MS;
    while (at < end) {
      const { day, hour, minute } = clock(new Date(at));
      // To the next local hour (seconds are dropped: sessions start on whole minutes).
      const next = Math.min(end, at + (60 - minute) * MINUTE_MS);
      grid[day]![hour]! += (next - at) / MINUTE_MS;
      at = next;
    }
  }
  return grid;
}

/**
 * Each weekday's prime window: the run of consecutive hours around its busiest hour whose
 * booked minutes reach PRIME_HOURS_SHARE of that hour's. Weekdays with nothing booked are
 * left out; the days come Sunday first.
 */
export function primeHours(booked: readonly BookedTime[], timeZone: string): PrimeHoursDay[] {
  const grid = bookedMinutesByHour(booked, timeZone);
  const days: PrimeHoursDay[] = [];
  for (const [day, hours] of grid.entries()) {
    const peak = Math.max(...hours);
    if (peak <= 0) continue;
    const peakHour = hours.indexOf(peak);
    const threshold = peak * PRIME_HOURS_SHARE;
    let first = peakHour;
    while (first > 0 && hours[first - 1]! >= threshold) first--;
    let last = peakHour;
    while (last < 23 && hours[last + 1]! >= threshold) last++;
    const bookedMinutes = hours.slice(first, last + 1).reduce((sum, m) => sum + m, 0);
    days.push({
      day,
      dayName: WEEKDAY_NAMES[day]!,
      hour: first,
      duration: (last - first + 1) * 60,
      bookedMinutes: Math.round(bookedMinutes),
    });
  }
  return days;
}
