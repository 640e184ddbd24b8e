import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from './schema/index.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';

export { schema };

/** Either database behind one type: every query is written once against this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance behind `db` (PGlite only), to dump or clone its data directory. */
  pglite?: PGlite;
  close(): Promise<void>;
}

/** The checked-in migrations (drizzle-kit's SQL), applied by `openDatabase`. */
export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '..', '..', 'drizzle');

/**
 * Ends a pool once every connection of it is closed. `pool.end()` answers as soon as it has
 * asked its connections to close: a database dropped (WITH FORCE) right after would terminate
 * the ones still saying goodbye, and each would throw an unhandled 57P01.
 */
async function endPool(pool: Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

/**
 * Opens the database and applies the checked-in migrations.
 * - `url` set: PostgreSQL through `pg`.
 * - otherwise PGlite, persisted under `dir` (or in memory when `dir` is 'memory://'), started
 *   from `loadDataDir` (a `dumpDataDir()` of another instance) when given.
 */
export async function openDatabase(options: {
  url?: string;
  dir?: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server closed (a restart, a dropped database) is an 'error' on
    // the pool, which crashes the process unless someone listens; the pool replaces it.
    pool.on('error', (error) =>
      console.warn(`PostgreSQL closed an idle connection: ${error.message}`),
    );
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Db, kind: 'postgres', close: () => endPool(pool) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { countedPgliteDb } = await import('./pglite-db.ts');
  const dir = options.dir ?? 'memory://';
  const storage = dir.startsWith('memory://') ? { dataDir: dir } : { fs: await onDisk(dir) };
  const client = new PGlite({
    ...storage,
    extensions: PGLITE_EXTENSIONS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // Its pages are in memory or the OS's cache: a random read costs about what a sequential one
  // does (the default 4 models a spinning disk). With 1.1, as usual on SSDs, small tables are read
  // through their indexes too: the courses page's per-row subqueries on the demo world took 0.71
  // ms by sequential scans, 0.51 by index. A setting of this connection, PGlite's only one.
  await client.exec('SET random_page_cost = 1.1');
  const db = countedPgliteDb(client);
  // On a loaded data directory this only checks that every migration is already applied.
  await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

/** A PGlite data directory on disk, created when missing (pglite-sized-nodefs.ts). */
async function onDisk(dir: string) {
  mkdirSync(dir, { recursive: true });
  const { SizedNodeFS } = await import('./pglite-sized-nodefs.ts');
  return new SizedNodeFS(dir);
}
