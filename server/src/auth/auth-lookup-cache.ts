import type { Db } from '../db/client.ts';
import { writeGenerationOf } from '../db/write-generation.ts';

/**
 * How long a sign-in's lookup is reused, by the request's clock: the idle expiry (14 days) is
 * checked up to this late. Also the most a lookup is reused in real time.
 */
export const AUTH_LOOKUP_REUSE_MS = 1000;
/** Past this many sign-ins the cache starts again (each entry is a few hundred bytes). */
const MAX_ENTRIES = 5000;

interface Entry<T> {
  value: T;
  generation: number;
  checkedAt: number;
  checkedAtReal: number;
}

/**
 * The sign-in lookup every request makes, reused while nothing was written: only on a database
 * whose every write this process sees (the embedded PGlite, see write-generation.ts), so a
 * sign-out, a lock, a role or profile change, any write at all, makes the next request look
 * again. On PostgreSQL other processes write too: every request looks (its plan is kept, see
 * drizzle/0023_auth_session_lookup.sql). A sign-in that was not found is never kept.
 */
export class AuthLookupCache<T> {
  /** Per database handle: its lookups, all read at one write count. */
  private caches = new WeakMap<Db, { generation: number; entries: Map<string, Entry<T>> }>();

  async lookup(db: Db, key: string, now: Date, load: () => Promise<T | null>): Promise<T | null> {
    const generation = writeGenerationOf(db);
    if (generation === undefined) return load();
    let cache = this.caches.get(db);
    if (!cache || cache.generation !== generation) {
      cache = { generation, entries: new Map() };
      this.caches.set(db, cache);
    }
    const { entries } = cache;
    const entry = entries.get(key);
    const realNow = performance.now();
    if (
      entry &&
      entry.generation === generation &&
      now.getTime() >= entry.checkedAt &&
      now.getTime() - entry.checkedAt < AUTH_LOOKUP_REUSE_MS &&
      realNow - entry.checkedAtReal < AUTH_LOOKUP_REUSE_MS
    ) {
      return entry.value;
    }
    const value = await load();
    // A write while the lookup ran may have changed what it read: keep it only if none did.
    if (value !== null && writeGenerationOf(db) === generation) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, {
        value,
        generation,
        checkedAt: now.getTime(),
        checkedAtReal: realNow,
      });
    } else {
      entries.delete(key);
    }
    return value;
  }
}
