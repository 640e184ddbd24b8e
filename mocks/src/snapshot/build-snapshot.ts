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
    // Checkpoint so the dump holds the data files, not a write-ahead log to replay at load.
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('gzip');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}
