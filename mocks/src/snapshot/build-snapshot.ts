import { PGlite } from '@electric-sql/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS, pgliteDb } from '@tp/server';
import {
  DEMO_PASSWORD,
  generateDemoWorld,
  quickPasswordHash,
  seedDemoWorld,
} from './demo-world.ts';

/**
 * The seeded demo world as a gzipped PGlite data directory: an in-memory PGlite, the real
 * migrations, the demo world around `now`, then `dumpDataDir`. A page or a test loads it with
 * `new PGlite({ loadDataDir })` in about a second instead of migrating and seeding itself.
 */
export async function buildDemoWorldSnapshot(now: Date): Promise<Uint8Array> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  try {
    const db = pgliteDb(client);
    await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_FOLDER });
    // The demo password is published: a low-cost hash makes the page's (JavaScript) and the
    // component tests' sign-ins quick.
    await seedDemoWorld(db, generateDemoWorld({ now }), {
      passwordHash: quickPasswordHash(DEMO_PASSWORD),
    });
    await leaveOnlyTheData(client);
    const dump = await client.dumpDataDir('gzip');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}

/**
 * Trims the data directory to what the demo world needs before it is dumped: every page and
 * test worker unpacks all of it in JavaScript (about 0.7 s of a page's start in Chromium for
 * 65 MB). The template databases (14 MB) only serve CREATE DATABASE, which nothing runs here;
 * the write-ahead log keeps one segment of 16 MB instead of two, and no record to replay.
 */
async function leaveOnlyTheData(client: PGlite): Promise<void> {
  // One statement each: DROP DATABASE cannot run inside exec's implicit transaction.
  for (const template of ['template0', 'template1']) {
    await client.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
    await client.exec(`DROP DATABASE ${template}`);
  }
  // A checkpoint in a new segment, with the old one removed rather than kept for reuse.
  await client.exec('SET wal_recycle = off');
  await client.query('SELECT pg_switch_wal()');
  await client.exec('CHECKPOINT');
}
