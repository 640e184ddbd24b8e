import { fromWallMs, toWallMs } from '../../../lib/zoned-time.ts';

/** The sessions list's quick filters (spec scheduling §2 sessions-list, §7 GET sessions). */
export const SESSION_LIST_FILTERS = [
  { value: 'all', label: 'All', empty: 'There are no sessions yet.' },
  { value: 'upcoming', label: 'Upcoming', empty: 'There are no upcoming sessions.' },
  { value: 'past', label: 'Past', empty: 'There are no past sessions yet.' },
  { value: 'today', label: 'Today', empty: 'There are no sessions today.' },
  { value: 'live', label: 'Live', empty: 'No session is in progress right now.' },
  { value: 'canceled', label: 'Canceled', empty: 'No session has been canceled.' },
] as const;

export type SessionListFilter = (typeof SESSION_LIST_FILTERS)[number]['value'];

export interface SessionListQuery {
  filter: Record<string, string | boolean | number>;
  sort: { field: string; order: 'ASC' | 'DESC' };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight to midnight of `now`'s day in the zone, as instants. */
export function dayWindow(now: Date, zone: string): { start: Date; end: Date } {
  const dayStartWall = Math.floor(toWallMs(now.getTime(), zone) / DAY_MS) * DAY_MS;
  return {
    start: new Date(fromWallMs(dayStartWall, zone)),
    end: new Date(fromWallMs(dayStartWall + DAY_MS, zone)),
  };
}

/**
 * The GET /sessions parameters of a filter for one student: upcoming ones soonest first, the
 * others latest first; today is the viewer's day; live is what runs at `now`. A canceled
 * session is never upcoming, past, today's or live (it holds no time and takes no attendance):
 * it is listed under All, marked canceled with its reason, and under Canceled.
 */
export function sessionListQuery(
  studentId: number,
  filter: SessionListFilter,
  now: Date,
  zone: string,
): SessionListQuery {
  const base = { studentId, canceled: false };
  const everyState = { studentId };
  const soonestFirst = { field: 'startsAt', order: 'ASC' } as const;
  const latestFirst = { field: 'startsAt', order: 'DESC' } as const;
  switch (filter) {
    case 'upcoming':
      return { filter: { ...base, upcoming: true }, sort: soonestFirst };
    case 'past':
      return { filter: { ...base, upcoming: false }, sort: latestFirst };
    case 'today': {
      const { start, end } = dayWindow(now, zone);
      return {
        filter: { ...base, startsAt: start.toISOString(), endsAt: end.toISOString() },
        sort: soonestFirst,
      };
    }
    case 'live':
      // Ending after now and starting before it: in progress.
      return {
        filter: { ...base, startsAt: now.toISOString(), endsAt: now.toISOString() },
        sort: soonestFirst,
      };
    case 'canceled':
      return { filter: { ...everyState, canceled: true }, sort: latestFirst };
    default:
      return { filter: everyState, sort: latestFirst };
  }
}
