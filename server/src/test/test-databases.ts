import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A `dumpDataDir()` of a PGlite the migrations just built (see global-setup.ts). */
    pgliteSnapshotPath?: string;
    /** A PostgreSQL database the migrations just built, to copy as a template. */
    postgresTemplate?: string;
  }
}

export type Backend = 'pglite' | 'postgres';

/** A migrated database of its own for a test file (or a test that needs real concurrency). */
export interface TestDatabase {
  readonly backend: Backend;
  readonly db: Db;
  /** A new database holding this one's committed rows; drop it when done. */
  copy(): Promise<TestDatabase>;
  /** Closes the connections and removes the database. */
  drop(): Promise<void>;
}

/** Opens a PGlite in memory over the checked-in migrations and dumps its data directory. */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const database = await openDatabase({ dir: 'memory://' });
  try {
    return await database.pglite!.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

let snapshot: Promise<Blob> | undefined;

/**
 * The migrated snapshot a test file's PGlite starts from: the one the global setup wrote for
 * this run, or (outside the server's vitest project) one made here, once per module.
 */
function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const path = inject('pgliteSnapshotPath');
    return path ? new Blob([await readFile(path)]) : migratedPgliteSnapshot();
  })();
  return snapshot;
}

/**
 * This worker's PGlite databases whose test files ended, emptied for the next file to take:
 * opening one from the snapshot costs about 1.7 s of CPU (PostgreSQL starting in WebAssembly
 * over an unpacked data directory), emptying one a few milliseconds. A worker runs its files
 * one after another (isolate: false keeps this module), so one or two are ever open.
 */
const emptiedPglites: Database[] = [];

/** The statement that empties a migrated database: every table (its tables, read once). */
let emptyingSql: Promise<string> | undefined;

async function emptyingStatementFor(database: Database): Promise<string> {
  const tables = await database.pglite!.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema', 'drizzle') order by 1`,
  );
  return `truncate ${tables.rows.map((table) => table.name).join(', ')} cascade`;
}

/** Puts every sequence back to its start, owned by a column or not, in one statement. */
const RESTART_SEQUENCES = `select setval(format('%I.%I', schemaname, sequencename)::regclass,
    start_value, false) from pg_sequences
  where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`;

class PgliteTestDatabase implements TestDatabase {
  readonly backend = 'pglite';

  /** `reusable`: emptied and kept for the next file when dropped (a file's own database). */
  constructor(
    private readonly database: Database,
    private readonly reusable = false,
  ) {}

  static async from(dump: Blob): Promise<PgliteTestDatabase> {
    return new PgliteTestDatabase(await openDatabase({ dir: 'memory://', loadDataDir: dump }));
  }

  /** An empty migrated database: one a finished file left, or a new copy of the snapshot. */
  static async fresh(): Promise<PgliteTestDatabase> {
    const emptied = emptiedPglites.pop();
    if (emptied) return new PgliteTestDatabase(emptied, true);
    const database = await openDatabase({ dir: 'memory://', loadDataDir: await pgliteSnapshot() });
    // Read on a database with no rows yet, so the statement empties what files add.
    emptyingSql ??= emptyingStatementFor(database);
    await emptyingSql;
    return new PgliteTestDatabase(database, true);
  }

  get db(): Db {
    return this.database.db;
  }

  async copy(): Promise<TestDatabase> {
    return PgliteTestDatabase.from(await this.database.pglite!.dumpDataDir('none'));
  }

  async drop(): Promise<void> {
    if (!this.reusable || !emptyingSql) return this.database.close();
    // Through the app's handle, so what it cached about the rows (writeGenerationOf) is stale.
    await this.database.db.execute(sql.raw(await emptyingSql));
    await this.database.db.execute(sql.raw(RESTART_SEQUENCES));
    emptiedPglites.push(this.database);
  }
}

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `sql` on the server's maintenance connection (DATABASE_URL_TEST's own database). */
async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Creates an empty database, or a copy of `template` (which must have no open connection). */
async function createPostgresDatabase(baseUrl: string, template?: string): Promise<string> {
  const name = `tp_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(
    baseUrl,
    template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`,
  );
  return name;
}

export function dropPostgresDatabase(baseUrl: string, name: string): Promise<void> {
  return adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** A database the checked-in migrations just built, left without connections (a template). */
export async function createMigratedPostgresDatabase(baseUrl: string): Promise<string> {
  const name = await createPostgresDatabase(baseUrl);
  const database = await openDatabase({ url: databaseUrl(baseUrl, name) });
  await database.close();
  return name;
}

class PostgresTestDatabase implements TestDatabase {
  readonly backend = 'postgres';

  constructor(
    private readonly baseUrl: string,
    private readonly name: string,
    private database: Database,
  ) {}

  static async open(baseUrl: string, name: string): Promise<PostgresTestDatabase> {
    return new PostgresTestDatabase(
      baseUrl,
      name,
      await openDatabase({ url: databaseUrl(baseUrl, name) }),
    );
  }

  get db(): Db {
    return this.database.db;
  }

  async copy(): Promise<TestDatabase> {
    // PostgreSQL copies only a database nobody is connected to: close the pool, copy, reopen.
    await this.database.close();
    try {
      return await PostgresTestDatabase.open(
        this.baseUrl,
        await createPostgresDatabase(this.baseUrl, this.name),
      );
    } finally {
      this.database = await openDatabase({ url: databaseUrl(this.baseUrl, this.name) });
    }
  }

  async drop(): Promise<void> {
    await this.database.close();
    await dropPostgresDatabase(this.baseUrl, this.name);
  }
}

/**
 * A fresh database with the schema of the checked-in migrations and no rows: a copy of this
 * run's migrated snapshot (PGlite) or template database (PostgreSQL), so the migrations run
 * once per run, not once per file.
 */
export async function freshTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') return PgliteTestDatabase.fresh();
  const baseUrl = process.env.DATABASE_URL_TEST;
  if (!baseUrl) throw new Error('DATABASE_URL_TEST is not set: no PostgreSQL to test on.');
  const template = inject('postgresTemplate');
  const name = template
    ? await createPostgresDatabase(baseUrl, template)
    : await createMigratedPostgresDatabase(baseUrl);
  return PostgresTestDatabase.open(baseUrl, name);
}
