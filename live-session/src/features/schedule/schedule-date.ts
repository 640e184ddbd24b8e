import dayjs from '../../lib/dayjs.ts';
import { fromWallMs, toWallMs } from '../../lib/zoned-time.ts';

const DATE_PARAM = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The `?date=YYYY-MM-DD` of the schedule as an instant: midnight of that day in the tutor's
 * zone (spec: "the date parameter is converted into the tutor's time zone"). Null when the
 * parameter is missing or not a real date.
 */
export function parseDateParam(param: string | null, zone: string): Date | null {
  const match = param ? DATE_PARAM.exec(param) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const wall = Date.UTC(year, month - 1, day);
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  )
    return null;
  return new Date(fromWallMs(wall, zone));
}

/** The day an instant falls on in the zone, as the schedule's `date` parameter. */
export function formatDateParam(date: Date, zone: string): string {
  return dayjs.utc(toWallMs(+date, zone)).format('YYYY-MM-DD');
}
