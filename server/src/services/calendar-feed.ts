import {
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  DEFAULT_TIME_ZONE,
  EVENT_TYPE_LABELS,
  addCalendarDays,
  calendarDateIn,
  calendarFeedPath,
  calendarFeedUrl,
  feedStudentName,
  isEventType,
  isValidTimeZone,
  tutorSessionPath,
  withFeedStudentNames,
  type CalendarTokenAnswer,
  type FeedStudent,
} from '@tp/domain';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Db } from '../db/client.ts';
import {
  attendances,
  courses,
  employees,
  enrollments,
  events,
  sessions,
  students,
  tutors,
  users,
} from '../db/schema/index.ts';
import type { ServerCrypto } from '../platform/server-crypto.ts';
import { tutorSessionIds } from '../resources/scopes.ts';

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

/** Groups rows by a key, keeping their order. */
function groupedBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

/** The students each session has (its attendances) and each course has (its enrollments). */
async function feedStudentsOf(
  db: Db,
  sessionIds: number[],
  courseIds: number[],
): Promise<{ bySession: Map<number, FeedStudent[]>; byCourse: Map<number, FeedStudent[]> }> {
  const name = { firstName: students.firstName, lastName: students.lastName };
  const attending = sessionIds.length
    ? await db
        .select({ sessionId: attendances.sessionId, ...name })
        .from(attendances)
        .innerJoin(students, eq(students.id, attendances.studentId))
        .where(inArray(attendances.sessionId, sessionIds))
        .orderBy(students.firstName, students.lastName)
    : [];
  const enrolled = courseIds.length
    ? await db
        .select({ courseId: enrollments.courseId, ...name })
        .from(enrollments)
        .innerJoin(students, eq(students.id, enrollments.studentId))
        .where(inArray(enrollments.courseId, courseIds))
    : [];
  return {
    bySession: groupedBy(attending, (row) => row.sessionId),
    byCourse: groupedBy(enrolled, (row) => row.courseId),
  };
}

/**
 * An all-day event's days in the tutor's zone, as DATE values (the end exclusive, at least the
 * day after the start): written as UTC midnights, which ical-generator prints as those dates.
 */
function allDaySpan(startsAt: Date, endsAt: Date, zone: string): { start: Date; end: Date } {
  const firstDay = calendarDateIn(startsAt, zone);
  const lastDay = calendarDateIn(
    new Date(Math.max(startsAt.getTime(), endsAt.getTime() - 1)),
    zone,
  );
  const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
  return { start: asDate(firstDay), end: asDate(addCalendarDays(lastDay, 1)) };
}

/**
 * The tutor's calendar as iCalendar text (RFC 5545), from ical-generator:
 * - every session they supervise or are assigned to, and every event on their calendar,
 *   overlapping CALENDAR_FEED_DAYS_BACK days back to CALENDAR_FEED_DAYS_AHEAD ahead;
 * - start and end in UTC (`...Z`): a wall time in the tutor's zone is ambiguous in the hour a
 *   daylight-saving change repeats (Lord Howe repeats a half hour) and does not exist in the
 *   one it skips, and parsers resolve those their own way; an instant in UTC is read alike by
 *   all. X-WR-TIMEZONE names the tutor's zone for apps that show the calendar in it; all-day
 *   events are dates of that zone;
 * - stable UIDs (`session-{id}@{host}`, `event-{id}@{host}`, the host of the configured public
 *   address `linkBase`, never the request's) and SEQUENCE from the record's lockVersion, so a
 *   moved session updates the copy in the calendar app;
 * - canceled sessions and events as STATUS:CANCELLED;
 * - students named by first name and last initial (feedStudentName), in titles too: the feed
 *   lives in third-party calendars; the session's page in the app (URL) has the full names;
 * - every line, the last too, ended by CRLF.
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
      courseId: sessions.courseId,
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
    .select({
      event: events,
      studentFirstName: students.firstName,
      studentLastName: students.lastName,
    })
    .from(events)
    .leftJoin(students, eq(students.id, events.studentId))
    .where(
      and(
        inArray(events.attendeeId, [owner.tutorId]),
        gt(events.endsAt, from),
        lt(events.startsAt, to),
      ),
    )
    .orderBy(events.startsAt, events.id);
  const { bySession, byCourse } = await feedStudentsOf(
    db,
    heldSessions.map((session) => session.id),
    [...new Set(heldSessions.map((session) => session.courseId))],
  );

  const calendar = ical({
    name: `${owner.firstName} ${owner.lastName}: schedule`,
    prodId: { company: 'Tutoring Platform', product: 'Schedule', language: 'EN' },
    ttl: FEED_TTL_SECONDS,
    x: [['X-WR-TIMEZONE', zone]],
  });
  for (const session of heldSessions) {
    const attending = bySession.get(session.id) ?? [];
    const named = [...attending, ...(byCourse.get(session.courseId) ?? [])];
    const courseTitle = withFeedStudentNames(session.courseTitle, named);
    const studentsLine = attending.length
      ? `Students: ${attending.map(feedStudentName).join(', ')}`
      : null;
    calendar.createEvent({
      id: `session-${session.id}@${host}`,
      sequence: session.lockVersion,
      stamp: session.updatedAt,
      lastModified: session.updatedAt,
      start: session.startsAt,
      end: session.endsAt,
      summary: session.name ? withFeedStudentNames(session.name, named) : courseTitle,
      description:
        [session.name ? courseTitle : null, studentsLine].filter(Boolean).join('\n') || null,
      location: locationOf(session),
      url: `${input.linkBase}${tutorSessionPath(session.id)}`,
      status: session.canceledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  for (const { event, studentFirstName, studentLastName } of ownEvents) {
    const label = isEventType(event.type) ? EVENT_TYPE_LABELS[event.type] : 'Event';
    const student =
      studentFirstName === null || studentLastName === null
        ? []
        : [{ firstName: studentFirstName, lastName: studentLastName }];
    const name = event.name ? withFeedStudentNames(event.name, student) : null;
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      sequence: event.lockVersion,
      stamp: event.updatedAt,
      lastModified: event.updatedAt,
      ...(event.allDay
        ? { allDay: true, ...allDaySpan(event.startsAt, event.endsAt, zone) }
        : { start: event.startsAt, end: event.endsAt }),
      summary: name ? `${label}: ${name}` : label,
      description: event.details ? withFeedStudentNames(event.details, student) : null,
      status: event.canceledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 §3.1: every content line ends with CRLF; ical-generator leaves the last one bare.
  return `${calendar.toString().replace(/(\r\n)?$/, '')}\r\n`;
}
