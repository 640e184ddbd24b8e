import {
  addCalendarDays,
  DEFAULT_TIME_ZONE,
  TARGET_HOURS_MAX,
  weekOfInstant,
  weeksFrom,
  WEEK_DAYS,
} from '@tp/domain';
import type {
  AssignmentRow,
  AvailabilityRow,
  EmployeeRow,
  SessionRow,
  TargetHistoryRow,
  TutorRow,
  UserRow,
} from './types.ts';

/** Weeks of stored history each demo tutor has (issue 24): the 15 that ended before this one. */
export const DEMO_TARGET_HISTORY_WEEKS = 15;

/**
 * The demo tutors' target histories: for each of the 15 weeks before the current one (Monday
 * to Monday in the tutor's zone), the targets as they stood (a little lower the further back,
 * so the table and chart show targets that changed) and the minutes delivered and offered as
 * the world's sessions and availabilities give them. The API recomputes the actuals on read
 * and keeps these targets, the weeks having ended.
 */
export function generateTargetHistories(
  now: Date,
  world: {
    tutors: TutorRow[];
    employees: EmployeeRow[];
    users: UserRow[];
    sessions: SessionRow[];
    assignments: AssignmentRow[];
    availabilities: AvailabilityRow[];
  },
): TargetHistoryRow[] {
  const zoneOf = new Map(
    world.employees.map((employee) => [
      employee.id,
      world.users.find((user) => user.id === employee.userId)?.timeZone ?? DEFAULT_TIME_ZONE,
    ]),
  );
  const staffed = new Map<number, Set<number>>();
  for (const assignment of world.assignments) {
    const set = staffed.get(assignment.employeeId) ?? new Set<number>();
    set.add(assignment.sessionId);
    staffed.set(assignment.employeeId, set);
  }
  const rows: TargetHistoryRow[] = [];
  for (const tutor of world.tutors) {
    const zone = zoneOf.get(tutor.id) ?? DEFAULT_TIME_ZONE;
    const first = addCalendarDays(weekOfInstant(now, zone), -DEMO_TARGET_HISTORY_WEEKS * WEEK_DAYS);
    const minutes = new Map<
      string,
      { delivery: number; availability: number; available: number }
    >();
    const figures = (at: Date) => {
      const week = weekOfInstant(at, zone);
      const entry = minutes.get(week) ?? { delivery: 0, availability: 0, available: 0 };
      minutes.set(week, entry);
      return entry;
    };
    const mine = staffed.get(tutor.id) ?? new Set<number>();
    for (const session of world.sessions) {
      const ended = session.endsAt <= now && !session.canceledAt;
      if (ended && (session.supervisorId === tutor.id || mine.has(session.id)))
        figures(session.startsAt).delivery += session.duration;
    }
    for (const availability of world.availabilities) {
      if (availability.tutorId !== tutor.id) continue;
      const entry = figures(availability.startsAt);
      entry.availability += availability.duration;
      if (!availability.locked && !availability.maxedOut) entry.available += availability.duration;
    }
    weeksFrom(first, DEMO_TARGET_HISTORY_WEEKS).forEach((weekOf, index) => {
      // Two hours lower for each five weeks further back, never below 0.
      const lower = Math.floor((DEMO_TARGET_HISTORY_WEEKS - 1 - index) / 5) * 2;
      const target = (value: number | undefined) =>
        Math.min(TARGET_HOURS_MAX, Math.max(0, (value ?? 0) - lower));
      const week = minutes.get(weekOf) ?? { delivery: 0, availability: 0, available: 0 };
      rows.push({
        tutorId: tutor.id,
        weekOf,
        deliveryTarget: target(tutor.deliveryTarget),
        availabilityTarget: target(tutor.availabilityTarget),
        deliveryMinutes: week.delivery,
        availabilityMinutes: week.availability,
        availableAvailabilityMinutes: week.available,
        computedAt: now,
      });
    });
  }
  return rows;
}
