import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from './client.ts';
import * as schema from './schema/index.ts';

/**
 * The app's database over a PGlite client someone else opened, e.g. in a browser page from a
 * data directory dump (`new PGlite({ loadDataDir })`), already migrated and seeded.
 */
export function pgliteDb(client: PGlite): Db {
  return drizzle({ client, schema }) as unknown as Db;
}
