import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  createMigratedPostgresDatabase,
  dropPostgresDatabase,
  migratedPgliteSnapshot,
} from './test-databases.ts';

/**
 * Runs the checked-in migrations once per test run instead of once per test file: into a
 * PGlite whose data directory is dumped to a temporary file, and, when DATABASE_URL_TEST is
 * set, into a PostgreSQL template database. Each test file's database is a copy of these
 * (test-databases.ts); both are removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tp-server-tests-'));
  const snapshotPath = path.join(dir, 'migrated-pglite.tar');
  await writeFile(
    snapshotPath,
    new Uint8Array(await (await migratedPgliteSnapshot()).arrayBuffer()),
  );
  project.provide('pgliteSnapshotPath', snapshotPath);

  const postgresUrl = process.env.DATABASE_URL_TEST;
  const template = postgresUrl ? await createMigratedPostgresDatabase(postgresUrl) : undefined;
  if (template) project.provide('postgresTemplate', template);
  else
    console.info(
      'DATABASE_URL_TEST is not set: server tests run on PGlite only (PostgreSQL skipped).',
    );

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (postgresUrl && template) await dropPostgresDatabase(postgresUrl, template);
  };
}
