import {
  DEFAULT_TIME_ZONE,
  unscheduledMinutesOf,
  type BookableAvailability,
  type Interval,
} from '@tp/domain';
import { and, asc, eq, gt, inArray, isNull, lt, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  assignments,
  attendances,
  availabilities,
  brands,
  courses,
  employees,
  enrollments,
  sessions,
  users,
} from '../db/schema/index.ts';
import { qualified } from '../resources/scopes.ts';
import { enrollmentHoursFactsSql, hoursFactsOf } from './enrollment-hours-facts.ts';

/**
 * What the booking engine and the availability calls read about a tutor's and a student's
 * time, inside the caller's transaction. Time a tutor holds is read from assignments.during,
 * the range the database's exclusion constraint guards (null once a session is canceled), so
 * the check and the guarantee look at the same thing.
 */

/** The tutor's IANA zone (their user's), New York when they have not set one. */
export async function tutorZone(db: Db, tutorId: number): Promise<string> {
  const [row] = await db
    .select({ zone: users.timeZone })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(eq(employees.id, tutorId));
  return row?.zone ?? DEFAULT_TIME_ZONE;
}

const rangeOf = (window: Interval) =>
  sql`tstzrange(${window.startsAt.toISOString()}::timestamptz, ${window.endsAt.toISOString()}::timestamptz, '[)')`;

/** The times the tutor's sessions hold within a window (not canceled), but `exceptSessionId`'s. */
export async function tutorBusyTimes(
  db: Db,
  tutorId: number,
  window: Interval,
  exceptSessionId?: number,
): Promise<Interval[]> {
  const toDate = (value: unknown) => new Date(value as string | Date);
  return db
    .select({
      startsAt: sql<Date>`lower(${assignments.during})`.mapWith(toDate),
      endsAt: sql<Date>`upper(${assignments.during})`.mapWith(toDate),
    })
    .from(assignments)
    .where(
      and(
        eq(assignments.employeeId, tutorId),
        sql`${assignments.during} && ${rangeOf(window)}`,
        exceptSessionId === undefined ? undefined : ne(assignments.sessionId, exceptSessionId),
      ),
    )
    .orderBy(sql`lower(${assignments.during})`);
}

/** The student's sessions (not canceled) within a window, but `exceptSessionId`. */
export async function studentBusyTimes(
  db: Db,
  studentId: number,
  window: Interval,
  exceptSessionId?: number,
): Promise<Interval[]> {
  return db
    .select({ startsAt: sessions.startsAt, endsAt: sessions.endsAt })
    .from(sessions)
    .innerJoin(attendances, eq(attendances.sessionId, sessions.id))
    .where(
      and(
        eq(attendances.studentId, studentId),
        isNull(sessions.canceledAt),
        lt(sessions.startsAt, window.endsAt),
        gt(sessions.endsAt, window.startsAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    )
    .orderBy(asc(sessions.startsAt));
}

/** The tutor's availabilities that overlap a window. */
export async function tutorAvailabilities(
  db: Db,
  tutorId: number,
  window: Interval,
): Promise<(BookableAvailability & { duration: number })[]> {
  return db
    .select({
      id: availabilities.id,
      startsAt: availabilities.startsAt,
      endsAt: availabilities.endsAt,
      duration: availabilities.duration,
      locked: availabilities.locked,
    })
    .from(availabilities)
    .where(
      and(
        eq(availabilities.tutorId, tutorId),
        lt(availabilities.startsAt, window.endsAt),
        gt(availabilities.endsAt, window.startsAt),
      ),
    )
    .orderBy(asc(availabilities.startsAt));
}

/** Where the tutor's published availability ends (their latest availability's end), or null. */
export async function availabilityHorizon(db: Db, tutorId: number): Promise<Date | null> {
  const [row] = await db
    .select({ last: max(availabilities.endsAt) })
    .from(availabilities)
    .where(eq(availabilities.tutorId, tutorId));
  return row?.last ?? null;
}

/** A tutoring enrollment as the booking engine reads it. */
export interface TutoringEnrollmentFacts {
  id: number;
  studentId: number;
  status: string;
  courseId: number;
  courseTitle: string;
  courseStatus: string;
  brandId: number;
  forceDuration: number | null;
  tutorId: number | null;
  /** Pay As You Go: a booking past the hours adds 5 more on credit (pay-as-you-go.ts). */
  arrearBilling: boolean;
  /** Minutes sold (course.duration) less the course's sessions not canceled; null: not counted. */
  unscheduledMinutes: number | null;
}

/**
 * Locks the courses of these enrollments, in id order, until the transaction ends. Every
 * session booked on a course takes from its bought minutes, whichever student or booker it is
 * for: whoever computes what is left (`tutoringEnrollment`) and books from it holds the course,
 * so two bookings at once never both take the same minutes (refund-hours.ts holds it too).
 */
export async function lockCoursesOf(tx: Db, enrollmentIds: readonly number[]): Promise<void> {
  if (enrollmentIds.length === 0) return;
  const courseIds = tx
    .select({ id: enrollments.courseId })
    .from(enrollments)
    .where(inArray(enrollments.id, [...enrollmentIds]));
  await tx
    .select({ id: courses.id })
    .from(courses)
    .where(inArray(courses.id, courseIds))
    .orderBy(asc(courses.id))
    .for('update');
}

/**
 * The enrollment with what may still be booked from its course's hours (domain's
 * unscheduledMinutesOf over the facts every hours figure reads; null: the course does not
 * count hours).
 */
export async function tutoringEnrollment(
  db: Db,
  enrollmentId: number,
): Promise<TutoringEnrollmentFacts | null> {
  const [row] = await db
    .select({
      id: enrollments.id,
      studentId: enrollments.studentId,
      status: enrollments.status,
      courseId: courses.id,
      courseTitle: courses.title,
      courseStatus: courses.status,
      brandId: courses.brandId,
      forceDuration: brands.forceDuration,
      tutorId: enrollments.tutorId,
      arrearBilling: enrollments.arrearBilling,
      hoursFacts: enrollmentHoursFactsSql(qualified(enrollments.id)),
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(brands, eq(brands.id, courses.brandId))
    .where(eq(enrollments.id, enrollmentId));
  if (!row) return null;
  const { hoursFacts, ...facts } = row;
  return { ...facts, unscheduledMinutes: unscheduledMinutesOf(hoursFactsOf(hoursFacts)!) };
}
