import {
  addCalendarDays,
  calendarDateIn,
  isoWeekNumber,
  isPayableEventType,
  startOfDayIn,
  statsWeekOf,
  type CalendarDate,
  type CalendarEvent,
  type Session,
} from '@tp/domain';

/** One week of the work log: Monday 00:00 to the next Monday in the tutor's zone. */
export interface WorkLogWeek {
  monday: CalendarDate;
  weekNumber: number;
  startsAt: Date;
  endsAt: Date;
}

/** The week holding `instant` in `timeZone` (the same week the team view measures). */
export function workLogWeekOf(instant: Date, timeZone: string): WorkLogWeek {
  const { startsAt, endsAt } = statsWeekOf(instant, timeZone);
  const monday = calendarDateIn(startsAt, timeZone);
  return { monday, weekNumber: isoWeekNumber(monday), startsAt, endsAt };
}

/** The week `weeks` after (or before, when negative) the given one. */
export function shiftWeek(week: WorkLogWeek, weeks: number, timeZone: string): WorkLogWeek {
  return workLogWeekOf(startOfDayIn(addCalendarDays(week.monday, weeks * 7), timeZone), timeZone);
}

export interface WorkLogTotals {
  sessionsDelivered: number;
  /** Minutes of the sessions delivered. */
  sessionMinutes: number;
  /** Minutes of every event that stands, payable or not. */
  eventMinutes: number;
  /** Minutes of the payable events (PAYABLE_EVENT_TYPES). */
  payableEventMinutes: number;
  /** What the tutor is paid for: sessions delivered and payable events. */
  payableMinutes: number;
}

export interface WorkLog {
  sessions: Session[];
  events: CalendarEvent[];
  totals: WorkLogTotals;
}

const startsWithin = (startsAt: string, week: WorkLogWeek) => {
  const at = Date.parse(startsAt);
  return at >= week.startsAt.getTime() && at < week.endsAt.getTime();
};

/**
 * The tutor's week from their sessions and events (the lists the server scopes to them): a
 * session is delivered when it starts in the week, is not canceled and has ended by `now` (as
 * the team view's delivery counts it); events count when they start in the week and stand,
 * and are payable by their type. Each list is sorted by start.
 */
export function workLogOf(
  sessions: readonly Session[],
  events: readonly CalendarEvent[],
  week: WorkLogWeek,
  now: Date,
): WorkLog {
  const byStart = <T extends { startsAt: string }>(a: T, b: T) =>
    Date.parse(a.startsAt) - Date.parse(b.startsAt);
  const delivered = sessions
    .filter(
      (session) =>
        session.canceledAt === null &&
        startsWithin(session.startsAt, week) &&
        Date.parse(session.endsAt) <= now.getTime(),
    )
    .sort(byStart);
  const standing = events
    .filter((event) => event.canceledAt === null && startsWithin(event.startsAt, week))
    .sort(byStart);
  const minutesOf = (rows: readonly { duration: number }[]) =>
    rows.reduce((sum, row) => sum + row.duration, 0);
  const sessionMinutes = minutesOf(delivered);
  const payableEventMinutes = minutesOf(standing.filter((event) => isPayableEventType(event.type)));
  return {
    sessions: delivered,
    events: standing,
    totals: {
      sessionsDelivered: delivered.length,
      sessionMinutes,
      eventMinutes: minutesOf(standing),
      payableEventMinutes,
      payableMinutes: sessionMinutes + payableEventMinutes,
    },
  };
}
