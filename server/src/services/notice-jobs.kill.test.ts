import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import { notices, tutors } from '../db/schema/index.ts';
import { seedResourceWorld } from '../test/fixtures.ts';
import { TEST_NOW } from '../test/harness.ts';
import { sendDueNotices } from './notice-jobs.ts';
import { sendDueReminders } from './notice-reminders.ts';
import { spawnTypeScript } from '../test/typescript-process.ts';

const CHILD = path.join(import.meta.dirname, 'notice-jobs-child.ts');

const sent = async (db: Db) =>
  (await db.select().from(notices)).map((n) => `${n.title}|${n.userId}|${n.linkId}`).sort();
const runPasses = async (db: Db) =>
  (await sendDueReminders(db, { now: TEST_NOW })) + (await sendDueNotices(db, { now: TEST_NOW }));

/**
 * The job runner's process is SIGKILLed in the middle of a batch of notices (the fixture world
 * at TEST_NOW has five due: two reminders, Tia's Under Target, two POG forms), with its third
 * notice written and not committed; the restarted runner sends every notice exactly once.
 * PGlite: the child process opens the same data directory.
 */
describe('a notice runner killed mid-batch (pglite, a real process)', () => {
  let dir: string;
  let database: Database;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'notice-kill-'));
    database = await openDatabase({ dir });
    const world = await seedResourceWorld(database.db);
    await database.db
      .update(tutors)
      .set({ availabilityTarget: 10 })
      .where(eq(tutors.id, world.users.tia.employeeId!));
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('leaves the two committed notices, none of the third; the next runner sends the rest once', async () => {
    await database.close();
    const child = spawnTypeScript(CHILD, [dir, '2', TEST_NOW.toISOString()]);
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
      child.on('exit', (code, signal) => resolve(signal ?? code)),
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('MID-BATCH')) resolve();
      });
      child.on('exit', () => reject(new Error(`the child ended before mid-batch: ${errors}`)));
    });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    database = await openDatabase({ dir });
    expect(await sent(database.db)).toHaveLength(2);
    expect(await runPasses(database.db)).toBe(3);
    expect(await runPasses(database.db)).toBe(0);
    const all = await sent(database.db);
    expect(all).toHaveLength(5);
    expect(new Set(all).size).toBe(5);
  }, 120_000);
});
