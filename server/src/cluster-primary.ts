import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { generateDemoWorld } from './db/demo-world/index.ts';
import { isDatabaseEmpty, seedDemoWorld } from './db/seed.ts';
import { systemClock } from './clock.ts';
import { fileStoreFromConfig } from './storage/file-store-of.ts';

/** A worker that dies this soon after it started is not restarted (it would only die again). */
const CRASH_LOOP_MS = 5_000;

/**
 * WORKERS=N (issue 27): this process prepares the database once (migrations, the demo world
 * when it is empty) and runs N server processes on the one port with node's cluster module,
 * restarting one that dies. Each worker is a whole server (API, realtime endpoint, jobs): the
 * state they share lives in PostgreSQL (sign-ins, CSRF tokens, rate-limit counters, job claims)
 * and realtime events reach every worker through LISTEN/NOTIFY.
 */
export async function runClusterPrimary(config: AppConfig): Promise<void> {
  if (!config.databaseUrl)
    throw new Error(
      'WORKERS above 1 needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process.',
    );
  const database = await openDatabase({ url: config.databaseUrl });
  try {
    if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
      console.info('Empty database: seeding the demo world...');
      await seedDemoWorld(database.db, generateDemoWorld({ now: systemClock.now() }), {
        files: fileStoreFromConfig(config),
      });
      console.info('Demo world seeded.');
    }
  } finally {
    await database.close();
  }

  // Every worker signs realtime channels with the same secret, or a socket connected to one
  // worker could not use the authorisation another gave.
  const env: Record<string, string> = {
    REALTIME_SECRET: config.realtime.kind === 'embedded' ? config.realtime.secret : randomUUID(),
  };
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = (index: number) => {
    const worker = cluster.fork(env);
    startedAt.set(worker, Date.now());
    worker.on('exit', (code, signal) => {
      const lived = Date.now() - (startedAt.get(worker) ?? 0);
      startedAt.delete(worker);
      if (stopping) return;
      console.error(`Server process ${index} exited (${signal ?? code}).`);
      if (lived < CRASH_LOOP_MS) {
        console.error('It died right after starting: not restarting it.');
        if (startedAt.size === 0) process.exit(1);
        return;
      }
      fork(index);
    });
  };
  for (let index = 0; index < config.workers; index += 1) fork(index);

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: stopping ${startedAt.size} server processes...`);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 12_000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
