import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/client.ts';

export type Backend = 'pglite' | 'postgres';

/**
 * A fresh database for one bench run: PGlite in a temp dir, or a throwaway database on the
 * PostgreSQL server `postgresUrl` names (created here, dropped by `drop`).
 */
export async function openBackend(
  kind: Backend,
  postgresUrl: string | undefined,
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'tp-bench-'));
    const database = await openDatabase({ dir });
    return {
      database,
      drop: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const { Client } = await import('pg');
  const name = `tp_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const cleanup = new Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
