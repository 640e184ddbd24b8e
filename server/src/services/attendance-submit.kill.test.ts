import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AttendanceSubmit, AuthUser } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import { attendances, sessions, studentBadges, students } from '../db/schema/index.ts';
import type { AppDeps } from '../deps.ts';
import type { CallContext } from '../resources/types.ts';
import { seedResourceWorld, type ResourceWorld } from '../test/fixtures.ts';
import { submitAttendance } from './attendance-submit.ts';
import { spawnTypeScript } from '../test/typescript-process.ts';

/** During s1 of the fixture world (16:00–17:00): its attendance is open. */
const NOW = new Date('2026-03-10T16:10:00Z');
const CHILD = path.join(import.meta.dirname, 'attendance-submit-child.ts');

/** What a submit writes, read back: attendances, points, gems and attendanceTakenAt of s1. */
async function storedState(db: Db, world: ResourceWorld) {
  const sessionId = world.sessions.s1.id;
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  return {
    attendances: await db
      .select({
        attended: attendances.attended,
        notes: attendances.notes,
        points: attendances.points,
      })
      .from(attendances)
      .where(eq(attendances.sessionId, sessionId))
      .orderBy(attendances.id),
    points: await db
      .select({ id: students.id, points: students.points })
      .from(students)
      .orderBy(students.id),
    badges: await db.select({ id: studentBadges.id }).from(studentBadges),
    attendanceTakenAt: session!.attendanceTakenAt,
  };
}

/** Two students on s1, so the interruption falls between the rows of one submit. */
async function secondStudentOnS1(db: Db, world: ResourceWorld) {
  await db
    .insert(attendances)
    .values({ sessionId: world.sessions.s1.id, studentId: world.students.sid });
  return db
    .select({ id: attendances.id })
    .from(attendances)
    .where(eq(attendances.sessionId, world.sessions.s1.id))
    .orderBy(attendances.id);
}

function submitOf(rows: { id: number }[]): AttendanceSubmit {
  return {
    attendances: rows.map((row) => ({
      id: row.id,
      attended: true,
      notes: 'Solved every practice problem',
      points: 50,
      badges: ['Ruby', 'Gold'],
    })),
  };
}

function adminOf(world: ResourceWorld): AuthUser {
  return {
    id: world.users.admin.id,
    roles: ['admin'],
    employeeId: world.users.admin.employeeId,
  } as AuthUser;
}

describe('an interrupted attendance submit stores all of it or none', () => {
  let dir: string;
  let database: Database;
  let world: ResourceWorld;
  let rows: { id: number }[];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'submit-kill-'));
    database = await openDatabase({ dir });
    world = await seedResourceWorld(database.db);
    rows = await secondStudentOnS1(database.db, world);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('rolls every row back when the submit fails after its first write', async () => {
    const before = await storedState(database.db, world);
    const ctx = {
      user: adminOf(world),
      now: NOW,
      deps: { db: database.db } as AppDeps,
      authSessionId: null,
      linkBase: '',
    } as CallContext;
    await expect(
      database.db.transaction((tx) =>
        submitAttendance(tx, ctx, world.sessions.s1.id, submitOf(rows), {
          async afterFirstWrite() {
            throw new Error('interrupted after the first row');
          },
        }),
      ),
    ).rejects.toThrow('interrupted after the first row');
    expect(await storedState(database.db, world)).toEqual(before);
  });

  it('leaves nothing of a submit whose server process is killed mid-transaction', async () => {
    const before = await storedState(database.db, world);
    // The child opens the same data directory: this process lets go of it first.
    await database.close();
    const child = spawnTypeScript(CHILD, [
      dir,
      String(world.sessions.s1.id),
      JSON.stringify(submitOf(rows)),
      JSON.stringify(adminOf(world)),
      NOW.toISOString(),
    ]);
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
      child.on('exit', (code, signal) => resolve(signal ?? code)),
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('FIRST-WRITE')) resolve();
      });
      child.on('exit', () =>
        reject(new Error(`the child ended before its first write: ${errors}`)),
      );
    });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    database = await openDatabase({ dir });
    expect(await storedState(database.db, world)).toEqual(before);
    // And the database is usable: the same submit, run to its end, stores all of it.
    const ctx = {
      user: adminOf(world),
      now: NOW,
      deps: { db: database.db, realtime: { publish: async () => undefined } } as unknown as AppDeps,
      authSessionId: null,
      linkBase: '',
    } as CallContext;
    await database.db.transaction((tx) =>
      submitAttendance(tx, ctx, world.sessions.s1.id, submitOf(rows)),
    );
    const after = await storedState(database.db, world);
    expect(after.attendances).toEqual(
      before.attendances.map((row) => ({
        attended: true,
        notes: 'Solved every practice problem',
        points: row.points + 50,
      })),
    );
    expect(after.badges).toHaveLength(before.badges.length + 4);
    expect(after.attendanceTakenAt).toEqual(NOW);
  }, 120_000);
});
