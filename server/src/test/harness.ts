import { randomBytes } from 'node:crypto';
import { createApp } from '../app.ts';
import { fixedClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { memoryMailer } from '../mail/mailer.ts';
import { recordingPublisher } from '../realtime/publisher.ts';
import { memoryFileStore } from '../storage/file-store.ts';
import { nodePlatform } from '../platform/node-platform.ts';

export type Backend = 'pglite' | 'postgres';

/**
 * The database backends a server test file runs against: always PGlite, and PostgreSQL when
 * DATABASE_URL_TEST is set (CI machines have one). Use with `describe.each(BACKENDS)`.
 */
export const BACKENDS: Backend[] = process.env.DATABASE_URL_TEST
  ? ['pglite', 'postgres']
  : ['pglite'];
if (!process.env.DATABASE_URL_TEST && !process.env.VITEST_PG_NOTICE_SHOWN) {
  process.env.VITEST_PG_NOTICE_SHOWN = '1';
  console.info(
    'DATABASE_URL_TEST is not set: server tests run on PGlite only (PostgreSQL skipped).',
  );
}

/** A fresh, migrated database: in-memory PGlite, or a new throwaway database on the server. */
async function freshDatabase(backend: Backend): Promise<Database & { drop(): Promise<void> }> {
  if (backend === 'pglite') {
    const database = await openDatabase({ dir: 'memory://' });
    return { ...database, drop: () => database.close() };
  }
  const baseUrl = process.env.DATABASE_URL_TEST!;
  const { Client } = await import('pg');
  const name = `tp_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    drop: async () => {
      await database.close();
      const cleanup = new Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export const TEST_NOW = new Date('2026-03-10T15:00:00.000Z');

/** Builds the real app (same middleware and error handler) on a fresh database. */
export async function createTestContext(backend: Backend = 'pglite') {
  const database = await freshDatabase(backend);
  const clock = fixedClock(TEST_NOW);
  const mailer = memoryMailer();
  const realtime = recordingPublisher();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    REALTIME_SECRET: 'test-secret',
  });
  const files = memoryFileStore();
  const deps: AppDeps = {
    db: database.db,
    clock,
    mailer,
    realtime,
    files,
    config,
    ...nodePlatform,
  };
  const app = createApp(deps);
  return { app, deps, db: database.db, clock, mailer, realtime, close: database.drop };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
