import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../auth/password.ts';
import type { Db } from './client.ts';
import { hasDemoPassword } from './demo-world/account-states.ts';
import { DEMO_PASSWORD } from './demo-world/demo-logins.ts';
import { putDemoFiles } from './demo-world/message-files.ts';
import { DEMO_WORLD_TABLES, type DemoWorldTableKey } from './demo-world-tables.ts';
import type { DemoWorld } from './demo-world/types.ts';
import { users } from './schema/index.ts';
import type { FileStore } from '../storage/file-store.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const DEFAULT_CHUNK_SIZE = 500;

export interface SeedOptions {
  /** A ready hash of DEMO_PASSWORD (tests pass one to skip the ~50 ms scrypt). */
  passwordHash?: string;
  chunkSize?: number;
  /**
   * Where the demo files' bytes go (the app's file store), so the demo messages' files
   * download; without one only their rows are written.
   */
  files?: FileStore;
}

export type SeedCounts = Record<DemoWorldTableKey, number>;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Whether the table's `id` is a serial, whose sequence must move past the ids we insert. */
function hasSerialId(table: PgTable): boolean {
  return getTableColumns(table).id?.columnType === 'PgSerial';
}

/**
 * Inserts the whole demo world in one transaction, table by table in DEMO_WORLD_TABLES'
 * (foreign-key) order, with the world's explicit ids; every user gets the one hash of
 * DEMO_PASSWORD, except the invited ones the world says have not chosen a password yet (hash
 * left null). Afterwards each serial sequence is moved to max(id) so the next ordinary insert
 * does not collide. Either all of the world is in the database afterwards or none of it.
 * Then the demo files' bytes are written to `options.files` under the keys their rows name.
 */
export async function seedDemoWorld(
  db: Db,
  world: DemoWorld,
  options: SeedOptions = {},
): Promise<SeedCounts> {
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const size = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const rowsOf = (key: DemoWorldTableKey): readonly object[] =>
    key === 'users'
      ? world.users.map((user) => ({
          ...user,
          passwordHash: hasDemoPassword(user) ? passwordHash : null,
        }))
      : world[key];
  await db.transaction(async (tx) => {
    for (const { key, table } of DEMO_WORLD_TABLES) {
      // The DemoWorld type is derived from these same tables' insert types, so each row fits
      // its table; the loop over the union of tables just cannot say so to the compiler.
      for (const rows of chunks(rowsOf(key), size)) await tx.insert(table).values(rows as never);
    }
    for (const { table } of DEMO_WORLD_TABLES.filter(({ table }) => hasSerialId(table))) {
      // setval(seq, max, true) makes nextval return max + 1; on an empty table
      // setval(seq, 1, false) makes it return 1.
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), coalesce(max(id), 1), max(id) is not null) from ${table}`,
      );
    }
  });
  if (options.files) await putDemoFiles(options.files, world.uploads);
  return Object.fromEntries(
    DEMO_WORLD_TABLES.map(({ key }) => [key, world[key].length]),
  ) as SeedCounts;
}

/** True when no user exists yet: the moment `npm start` seeds the demo world. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}
