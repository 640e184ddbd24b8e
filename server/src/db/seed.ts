import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DEMO_PASSWORD, hasDemoPassword, type DemoWorld } from '@tp/mocks/world';
import { hashPassword } from '../auth/password.ts';
import type { Db } from './client.ts';
import {
  assignments,
  attendances,
  availabilities,
  brands,
  courses,
  departments,
  employees,
  enrollments,
  notices,
  parents,
  sessions,
  students,
  subjects,
  teamMemberships,
  teams,
  tutors,
  users,
} from './schema/index.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const DEFAULT_CHUNK_SIZE = 500;

/** Tables whose `id` is a serial, whose sequence must move past the explicit ids we insert. */
const SERIAL_TABLES: readonly PgTable[] = [
  users,
  departments,
  brands,
  subjects,
  employees,
  parents,
  students,
  courses,
  enrollments,
  sessions,
  assignments,
  attendances,
  availabilities,
  notices,
  teams,
  teamMemberships,
];

export interface SeedOptions {
  /** A ready hash of DEMO_PASSWORD (tests pass one to skip the ~50 ms scrypt). */
  passwordHash?: string;
  chunkSize?: number;
}

export type SeedCounts = Record<Exclude<keyof DemoWorld, 'now'>, number>;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Inserts the whole demo world in one transaction, parents before children, with the world's
 * explicit ids; every user gets the one hash of DEMO_PASSWORD, except the invited ones the
 * world says have not chosen a password yet (hash left null). Afterwards each serial
 * sequence is moved to max(id) so the next ordinary insert does not collide. Either all of
 * the world is in the database afterwards or none of it.
 */
export async function seedDemoWorld(
  db: Db,
  world: DemoWorld,
  options: SeedOptions = {},
): Promise<SeedCounts> {
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const size = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  await db.transaction(async (tx) => {
    // One statement per table and chunk; `values` is typed by each table, so a row of the
    // world that no longer fits its table fails the type check here.
    for (const rows of chunks(world.users, size)) {
      await tx.insert(users).values(
        rows.map((user) => ({
          ...user,
          passwordHash: hasDemoPassword(user) ? passwordHash : null,
        })),
      );
    }
    for (const rows of chunks(world.departments, size)) await tx.insert(departments).values(rows);
    for (const rows of chunks(world.brands, size)) await tx.insert(brands).values(rows);
    for (const rows of chunks(world.subjects, size)) await tx.insert(subjects).values(rows);
    for (const rows of chunks(world.employees, size)) await tx.insert(employees).values(rows);
    for (const rows of chunks(world.tutors, size)) await tx.insert(tutors).values(rows);
    for (const rows of chunks(world.parents, size)) await tx.insert(parents).values(rows);
    for (const rows of chunks(world.students, size)) await tx.insert(students).values(rows);
    for (const rows of chunks(world.courses, size)) await tx.insert(courses).values(rows);
    for (const rows of chunks(world.enrollments, size)) await tx.insert(enrollments).values(rows);
    for (const rows of chunks(world.sessions, size)) await tx.insert(sessions).values(rows);
    for (const rows of chunks(world.assignments, size)) await tx.insert(assignments).values(rows);
    for (const rows of chunks(world.attendances, size)) await tx.insert(attendances).values(rows);
    for (const rows of chunks(world.availabilities, size))
      await tx.insert(availabilities).values(rows);
    for (const rows of chunks(world.notices, size)) await tx.insert(notices).values(rows);
    for (const rows of chunks(world.teams, size)) await tx.insert(teams).values(rows);
    for (const rows of chunks(world.teamMemberships, size))
      await tx.insert(teamMemberships).values(rows);

    for (const table of SERIAL_TABLES) {
      const name = getTableName(table);
      // setval(seq, max, true) makes nextval return max + 1; on an empty table
      // setval(seq, 1, false) makes it return 1.
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce(max(id), 1), max(id) is not null) from ${table}`,
      );
    }
  });
  return {
    users: world.users.length,
    departments: world.departments.length,
    brands: world.brands.length,
    subjects: world.subjects.length,
    employees: world.employees.length,
    tutors: world.tutors.length,
    parents: world.parents.length,
    students: world.students.length,
    courses: world.courses.length,
    enrollments: world.enrollments.length,
    sessions: world.sessions.length,
    assignments: world.assignments.length,
    attendances: world.attendances.length,
    availabilities: world.availabilities.length,
    notices: world.notices.length,
    teams: world.teams.length,
    teamMemberships: world.teamMemberships.length,
  };
}

/** True when no user exists yet: the moment `npm start` seeds the demo world. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}
