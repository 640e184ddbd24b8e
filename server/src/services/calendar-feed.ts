import {
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  DEFAULT_TIME_ZONE,
  EVENT_TYPE_LABELS,
  calendarFeedPath,
  calendarFeedUrl,
  isEventType,
  isValidTimeZone,
  tutorSessionPath,
  type CalendarTokenAnswer,
} from '@tp/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Db } from '../db/client.ts';
import { courses, employees, events, sessions, tutors, users } from '../db/schema/index.ts';
import type { ServerCrypto } from '../platform/server-crypto.ts';
import { tutorSessionIds } from '../resources/scopes.ts';
import { vtimezoneComponent } from './vtimezone.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const DAY_MS = 86_400_000;
/** Calendar apps may poll the feed hourly (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const FEED_TTL_SECONDS = 3600;

// ---- The token: random, shown once, kept only as its SHA-256 digest ----

/**
 * Issues a tutor's personal calendar token: 32 random bytes (base64url), of which only the
 * SHA-256 hex is stored in tutors.calendar_token, in place of any earlier one (which stops
 * working at once). Answers the token and the feed's address: the only time they are shown.
 */
export async function issueCalendarToken(
  tx: Db,
  crypto: ServerCrypto,
  input: { tutorId: number; now: Date; linkBase: string },
): Promise<CalendarTokenAnswer> {
  const token = crypto.randomToken();
  await tx
    .update(tutors)
    .set({ calendarToken: crypto.sha256Hex(token), updatedAt: input.now })
    .where(eq(tutors.id, input.tutorId));
  return {
    calendarToken: token,
    calendarPath: calendarFeedPath(token),
    calendarUrl: calendarFeedUrl(input.linkBase, token),
  };
}

/** Revokes a tutor's calendar token: the feed's address answers 404 from now on. */
export async function revokeCalendarToken(
  tx: Db,
  input: { tutorId: number; now: Date },
): Promise<void> {
  await tx
    .update(tutors)
    .set({ calendarToken: null, updatedAt: input.now })
    .where(eq(tutors.id, input.tutorId));
}

interface FeedOwner {
  tutorId: number;
  firstName: string;
  lastName: string;
  timeZone: string;
}

/** The active tutor a token belongs to, or null (unknown, revoked, or the tutor has left). */
export async function feedOwnerOf(
  db: Db,
  crypto: ServerCrypto,
  token: string,
): Promise<FeedOwner | null> {
  if (!token) return null;
  const [row] = await db
    .select({
      tutorId: tutors.id,
      firstName: users.firstName,
      lastName: users.lastName,
      timeZone: users.timeZone,
    })
    .from(tutors)
    .innerJoin(employees, eq(employees.id, tutors.id))
    .innerJoin(users, eq(users.id, employees.userId))
    .where(and(eq(tutors.calendarToken, crypto.sha256Hex(token)), eq(employees.active, true)))
    .limit(1);
  if (!row) return null;
  const zone = row.timeZone && isValidTimeZone(row.timeZone) ? row.timeZone : DEFAULT_TIME_ZONE;
  return { ...row, timeZone: zone };
}

// ---- The feed ----

/** The span a feed covers around `now`. */
export function feedWindow(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - CALENDAR_FEED_DAYS_BACK * DAY_MS),
    to: new Date(now.getTime() + CALENDAR_FEED_DAYS_AHEAD * DAY_MS),
  };
}

function locationOf(session: { online: boolean; place: string | null; room: string | null }) {
  if (session.online) return 'Online';
  return [session.place, session.room ? `Room ${session.room}` : null].filter(Boolean).join(', ');
}

/**
 * The tutor's calendar as iCalendar text (RFC 5545), from ical-generator:
 * - every session they supervise or are assigned to, and every event on their calendar,
 *   overlapping CALENDAR_FEED_DAYS_BACK days back to CALENDAR_FEED_DAYS_AHEAD ahead;
 * - times in the tutor's zone (TZID, with a VTIMEZONE for the span; DTSTAMP in UTC);
 * - stable UIDs (`session-{id}@{host}`, `event-{id}@{host}`) and SEQUENCE from the record's
 *   lockVersion, so a moved session updates the copy in the calendar app;
 * - canceled sessions and events as STATUS:CANCELLED.
 * Names of students stay out: the feed lives in third-party calendars; the session's page in
 * the app (URL) has them.
 */
export async function calendarFeed(
  db: Db,
  owner: FeedOwner,
  input: { now: Date; linkBase: string },
): Promise<string> {
  const { from, to } = feedWindow(input.now);
  const host = new URL(input.linkBase).hostname;
  const zone = owner.timeZone;
  const heldSessions = await db
    .select({
      id: sessions.id,
      name: sessions.name,
      type: sessions.type,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
      online: sessions.online,
      place: sessions.place,
      room: sessions.room,
      canceledAt: sessions.canceledAt,
      updatedAt: sessions.updatedAt,
      lockVersion: sessions.lockVersion,
      courseTitle: courses.title,
    })
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .where(
      and(
        sql`${sessions.id} in ${tutorSessionIds(owner.tutorId)}`,
        gt(sessions.endsAt, from),
        lt(sessions.startsAt, to),
      ),
    )
    .orderBy(sessions.startsAt, sessions.id);
  const ownEvents = await db
    .select()
    .from(events)
    .where(
      and(
        inArray(events.attendeeId, [owner.tutorId]),
        gt(events.endsAt, from),
        lt(events.startsAt, to),
      ),
    )
    .orderBy(events.startsAt, events.id);

  const calendar = ical({
    name: `${owner.firstName} ${owner.lastName}: schedule`,
    prodId: { company: 'Tutoring Platform', product: 'Schedule', language: 'EN' },
    ttl: FEED_TTL_SECONDS,
    // No calendar-wide zone (ical-generator would then write DTSTAMP in local time): each
    // item names the tutor's zone, and the generator adds its VTIMEZONE once.
    timezone: { name: '', generator: (name) => vtimezoneComponent(name, from, to) },
    x: [['X-WR-TIMEZONE', zone]],
  });
  const inZone = (instant: Date) => dayjs(instant).tz(zone);
  for (const session of heldSessions) {
    calendar.createEvent({
      id: `session-${session.id}@${host}`,
      sequence: session.lockVersion,
      stamp: session.updatedAt,
      lastModified: session.updatedAt,
      start: inZone(session.startsAt),
      end: inZone(session.endsAt),
      timezone: zone,
      summary: session.name ?? session.courseTitle,
      description: session.name ? session.courseTitle : null,
      location: locationOf(session),
      url: `${input.linkBase}${tutorSessionPath(session.id)}`,
      status: session.canceledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  for (const event of ownEvents) {
    const label = isEventType(event.type) ? EVENT_TYPE_LABELS[event.type] : 'Event';
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      sequence: event.lockVersion,
      stamp: event.updatedAt,
      lastModified: event.updatedAt,
      start: inZone(event.startsAt),
      end: inZone(event.endsAt),
      timezone: zone,
      allDay: event.allDay,
      summary: event.name ? `${label}: ${event.name}` : label,
      description: event.details,
      status: event.canceledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
