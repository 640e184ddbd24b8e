import { PGlite } from '@electric-sql/pglite';
import fs, { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SizedNodeFS } from './pglite-sized-nodefs.ts';

/** Every relation whose size PostgreSQL reads (pg_relation_size) against its file on disk. */
async function sizeMismatches(db: PGlite, dir: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string; file: string; size: number }>(
    `select relname as name, pg_relation_filepath(oid) as file, pg_relation_size(oid)::int as size
       from pg_class where relkind in ('r', 'i', 't') and pg_relation_filepath(oid) is not null`,
  );
  return rows
    .map(({ name, file, size }) => ({ name, size, onDisk: statSync(path.join(dir, file)).size }))
    .filter(({ size, onDisk }) => size !== onDisk)
    .map(({ name, size, onDisk }) => `${name}: PostgreSQL reads ${size}, the file has ${onDisk}`);
}

describe('PGlite on disk with its files’ sizes kept in memory', () => {
  let dir: string;
  let db: PGlite;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tp-sized-nodefs-'));
    db = new PGlite({ fs: new SizedNodeFS(dir) });
    await db.exec(`create table items (id serial primary key, label text not null)`);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads each relation’s size as its file has it, as tables grow, shrink and are replaced', async () => {
    // Grows the table and its index over many pages.
    await db.exec(
      `insert into items (label) select repeat('x', 200) from generate_series(1, 5000)`,
    );
    expect(await sizeMismatches(db, dir)).toEqual([]);
    // VACUUM truncates the emptied pages at the table's end (ftruncate).
    await db.exec(`delete from items where id > 1000`);
    await db.exec(`vacuum items`);
    expect(await sizeMismatches(db, dir)).toEqual([]);
    await db.exec(`insert into items (label) select 'y' from generate_series(1, 3000)`);
    // TRUNCATE gives the table new files; the old ones are emptied and unlinked.
    await db.exec(`truncate items; insert into items (label) values ('after')`);
    expect(await sizeMismatches(db, dir)).toEqual([]);
    // VACUUM FULL rewrites it into new files too.
    await db.exec(`insert into items (label) select 'z' from generate_series(1, 2000)`);
    await db.exec(`vacuum full items`);
    expect(await sizeMismatches(db, dir)).toEqual([]);
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from items`);
    expect(rows[0]!.n).toBe(2001);
  }, 60_000);

  it('asks the file system for a relation’s size once, not at every query', async () => {
    await db.query(`select count(*) from items`);
    const fstat = vi.spyOn(fs, 'fstatSync');
    try {
      for (let i = 0; i < 5; i++) await db.query(`select count(*) from items where label = 'z'`);
      expect(fstat).not.toHaveBeenCalled();
    } finally {
      fstat.mockRestore();
    }
  });

  it('keeps every row across a restart', async () => {
    await db.close();
    db = new PGlite({ fs: new SizedNodeFS(dir) });
    const { rows } = await db.query<{ n: number; last: string }>(
      `select count(*)::int as n, max(id) filter (where label = 'after') as last from items`,
    );
    expect(rows[0]!.n).toBe(2001);
    await db.exec(`insert into items (label) select 'w' from generate_series(1, 500)`);
    expect(await sizeMismatches(db, dir)).toEqual([]);
  }, 60_000);
});
