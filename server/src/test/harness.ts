import { createApp } from '../app.ts';
import { fixedClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { memoryMailer } from '../mail/mailer.ts';
import { recordingPublisher } from '../realtime/publisher.ts';
import { memoryFileStore } from '../storage/file-store.ts';
import { nodePlatform } from '../platform/node-platform.ts';
import { freshTestDatabase, type Backend } from './test-databases.ts';
import { isolateEachTest, switchableDb } from './test-isolation.ts';

export type { Backend };

/**
 * The database backends a server test file runs against: always PGlite, and PostgreSQL when
 * DATABASE_URL_TEST is set (CI machines have one). Use with `describe.each(BACKENDS)`.
 */
export const BACKENDS: Backend[] = process.env.DATABASE_URL_TEST
  ? ['pglite', 'postgres']
  : ['pglite'];

export const TEST_NOW = new Date('2026-03-10T15:00:00.000Z');

/**
 * Builds the real app (same middleware and error handler) on a fresh database of its own: a
 * copy of this run's migrated snapshot, with no rows. Create it in `beforeAll` and seed the
 * file's fixtures there too: each test then runs inside a transaction rolled back after it
 * (the app's own transactions become savepoints), and gets the clock, mail and realtime logs
 * back as they were, so every test starts from what `beforeAll` left and none sees another's
 * writes. A test that needs real concurrency declares `{ meta: { ownDatabase: true } }` and
 * runs on a copy of the database instead; one that only races requests declares
 * `{ meta: { racing: true } }` (a copy on PostgreSQL only: test-isolation.ts).
 */
export async function createTestContext(backend: Backend = 'pglite') {
  const database = await freshTestDatabase(backend);
  const clock = fixedClock(TEST_NOW);
  const mailer = memoryMailer();
  const realtime = recordingPublisher();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    REALTIME_SECRET: 'test-secret',
  });
  const files = memoryFileStore();
  // Inside a test, `db` is that test's transaction (test-isolation.ts).
  const db = switchableDb(database.db);
  const deps: AppDeps = {
    db: db.handle,
    clock,
    mailer,
    realtime,
    files,
    config,
    ...nodePlatform,
  };
  const app = createApp(deps);
  const stopIsolating = isolateEachTest({ db, database, clock, mailer, realtime });
  return {
    app,
    deps,
    db: db.handle,
    clock,
    mailer,
    realtime,
    close: async () => {
      await stopIsolating();
      await database.drop();
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
