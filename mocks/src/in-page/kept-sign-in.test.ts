import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInKeeper } from './kept-sign-in.ts';

/** sessionStorage's part the keeper uses, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

// The columns that matter here; the real table comes from the migrations.
const AUTH_SESSIONS = `create table auth_sessions (
  id varchar(64) primary key, user_id integer not null, csrf_token varchar(64) not null,
  expires_at timestamptz not null)`;

/** Stands in for the server's SHA-256 of the token (authSessionIdOf). */
const rowIdOf = (token: string) => `hash-of-${token}`;

describe('the kept sign-in', () => {
  let page: PGlite;
  let reloaded: PGlite;
  beforeAll(async () => {
    [page, reloaded] = await Promise.all([PGlite.create(), PGlite.create()]);
    await Promise.all([page.exec(AUTH_SESSIONS), reloaded.exec(AUTH_SESSIONS)]);
    // Two PGlite starts (WebAssembly) take seconds each on a busy 2-core machine.
  }, 60_000);
  afterAll(async () => {
    await Promise.all([page?.close(), reloaded?.close()]);
  });

  it('puts the auth session the app opened back into the next page’s database', async () => {
    const storage = memoryStorage();
    // The row is keyed by the token's hash, not by the cookie's token.
    await page.query(
      `insert into auth_sessions values ('hash-of-t1', 3, 'c1', '2030-01-01T00:00:00Z')`,
    );
    await signInKeeper(page, rowIdOf, storage).keep([
      'tp_auth=t1; Max-Age=1209600; Path=/; HttpOnly',
    ]);

    await signInKeeper(reloaded, rowIdOf, storage).restore();

    const { rows } = await reloaded.query('select id, user_id, csrf_token from auth_sessions');
    expect(rows).toEqual([{ id: 'hash-of-t1', user_id: 3, csrf_token: 'c1' }]);
  });

  it('forgets the sign-in when the app clears the cookie', async () => {
    const storage = memoryStorage();
    storage.setItem('tp-mocked:auth-session', '{"id":"s1"}');
    await signInKeeper(page, rowIdOf, storage).keep(['tp_auth=; Max-Age=0; Path=/']);
    expect(storage.length).toBe(0);
  });
});
