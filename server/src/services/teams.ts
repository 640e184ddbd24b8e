import {
  calendarDateIn,
  canSpoof,
  hoursOf,
  isoWeekNumber,
  isSpoofing,
  mayReadTargetHistory,
  progressPercents,
  statsWeekOf,
  teamMembershipErrors,
  type AuthUser,
  type TeamCandidate,
  type TeamStats,
} from '@tp/domain';
import { and, asc, eq, gte, inArray, lt, lte, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  assignments,
  availabilities,
  employees,
  sessions,
  teamMemberships,
  teams,
  tutors,
  users,
  type TeamMemberRole,
} from '../db/schema/index.ts';
import { managedTutorIds } from '../auth/spoof-teams.ts';
import { Invalid, NotFound } from '../http/errors.ts';

/** A team's people as a payload or the current record names them (employee ids). */
export interface TeamPeople {
  managerId?: number | null;
  tutorIds?: number[];
  advisorIds?: number[];
}

/** The candidates list is one call for the form; the spec's employee look-ups take 1000. */
const CANDIDATES_MAX = 1000;

/**
 * The team's people after a change: the payload's values over the current record's. Throws
 * `Invalid` for the cross-field rules of domain (`teamMembershipErrors`).
 */
export function assertTeamPeople(payload: TeamPeople, current: TeamPeople | null): void {
  const errors = teamMembershipErrors({
    managerId: payload.managerId !== undefined ? payload.managerId : (current?.managerId ?? null),
    tutorIds: payload.tutorIds ?? current?.tutorIds ?? [],
    advisorIds: payload.advisorIds ?? current?.advisorIds ?? [],
  });
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
}

async function assertPeopleExist(tx: Db, people: TeamPeople): Promise<void> {
  const errors: Record<string, string[]> = {};
  const missing = async (ids: number[], table: typeof employees | typeof tutors) => {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return [];
    const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
    const known = new Set(found.map((row) => row.id));
    return wanted.filter((id) => !known.has(id));
  };
  if (people.managerId != null && (await missing([people.managerId], employees)).length > 0)
    errors.managerId = ['is not an employee'];
  const notTutors = await missing(people.tutorIds ?? [], tutors);
  if (notTutors.length > 0) errors.tutorIds = [`are not tutors: ${notTutors.join(', ')}`];
  const notEmployees = await missing(people.advisorIds ?? [], employees);
  if (notEmployees.length > 0)
    errors.advisorIds = [`are not employees: ${notEmployees.join(', ')}`];
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
}

/**
 * Writes the memberships the payload names, in the team's own transaction: a list that is
 * sent replaces the team's members of that role, a list left out keeps them.
 */
export async function writeTeamMemberships(
  tx: Db,
  teamId: number,
  payload: TeamPeople,
): Promise<void> {
  await assertPeopleExist(tx, payload);
  const lists: [TeamMemberRole, number[] | undefined][] = [
    ['tutor', payload.tutorIds],
    ['advisor', payload.advisorIds],
  ];
  // Both deletes first: someone moving from advisor to tutor must not meet their old row.
  for (const [role, ids] of lists) {
    if (ids === undefined) continue;
    await tx
      .delete(teamMemberships)
      .where(and(eq(teamMemberships.teamId, teamId), eq(teamMemberships.role, role)));
  }
  for (const [role, ids] of lists) {
    if (ids === undefined || ids.length === 0) continue;
    await tx
      .insert(teamMemberships)
      .values([...new Set(ids)].map((employeeId) => ({ teamId, employeeId, role })));
  }
}

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** Active employees by name, with whether each is a tutor (the form's three pickers). */
export async function teamCandidates(db: Db): Promise<TeamCandidate[]> {
  const rows = await db
    .select({ id: employees.id, name: fullName, tutorId: tutors.id })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .leftJoin(tutors, eq(tutors.id, employees.id))
    .where(eq(employees.active, true))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(employees.id))
    .limit(CANDIDATES_MAX);
  return rows.map((row) => ({ id: row.id, name: row.name, isTutor: row.tutorId !== null }));
}

/** Minutes per tutor of the sessions they supervise or are staffed on (each session once). */
async function deliveredMinutes(
  db: Db,
  tutorIds: number[],
  week: { startsAt: Date; endsAt: Date },
  now: Date,
): Promise<Map<number, number>> {
  // Delivered: taught this week and over by now.
  const inWeekAndOver = and(
    gte(sessions.startsAt, week.startsAt),
    lt(sessions.startsAt, week.endsAt),
    lte(sessions.endsAt, now),
  );
  const supervised = await db
    .select({ tutorId: sessions.supervisorId, sessionId: sessions.id, minutes: sessions.duration })
    .from(sessions)
    .where(and(inArray(sessions.supervisorId, tutorIds), inWeekAndOver));
  const staffed = await db
    .select({ tutorId: assignments.employeeId, sessionId: sessions.id, minutes: sessions.duration })
    .from(assignments)
    .innerJoin(sessions, eq(sessions.id, assignments.sessionId))
    .where(and(inArray(assignments.employeeId, tutorIds), inWeekAndOver));
  const counted = new Set<string>();
  const minutes = new Map<number, number>();
  for (const row of [...supervised, ...staffed]) {
    const key = `${row.tutorId}:${row.sessionId}`;
    if (row.tutorId === null || counted.has(key)) continue;
    counted.add(key);
    minutes.set(row.tutorId, (minutes.get(row.tutorId) ?? 0) + row.minutes);
  }
  return minutes;
}

async function availableMinutes(
  db: Db,
  tutorIds: number[],
  week: { startsAt: Date; endsAt: Date },
): Promise<Map<number, number>> {
  const rows = await db
    .select({ tutorId: availabilities.tutorId, minutes: sum(availabilities.duration) })
    .from(availabilities)
    .where(
      and(
        inArray(availabilities.tutorId, tutorIds),
        gte(availabilities.startsAt, week.startsAt),
        lt(availabilities.startsAt, week.endsAt),
      ),
    )
    .groupBy(availabilities.tutorId);
  return new Map(rows.map((row) => [row.tutorId, Number(row.minutes ?? 0)]));
}

/** The team's name and its manager's contact (spec §2 Team view: phone and e-mail link). */
async function teamHeading(db: Db, teamId: number) {
  const [row] = await db
    .select({
      name: teams.name,
      managerId: teams.managerId,
      managerName: fullName,
      managerEmail: users.email,
      managerPhone: users.phone,
    })
    .from(teams)
    .leftJoin(employees, eq(employees.id, teams.managerId))
    .leftJoin(users, eq(users.id, employees.userId))
    .where(eq(teams.id, teamId))
    .limit(1);
  if (!row) throw new NotFound();
  const manager =
    row.managerId !== null && row.managerEmail !== null
      ? {
          id: row.managerId,
          name: row.managerName,
          email: row.managerEmail,
          phone: row.managerPhone,
        }
      : null;
  return { name: row.name, manager };
}

interface MemberRef {
  userId: number;
  roles: string[];
  tutorId: number;
}

/**
 * What `viewer` may do with each member: spoof them (domain's canSpoof; nobody while already
 * spoofing) and read their target histories (mayReadTargetHistory: themself, overseers, the
 * manager of a team the tutor is in).
 */
async function viewerRights(db: Db, viewer: AuthUser) {
  const managed = await managedTutorIds(db, viewer);
  const spoofer = { id: viewer.id, roles: viewer.roles, managedTutorIds: managed };
  return (member: MemberRef) => ({
    canSpoof:
      !isSpoofing(viewer) &&
      canSpoof(spoofer, {
        type: 'Tutor',
        userId: member.userId,
        roles: member.roles,
        tutorId: member.tutorId,
      }),
    canReadTargetHistory: mayReadTargetHistory(viewer, member.tutorId, {
      managesTutorsTeam: managed.includes(member.tutorId),
    }),
  });
}

/**
 * This week's delivery and availability of each tutor of the team (spec §3 Team targets,
 * §9 caps): hours from sessions and availabilities, targets from the tutor's record (hours per
 * week; 0 means none set, shown as 0%), with the team's totals, its manager's contact, each
 * tutor's, and whether `viewer` may spoof them (spec §2 Team view).
 */
export async function teamStats(
  db: Db,
  teamId: number,
  now: Date,
  timeZone: string,
  viewer: AuthUser,
): Promise<TeamStats> {
  const week = statsWeekOf(now, timeZone);
  const heading = await teamHeading(db, teamId);
  const members = await db
    .select({
      tutorId: tutors.id,
      userId: users.id,
      name: fullName,
      email: users.email,
      phone: users.phone,
      timeZone: users.timeZone,
      roles: users.roles,
      deliveryTarget: tutors.deliveryTarget,
      availabilityTarget: tutors.availabilityTarget,
    })
    .from(teamMemberships)
    .innerJoin(tutors, eq(tutors.id, teamMemberships.employeeId))
    .innerJoin(employees, eq(employees.id, tutors.id))
    .innerJoin(users, eq(users.id, employees.userId))
    .where(and(eq(teamMemberships.teamId, teamId), eq(teamMemberships.role, 'tutor')))
    .orderBy(asc(users.lastName), asc(users.firstName));
  const ids = members.map((member) => member.tutorId);
  const delivered = ids.length > 0 ? await deliveredMinutes(db, ids, week, now) : new Map();
  const available = ids.length > 0 ? await availableMinutes(db, ids, week) : new Map();
  const rightsOf = await viewerRights(db, viewer);
  const weeks = members.map((member) => ({
    deliveryActual: hoursOf(delivered.get(member.tutorId) ?? 0),
    deliveryTarget: member.deliveryTarget,
    availabilityActual: hoursOf(available.get(member.tutorId) ?? 0),
    availabilityTarget: member.availabilityTarget,
  }));
  const total = (key: keyof (typeof weeks)[number]) =>
    Math.round(weeks.reduce((sum, hours) => sum + hours[key], 0) * 100) / 100;
  const totals = {
    deliveryActual: total('deliveryActual'),
    deliveryTarget: total('deliveryTarget'),
    availabilityActual: total('availabilityActual'),
    availabilityTarget: total('availabilityTarget'),
  };
  return {
    teamId,
    teamName: heading.name,
    weekNumber: isoWeekNumber(calendarDateIn(week.startsAt, timeZone)),
    weekStartsAt: week.startsAt.toISOString(),
    weekEndsAt: week.endsAt.toISOString(),
    manager: heading.manager,
    totals: { ...totals, ...progressPercents(totals) },
    members: members.map((member, index) => {
      const hours = weeks[index]!;
      return {
        tutorId: member.tutorId,
        name: member.name,
        email: member.email,
        phone: member.phone,
        timeZone: member.timeZone,
        ...rightsOf(member),
        ...hours,
        ...progressPercents(hours),
      };
    }),
  };
}
