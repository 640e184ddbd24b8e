import {
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
 * Stored in `target_histories`, one row per tutor and week, refreshed when read: each call
 * recomputes the weeks it answers from sessions and availabilities (so a schedule change shows
 * at the next read, as the chart's refresh after `schedule-change` expects) and upserts them in
 * one transaction. A week that has ended keeps the targets stored for it; a week under way or
 * to come takes the tutor's current targets.
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

/**
 * Recomputes and stores the tutor's weeks `weeks` (Mondays, oldest first) and answers them as
 * the API shows them (hours). Run it in a transaction.
 */
export async function refreshTargetHistories(
  tx: Db,
  tutor: TutorTargets,
  weeks: CalendarDate[],
  now: Date,
): Promise<TargetHistory[]> {
  if (weeks.length === 0) return [];
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
  await tx
    .insert(targetHistories)
    .values(rows)
    .onConflictDoUpdate({
      target: [targetHistories.tutorId, targetHistories.weekOf],
      set: {
        deliveryTarget: sql`excluded.delivery_target`,
        availabilityTarget: sql`excluded.availability_target`,
        deliveryMinutes: sql`excluded.delivery_minutes`,
        availabilityMinutes: sql`excluded.availability_minutes`,
        availableAvailabilityMinutes: sql`excluded.available_availability_minutes`,
        computedAt: sql`excluded.computed_at`,
      },
    });
  return rows.map((row) => ({
    date: row.weekOf,
    deliveryTarget: row.deliveryTarget,
    deliveryActual: hoursOf(row.deliveryMinutes),
    availabilityTarget: row.availabilityTarget,
    availabilityActual: hoursOf(row.availabilityMinutes),
    availableAvailabilityActual: hoursOf(row.availableAvailabilityMinutes),
  }));
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
