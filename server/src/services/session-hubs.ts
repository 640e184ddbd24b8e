import { isPotentialHub, orderHubs, type PotentialHub } from '@tp/domain';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  attendances,
  brands,
  courses,
  employees,
  sessions,
  subjects,
  users,
} from '../db/schema/index.ts';
import { NotFound } from '../http/errors.ts';

const courseSubjects = alias(subjects, 'course_subjects');

/**
 * GET /sessions/{id}/potential_hubs (spec scheduling §7): the sessions domain's isPotentialHub
 * accepts, read among those of the same time (or the session's own hub) so the query stays
 * small; no student is named, only counted.
 */
export async function potentialHubs(db: Db, sessionId: number): Promise<PotentialHub[]> {
  const [session] = await db
    .select({
      id: sessions.id,
      hubId: sessions.hubId,
      type: sessions.type,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
      canceledAt: sessions.canceledAt,
      identifier: brands.identifier,
    })
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .innerJoin(brands, eq(brands.id, courses.brandId))
    .where(eq(sessions.id, sessionId));
  if (!session) throw new NotFound();
  const sameTime = and(
    lt(sessions.startsAt, session.endsAt),
    gt(sessions.endsAt, session.startsAt),
  );
  const rows = await db
    .select({
      id: sessions.id,
      courseId: sessions.courseId,
      type: sessions.type,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
      canceledAt: sessions.canceledAt,
      identifier: brands.identifier,
      title: courses.title,
      subjectName: sql<string | null>`coalesce(${subjects.name}, ${courseSubjects.name})`,
      supervisorName: sql<
        string | null
      >`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
      attendancesCount: sql<number>`(select count(*)::int from ${attendances}
        where ${attendances.sessionId} = ${sessions.id})`,
    })
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .innerJoin(brands, eq(brands.id, courses.brandId))
    .leftJoin(subjects, eq(subjects.id, sessions.subjectId))
    .leftJoin(courseSubjects, eq(courseSubjects.id, courses.subjectId))
    .leftJoin(employees, eq(employees.id, sessions.supervisorId))
    .leftJoin(users, eq(users.id, employees.userId))
    .where(session.hubId === null ? sameTime : or(sameTime, eq(sessions.id, session.hubId)));
  const hubs = rows.filter((row) => isPotentialHub(row, session));
  return orderHubs(hubs).map((hub) => ({
    id: hub.id,
    courseId: hub.courseId,
    title: hub.title,
    subjectName: hub.subjectName,
    startsAt: hub.startsAt.toISOString(),
    endsAt: hub.endsAt.toISOString(),
    supervisorName: hub.supervisorName,
    attendancesCount: hub.attendancesCount,
    selected: hub.id === session.hubId,
  }));
}
