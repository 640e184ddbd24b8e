import {
  addCalendarDays,
  DEFAULT_TIME_ZONE,
  hoursOf,
  TARGET_HISTORY_DEFAULT_WEEKS,
  targetTableStart,
  weekBoundsIn,
  weekOfInstant,
  weeksFrom,
  type CalendarDate,
  type TargetHistory,
} from '@tp/domain';
import { and, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  assignments,
  availabilities,
  employees,
  sessions,
  targetHistories,
  teamMemberships,
  teams,
  tutors,
  users,
} from '../db/schema/index.ts';

/**
 * A tutor's target history (spec scheduling §3, §9): per week, Monday to Monday in the tutor's
 * zone, the weekly targets as they stood and the hours delivered and offered.
 *
 * The hours are computed from sessions and availabilities at each read (so a schedule change
 * shows at the next read, as the chart's refresh after `schedule-change` expects); a read writes
 * nothing. Each week is stored in `target_histories` (one row per tutor and week) by the job
 * runner's pass once it has ended (storeEndedWeeks), with the targets as they stood then: an
 * ended week keeps those targets when the tutor's targets change later; a week under way or to
 * come takes the tutor's current targets.
 */

export interface TutorTargets {
  tutorId: number;
  timeZone: string;
  deliveryTarget: number;
  availabilityTarget: number;
}

/** The tutor's targets and zone (America/New_York when none is set), or null when no tutor. */
export async function tutorTargetsOf(db: Db, tutorId: number): Promise<TutorTargets | null> {
  const [row] = await db
    .select({
      deliveryTarget: tutors.deliveryTarget,
      availabilityTarget: tutors.availabilityTarget,
      timeZone: users.timeZone,
    })
    .from(tutors)
    .innerJoin(employees, eq(employees.id, tutors.id))
    .innerJoin(users, eq(users.id, employees.userId))
    .where(eq(tutors.id, tutorId));
  if (!row) return null;
  return { tutorId, ...row, timeZone: row.timeZone ?? DEFAULT_TIME_ZONE };
}

/** Whether `managerEmployeeId` manages a team the tutor is a tutor of. */
export async function managesTutorsTeam(
  db: Db,
  managerEmployeeId: number | null,
  tutorId: number,
): Promise<boolean> {
  if (managerEmployeeId === null) return false;
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .innerJoin(teamMemberships, eq(teamMemberships.teamId, teams.id))
    .where(
      and(
        eq(teams.managerId, managerEmployeeId),
        eq(teamMemberships.employeeId, tutorId),
        eq(teamMemberships.role, 'tutor'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

interface WeekMinutes {
  delivery: number;
  availability: number;
  available: number;
}

/** Minutes per week (keyed by Monday) in the tutor's zone, over `[startsAt, endsAt)`. */
async function minutesByWeek(
  db: Db,
  tutor: TutorTargets,
  range: { startsAt: Date; endsAt: Date },
  now: Date,
): Promise<Map<CalendarDate, WeekMinutes>> {
  const byWeek = new Map<CalendarDate, WeekMinutes>();
  const add = (startsAt: Date, field: keyof WeekMinutes, minutes: number) => {
    const week = weekOfInstant(startsAt, tutor.timeZone);
    const figures = byWeek.get(week) ?? { delivery: 0, availability: 0, available: 0 };
    figures[field] += minutes;
    byWeek.set(week, figures);
  };
  // Delivered: sessions the tutor supervises or is staffed on, not canceled, over by now;
  // each session once.
  const delivered = await db
    .selectDistinct({ id: sessions.id, startsAt: sessions.startsAt, minutes: sessions.duration })
    .from(sessions)
    .leftJoin(
      assignments,
      and(eq(assignments.sessionId, sessions.id), eq(assignments.employeeId, tutor.tutorId)),
    )
    .where(
      and(
        or(eq(sessions.supervisorId, tutor.tutorId), eq(assignments.employeeId, tutor.tutorId)),
        isNull(sessions.canceledAt),
        gte(sessions.startsAt, range.startsAt),
        lt(sessions.startsAt, range.endsAt),
        lte(sessions.endsAt, now),
      ),
    );
  for (const row of delivered) add(row.startsAt, 'delivery', row.minutes);
  const offered = await db
    .select({
      startsAt: availabilities.startsAt,
      minutes: availabilities.duration,
      bookable: sql<boolean>`not (${availabilities.locked} or ${availabilities.maxedOut})`,
    })
    .from(availabilities)
    .where(
      and(
        eq(availabilities.tutorId, tutor.tutorId),
        gte(availabilities.startsAt, range.startsAt),
        lt(availabilities.startsAt, range.endsAt),
      ),
    );
  for (const row of offered) {
    add(row.startsAt, 'availability', row.minutes);
    if (row.bookable) add(row.startsAt, 'available', row.minutes);
  }
  return byWeek;
}

/** The tutor's weeks `weeks` (Mondays, oldest first) as the API shows them (hours). */
export async function targetHistoriesOf(
  db: Db,
  tutor: TutorTargets,
  weeks: CalendarDate[],
  now: Date,
): Promise<TargetHistory[]> {
  return (await weekRows(db, tutor, weeks, now)).map((row) => ({
    date: row.weekOf,
    deliveryTarget: row.deliveryTarget,
    deliveryActual: hoursOf(row.deliveryMinutes),
    availabilityTarget: row.availabilityTarget,
    availabilityActual: hoursOf(row.availabilityMinutes),
    availableAvailabilityActual: hoursOf(row.availableAvailabilityMinutes),
  }));
}

/** How many ended weeks back the job stores, so a runner that was down catches up. */
const WEEKS_KEPT_BY_THE_JOB = 2;

/**
 * The job runner's pass: stores each tutor's last ended weeks not stored yet, with the targets
 * as they stand when it runs (the week's end, give or take the runner's interval). A stored
 * week is never rewritten (ON CONFLICT DO NOTHING), so several processes may run it at once.
 */
export async function storeEndedWeeks(db: Db, now: Date): Promise<number> {
  const tutorIds = await db.select({ id: tutors.id }).from(tutors);
  let stored = 0;
  for (const { id } of tutorIds) {
    const tutor = await tutorTargetsOf(db, id);
    if (!tutor) continue;
    const current = weekOfInstant(now, tutor.timeZone);
    const ended = weeksFrom(
      addCalendarDays(current, -7 * WEEKS_KEPT_BY_THE_JOB),
      WEEKS_KEPT_BY_THE_JOB,
    );
    const rows = await weekRows(db, tutor, ended, now);
    const inserted = await db
      .insert(targetHistories)
      .values(rows)
      .onConflictDoNothing({ target: [targetHistories.tutorId, targetHistories.weekOf] })
      .returning({ weekOf: targetHistories.weekOf });
    stored += inserted.length;
  }
  return stored;
}

async function weekRows(db: Db, tutor: TutorTargets, weeks: CalendarDate[], now: Date) {
  if (weeks.length === 0) return [];
  const tx = db;
  const range = {
    startsAt: weekBoundsIn(weeks[0]!, tutor.timeZone).startsAt,
    endsAt: weekBoundsIn(weeks.at(-1)!, tutor.timeZone).endsAt,
  };
  const minutes = await minutesByWeek(tx, tutor, range, now);
  const stored = await tx
    .select()
    .from(targetHistories)
    .where(and(eq(targetHistories.tutorId, tutor.tutorId), inArray(targetHistories.weekOf, weeks)));
  const storedByWeek = new Map(stored.map((row) => [row.weekOf, row]));
  const rows = weeks.map((weekOf) => {
    const figures = minutes.get(weekOf) ?? { delivery: 0, availability: 0, available: 0 };
    const kept = storedByWeek.get(weekOf);
    const ended = weekBoundsIn(weekOf, tutor.timeZone).endsAt <= now;
    const targets =
      ended && kept
        ? { deliveryTarget: kept.deliveryTarget, availabilityTarget: kept.availabilityTarget }
        : { deliveryTarget: tutor.deliveryTarget, availabilityTarget: tutor.availabilityTarget };
    return {
      tutorId: tutor.tutorId,
      weekOf,
      ...targets,
      deliveryMinutes: figures.delivery,
      availabilityMinutes: figures.availability,
      availableAvailabilityMinutes: figures.available,
      computedAt: now,
    };
  });
  return rows;
}

/** The weeks a query asks for: `weeks` Mondays from the week of startDate (default: 3 weeks back). */
export function requestedWeeks(
  tutor: TutorTargets,
  query: { weeks?: number; startDate?: string },
  now: Date,
): CalendarDate[] {
  const start = query.startDate ?? targetTableStart(now, tutor.timeZone);
  return weeksFrom(start, query.weeks ?? TARGET_HISTORY_DEFAULT_WEEKS);
}
