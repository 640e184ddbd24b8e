import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context.ts';
import type { ServerCrypto } from '../platform/server-crypto.ts';
import { readXsrfCookie, writeXsrfCookie, XSRF_HEADER } from './cookies.ts';
import { bearsExamsToken } from '../routes/exams/exams-caller.ts';

export const INVALID_CSRF_MESSAGE = 'Invalid CSRF token.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(crypto: ServerCrypto, a: string | undefined, b: string | undefined): boolean {
  return Boolean(a && b && crypto.safeEqual(a, b));
}

/**
 * The token the browser's XSRF-TOKEN cookie should hold: the sign-in's token, so a
 * lost or stale cookie heals itself on the next GET; otherwise the current cookie, or a fresh
 * one when there is none.
 */
function wantedCookieToken(c: Context<AppEnv>, cookie: string | undefined): string {
  return c.get('authCsrfToken') ?? cookie ?? c.get('deps').crypto.randomToken();
}

/**
 * Double-submit CSRF protection as the original clients expect it: a readable XSRF-TOKEN
 * cookie, echoed in the X-XSRF-TOKEN header on every non-GET/HEAD/OPTIONS call (sign-in
 * included). Signed in, the header must also equal the sign-in's own token, so a cookie
 * planted by a sibling subdomain cannot be used. Runs after authMiddleware.
 */
export const csrfMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const cookie = readXsrfCookie(c);
  const wanted = wantedCookieToken(c, cookie);
  if (wanted !== cookie) writeXsrfCookie(c, wanted);

  // An exams-service call with its token in the header is judged by the token (exams-caller.ts).
  if (
    !SAFE_METHODS.has(c.req.method) &&
    !bearsExamsToken(c.req.path, c.req.header('Authorization'))
  ) {
    const header = c.req.header(XSRF_HEADER);
    const authCsrf = c.get('authCsrfToken');
    const { crypto } = c.get('deps');
    const valid =
      sameToken(crypto, header, cookie) &&
      (authCsrf === null || sameToken(crypto, header, authCsrf));
    if (!valid) return c.json({ error: INVALID_CSRF_MESSAGE }, 403);
  }
  await next();
};
