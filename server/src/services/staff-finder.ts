import {
  DEFAULT_TIME_ZONE,
  POTENTIAL_TUTORS_DEFAULT_LIMIT,
  PRIME_HOURS_WEEKS_AHEAD,
  PRIME_HOURS_WEEKS_BACK,
  PRIORITIZED_TUTORS_PER_PAGE,
  addCalendarDays,
  calendarDateIn,
  compareTutorPriority,
  isQualifiedFor,
  listMeta,
  pageWithinBounds,
  potentialTutorScore,
  primeHours,
  startOfDayIn,
  visibleRecord,
  weekdayFromMonday,
  type PotentialTutor,
  type PrimeHoursAnswer,
  type PrioritizedTutorFacts,
} from '@tp/domain';
import { and, eq, gt, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  assignments,
  attendances,
  availabilities,
  brands,
  courses,
  employees,
  events,
  sessions,
  tiers,
  tutorDepartments,
  tutorSubjects,
  tutors,
} from '../db/schema/index.ts';
import { Invalid } from '../http/errors.ts';
import { selectRows } from '../resources/query.ts';
import type { CallContext, Resource, WireRecord } from '../resources/types.ts';

/**
 * The staff's scheduling look-ups (spec scheduling §7): prioritized tutors, potential tutors
 * for sessions, prime hours, and whether an employee is free. Each reads only; the rules that
 * order and score live in domain (tutor-finder.ts, prime-hours.ts).
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The caller's zone, for "this week" and hours of the day. */
function zoneOf(ctx: CallContext): string {
  return ctx.user.timeZone ?? DEFAULT_TIME_ZONE;
}

/** Monday 00:00 of the current week in `timeZone`, and the Monday after. */
export function currentWeek(now: Date, timeZone: string): { start: Date; end: Date } {
  const today = calendarDateIn(now, timeZone);
  const monday = addCalendarDays(today, -weekdayFromMonday(today));
  return {
    start: startOfDayIn(monday, timeZone),
    end: startOfDayIn(addCalendarDays(monday, 7), timeZone),
  };
}

/** The tutors rows of some ids as the tutors resource serializes them, by id. */
async function tutorRecords(
  db: Db,
  ctx: CallContext,
  tutorsResource: Resource,
  ids: number[],
): Promise<Map<number, WireRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows(db, tutorsResource, { where: inArray(tutors.id, ids) });
  return new Map(
    rows.map((row) => {
      const record = tutorsResource.serialize(row, ctx);
      return [record.id as number, record];
    }),
  );
}

// ---- GET /tutors/prioritized ----

export interface PrioritizedTutorsInput {
  page?: number;
  per?: number;
  acceptNewStudents?: boolean;
  brandId?: number;
  tierId?: number;
  subjectId?: number;
}

/**
 * Active tutors matching the filters, in domain's priority order (compareTutorPriority over
 * every match, then one page of them): accepting new students, featured, higher tier, fewer
 * minutes booked this week, name. A brand's tutors are those in its department.
 */
export async function prioritizedTutors(
  db: Db,
  ctx: CallContext,
  input: PrioritizedTutorsInput,
  tutorsResource: Resource,
) {
  const conditions: (SQL | undefined)[] = [eq(employees.active, true)];
  if (input.acceptNewStudents !== undefined)
    conditions.push(eq(tutors.acceptNewStudents, input.acceptNewStudents));
  if (input.tierId !== undefined) conditions.push(eq(tutors.tierId, input.tierId));
  if (input.subjectId !== undefined)
    conditions.push(
      inArray(
        tutors.id,
        db
          .select({ id: tutorSubjects.tutorId })
          .from(tutorSubjects)
          .where(eq(tutorSubjects.subjectId, input.subjectId)),
      ),
    );
  if (input.brandId !== undefined) {
    const [brand] = await db
      .select({ departmentId: brands.departmentId })
      .from(brands)
      .where(eq(brands.id, input.brandId));
    if (!brand) throw new Invalid({ brandId: ['must exist'] });
    if (brand.departmentId !== null)
      conditions.push(
        inArray(
          tutors.id,
          db
            .select({ id: tutorDepartments.tutorId })
            .from(tutorDepartments)
            .where(eq(tutorDepartments.departmentId, brand.departmentId)),
        ),
      );
  }
  const week = currentWeek(ctx.now, zoneOf(ctx));
  const booked = sql<number>`coalesce((select sum(${sessions.duration}) from ${assignments}
      inner join ${sessions} on ${sessions.id} = ${assignments.sessionId}
      where ${assignments.employeeId} = ${tutors.id} and ${sessions.canceledAt} is null
        and ${sessions.startsAt} >= ${week.start} and ${sessions.startsAt} < ${week.end}), 0)::int`;
  const facts: PrioritizedTutorFacts[] = await db
    .select({
      id: tutors.id,
      acceptNewStudents: tutors.acceptNewStudents,
      featured: tutors.featured,
      tierBillingRate: tiers.billingRate,
      bookedMinutesThisWeek: booked,
      lastName: sql<string>`(select last_name from users where users.id = ${employees.userId})`,
      firstName: sql<string>`(select first_name from users where users.id = ${employees.userId})`,
    })
    .from(tutors)
    .innerJoin(employees, eq(employees.id, tutors.id))
    .leftJoin(tiers, eq(tiers.id, tutors.tierId))
    .where(and(...conditions));
  const ordered = [...facts].sort(compareTutorPriority);
  const per = input.per ?? PRIORITIZED_TUTORS_PER_PAGE;
  const totalPages = Math.ceil(ordered.length / per);
  const page = pageWithinBounds(input.page ?? 1, totalPages);
  const onPage = ordered.slice((page - 1) * per, page * per);
  const records = await tutorRecords(
    db,
    ctx,
    tutorsResource,
    onPage.map((t) => t.id),
  );
  return {
    tutors: onPage.map((fact) => ({
      ...visibleRecord(tutorsResource.contract, ctx.user, records.get(fact.id)!),
      tierBillingRate: fact.tierBillingRate,
      bookedMinutesThisWeek: fact.bookedMinutesThisWeek,
    })),
    meta: listMeta(ordered.length, page, per),
  };
}

// ---- Busy time ----

/**
 * Whether an employee holds time overlapping [from, to): an assignment whose session holds its
 * time (assignments.during, null once canceled) or an event that stands. `except` leaves out
 * the session or event being moved.
 */
function busyDuring(
  employeeId: SQL | PgColumn | number,
  from: SQL | PgColumn | Date,
  to: SQL | PgColumn | Date,
  except: { sessionId?: SQL | PgColumn | number; eventId?: number } = {},
): SQL {
  const sessionClash = sql`exists (select 1 from ${assignments}
    where ${assignments.employeeId} = ${employeeId}
      and ${assignments.during} && tstzrange(${from}, ${to}, '[)')
      ${except.sessionId !== undefined ? sql`and ${assignments.sessionId} <> ${except.sessionId}` : sql``})`;
  const eventClash = sql`exists (select 1 from ${events}
    where ${events.attendeeId} = ${employeeId} and ${events.canceledAt} is null
      and ${events.startsAt} < ${to} and ${events.endsAt} > ${from}
      ${except.eventId !== undefined ? sql`and ${events.id} <> ${except.eventId}` : sql``})`;
  return sql`(${sessionClash} or ${eventClash})`;
}

// ---- GET /employees/{id}/available ----

export interface EmployeeAvailableInput {
  startsAt: Date;
  duration: number;
  consumedById?: number;
  consumedByType?: 'Session' | 'Event';
  creatable?: boolean;
}

/**
 * Free from startsAt for duration minutes: nothing else of theirs overlaps (the item being
 * moved excepted) and, unless `creatable`, the time lies within one of their open
 * availabilities.
 */
export async function employeeAvailable(
  db: Db,
  employeeId: number,
  input: EmployeeAvailableInput,
): Promise<{ available: boolean }> {
  const from = input.startsAt;
  const to = new Date(from.getTime() + input.duration * MINUTE_MS);
  const except =
    input.consumedById === undefined
      ? {}
      : input.consumedByType === 'Event'
        ? { eventId: input.consumedById }
        : { sessionId: input.consumedById };
  const [clash] = await db
    .select({ busy: sql<boolean>`${busyDuring(employeeId, from, to, except)}` })
    .from(employees)
    .where(eq(employees.id, employeeId));
  if (clash?.busy) return { available: false };
  if (input.creatable) return { available: true };
  const [offered] = await db
    .select({ id: availabilities.id })
    .from(availabilities)
    .where(
      and(
        eq(availabilities.tutorId, employeeId),
        eq(availabilities.locked, false),
        sql`${availabilities.startsAt} <= ${from}`,
        sql`${availabilities.endsAt} >= ${to}`,
      ),
    )
    .limit(1);
  return { available: offered !== undefined };
}

// ---- GET /sessions/potential_tutors ----

export interface PotentialTutorsInput {
  ids: number[];
  tutorTypes?: string[];
  includeNotAcceptingWorkEmployees?: boolean;
  zip?: string;
  miles?: number;
  tierId?: number;
  employeeId?: number;
  limit?: number;
}

/**
 * The tutors for some sessions, best first (domain's potentialTutorScore): active tutors (who
 * take new students, unless includeNotAcceptingWorkEmployees) free for at least one of the
 * sessions, or the one `employeeId` asked about whatever they are free for.
 */
export async function potentialTutors(
  db: Db,
  ctx: CallContext,
  input: PotentialTutorsInput,
  tutorsResource: Resource,
): Promise<{
  potentialTutors: PotentialTutor[];
  meta: { totalCount: number; sessionsCount: number };
}> {
  const ids = [...new Set(input.ids)];
  const needs = await db
    .select({
      id: sessions.id,
      subjectId: courses.subjectId,
      departmentId: brands.departmentId,
    })
    .from(sessions)
    .innerJoin(courses, eq(courses.id, sessions.courseId))
    .innerJoin(brands, eq(brands.id, courses.brandId))
    .where(inArray(sessions.id, ids));
  if (needs.length !== ids.length) throw new Invalid({ ids: ['must name existing sessions'] });

  const conditions: (SQL | undefined)[] = [eq(employees.active, true)];
  if (input.employeeId !== undefined) conditions.push(eq(tutors.id, input.employeeId));
  else if (!input.includeNotAcceptingWorkEmployees)
    conditions.push(eq(tutors.acceptNewStudents, true));
  if (input.tierId !== undefined) conditions.push(eq(tutors.tierId, input.tierId));
  const candidates = db
    .select({ id: tutors.id })
    .from(tutors)
    .innerJoin(employees, eq(employees.id, tutors.id))
    .where(and(...conditions));

  // One row per candidate and session: whether the candidate has something else then.
  const fits = await db
    .select({
      tutorId: tutors.id,
      sessionId: sessions.id,
      busy: sql<boolean>`${busyDuring(tutors.id, sessions.startsAt, sessions.endsAt, { sessionId: sessions.id })}`,
    })
    .from(tutors)
    .innerJoin(sessions, inArray(sessions.id, ids))
    .where(inArray(tutors.id, candidates));
  const byTutor = new Map<number, { matches: number[]; missing: number[] }>();
  for (const fit of fits) {
    const entry = byTutor.get(fit.tutorId) ?? { matches: [], missing: [] };
    (fit.busy ? entry.missing : entry.matches).push(fit.sessionId);
    byTutor.set(fit.tutorId, entry);
  }
  const kept = [...byTutor.entries()].filter(
    ([, entry]) => input.employeeId !== undefined || entry.matches.length > 0,
  );
  const records = await tutorRecords(
    db,
    ctx,
    tutorsResource,
    kept.map(([id]) => id),
  );
  const scored: PotentialTutor[] = kept.map(([id, entry]) => {
    const tutor = records.get(id)!;
    const subjectIds = (tutor.subjectIds as number[]) ?? [];
    const departmentIds = (tutor.departmentIds as number[]) ?? [];
    const qualified = isQualifiedFor({ subjectIds, departmentIds }, needs);
    const byId = (a: number, b: number) => a - b;
    return {
      id,
      firstName: tutor.firstName as string,
      lastName: tutor.lastName as string,
      lastInitial: tutor.lastInitial as string,
      avatarUrl: (tutor.avatarUrl as string | null) ?? null,
      email: tutor.email as string,
      timeZone: (tutor.timeZone as string | null) ?? null,
      acceptNewStudents: tutor.acceptNewStudents as boolean,
      featured: tutor.featured as boolean,
      tierId: (tutor.tierId as number | null) ?? null,
      tierName: (tutor.tierName as string | null) ?? null,
      subjectIds,
      departmentIds,
      matches: [...entry.matches].sort(byId),
      missing: [...entry.missing].sort(byId),
      notQualified: !qualified,
      score: potentialTutorScore({
        matched: entry.matches.length,
        total: ids.length,
        qualified,
        featured: tutor.featured as boolean,
        acceptNewStudents: tutor.acceptNewStudents as boolean,
      }),
    };
  });
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      a.lastName.localeCompare(b.lastName, 'en', { sensitivity: 'base' }) ||
      a.id - b.id,
  );
  const limit = input.limit ?? POTENTIAL_TUTORS_DEFAULT_LIMIT;
  return {
    potentialTutors: scored.slice(0, limit),
    meta: { totalCount: scored.length, sessionsCount: ids.length },
  };
}

// ---- GET /sessions/prime_hours ----

/** Prime hours from the booked sessions (a student on them, not canceled) around now. */
export async function primeHoursOf(
  db: Db,
  ctx: CallContext,
  input: { timeZone?: string },
): Promise<PrimeHoursAnswer> {
  const timeZone = input.timeZone ?? zoneOf(ctx);
  const from = new Date(ctx.now.getTime() - PRIME_HOURS_WEEKS_BACK * 7 * DAY_MS);
  const to = new Date(ctx.now.getTime() + PRIME_HOURS_WEEKS_AHEAD * 7 * DAY_MS);
  const booked = await db
    .select({ startsAt: sessions.startsAt, duration: sessions.duration })
    .from(sessions)
    .where(
      and(
        isNull(sessions.canceledAt),
        gte(sessions.startsAt, from),
        lt(sessions.startsAt, to),
        gt(sessions.duration, 0),
        // Booked: a student is on it (a session no family booked says nothing of demand).
        sql`exists (select 1 from ${attendances} where ${attendances.sessionId} = ${sessions.id})`,
      ),
    );
  return {
    days: primeHours(booked, timeZone),
    timeZone,
    from: from.toISOString(),
    to: to.toISOString(),
  };
}
