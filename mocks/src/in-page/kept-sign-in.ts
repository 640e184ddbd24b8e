import type { PGlite } from '@electric-sql/pglite';

/** The sessionStorage key of the signed-in auth session row. */
const KEY = 'tp-mocked:auth-session';
const AUTH_COOKIE = 'tp_auth';

/** The tp_auth value a Set-Cookie line sets: a string, '' when it clears it, null for others. */
function authCookieOf(setCookie: string): string | null {
  const [pair = '', ...attributes] = setCookie.split(';');
  const separator = pair.indexOf('=');
  if (pair.slice(0, separator).trim() !== AUTH_COOKIE) return null;
  const cleared = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
  return cleared ? '' : pair.slice(separator + 1).trim();
}

/**
 * Keeps the sign-in across reloads of the tab. The page's database is new at every load, but
 * the tp_auth cookie survives it; so the auth session row is copied to sessionStorage when the
 * app signs someone in (or out) and put back at the next start. Other writes last as long as
 * the page, as the mocked mode promises. The row is found by `rowIdOf` the cookie's token (the
 * server keys it by the token's hash, never the token).
 */
export function signInKeeper(
  client: PGlite,
  rowIdOf: (cookieToken: string) => string,
  storage: Storage = sessionStorage,
) {
  return {
    async restore(): Promise<void> {
      const row = storage.getItem(KEY);
      if (!row) return;
      await client.query(
        `insert into auth_sessions select * from json_populate_record(null::auth_sessions, $1::json)
         on conflict (id) do nothing`,
        [row],
      );
    },

    async keep(setCookies: readonly string[]): Promise<void> {
      for (const line of setCookies) {
        const token = authCookieOf(line);
        if (token === null) continue;
        if (token === '') {
          storage.removeItem(KEY);
          continue;
        }
        const { rows } = await client.query<{ row: unknown }>(
          'select row_to_json(s) as row from auth_sessions s where id = $1',
          [rowIdOf(decodeURIComponent(token))],
        );
        const row = rows[0]?.row;
        if (row) storage.setItem(KEY, JSON.stringify(row));
      }
    },
  };
}
