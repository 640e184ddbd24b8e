import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A calendar day as the API's time window: from its midnight to the next, as ISO instants. */
export interface DayWindow {
  startsAt: string;
  endsAt: string;
}

/**
 * The day `now` falls on in `zone`, midnight to midnight there (23 or 25 hours long across a
 * daylight-saving change).
 */
export function dayWindowInZone(now: Date, zone: string): DayWindow {
  const date = dayjs(now).tz(zone).format('YYYY-MM-DD');
  // The next date by calendar arithmetic: adding a day to a zoned time keeps its offset, which
  // is an hour off across a daylight-saving change.
  const nextDate = dayjs.utc(date).add(1, 'day').format('YYYY-MM-DD');
  return {
    startsAt: dayjs.tz(date, zone).toISOString(),
    endsAt: dayjs.tz(nextDate, zone).toISOString(),
  };
}
