import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { countWrites } from '../db/write-generation.ts';
import { AUTH_LOOKUP_REUSE_MS, AuthLookupCache } from './auth-lookup-cache.ts';

/** A database handle whose write count the test moves. */
function countedDb() {
  const db = {} as Db;
  let writes = 0;
  countWrites(db, () => writes);
  return { db, write: () => (writes += 1) };
}

const t0 = new Date('2026-03-08T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('AuthLookupCache', () => {
  it('reuses a lookup until the database is written', async () => {
    const { db, write } = countedDb();
    const cache = new AuthLookupCache<string>();
    const load = vi.fn(async () => 'row');
    await cache.lookup(db, 'a', t0, load);
    await cache.lookup(db, 'a', t0, load);
    expect(load).toHaveBeenCalledTimes(1);
    write();
    await cache.lookup(db, 'a', t0, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('looks again once the request clock has moved on by the reuse time, or went back', async () => {
    const { db } = countedDb();
    const cache = new AuthLookupCache<string>();
    const load = vi.fn(async () => 'row');
    await cache.lookup(db, 'a', t0, load);
    await cache.lookup(db, 'a', at(AUTH_LOOKUP_REUSE_MS - 1), load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.lookup(db, 'a', at(AUTH_LOOKUP_REUSE_MS), load);
    expect(load).toHaveBeenCalledTimes(2);
    await cache.lookup(db, 'a', t0, load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('never keeps a sign-in that was not found, nor one read while a write happened', async () => {
    const { db, write } = countedDb();
    const cache = new AuthLookupCache<string>();
    const missing = vi.fn(async () => null);
    await cache.lookup(db, 'a', t0, missing);
    await cache.lookup(db, 'a', t0, missing);
    expect(missing).toHaveBeenCalledTimes(2);
    const racing = vi.fn(async () => {
      write();
      return 'row';
    });
    await cache.lookup(db, 'b', t0, racing);
    await cache.lookup(db, 'b', t0, racing);
    expect(racing).toHaveBeenCalledTimes(2);
  });

  it('always looks on a database other processes write (PostgreSQL)', async () => {
    const cache = new AuthLookupCache<string>();
    const load = vi.fn(async () => 'row');
    const db = {} as Db;
    await cache.lookup(db, 'a', t0, load);
    await cache.lookup(db, 'a', t0, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps each database’s lookups apart (a copied database has the same sign-ins)', async () => {
    const first = countedDb();
    const second = countedDb();
    const cache = new AuthLookupCache<string>();
    await cache.lookup(first.db, 'a', t0, async () => 'first');
    expect(await cache.lookup(second.db, 'a', t0, async () => 'second')).toBe('second');
  });
});
