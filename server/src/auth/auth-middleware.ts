import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { authSessionIdOf, shouldSlide, slideAuthSession } from './auth-session.store.ts';
import { clearAuthCookie, readAuthCookie, writeAuthCookie } from './cookies.ts';
import { resolveEffectiveUser } from './effective-user.ts';
import { findAuthSessionWithUser } from './auth-user.query.ts';

/**
 * Resolves the `tp_auth` cookie to the signed-in user: sets `user` (the effective user),
 * `authSessionId` (the sign-in's row id, the hash of the cookie's token) and `authCsrfToken`,
 * all null when signed out. An unknown or expired
 * sign-in clears the cookie. Each request slides the 14-day idle expiry (at most once a
 * minute, so reads stay one query).
 */
export const authMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  c.set('authSessionId', null);
  c.set('authCsrfToken', null);

  const token = readAuthCookie(c);
  if (token) {
    const { db, clock, crypto } = c.get('deps');
    const now = clock.now();
    const authSessionId = authSessionIdOf(crypto, token);
    const found = await findAuthSessionWithUser(db, authSessionId, now);
    if (found) {
      c.set('user', await resolveEffectiveUser(found.user, c));
      c.set('authSessionId', authSessionId);
      c.set('authCsrfToken', found.csrfToken);
      if (shouldSlide(found.lastSeenAt, now)) {
        await slideAuthSession(db, authSessionId, now);
        writeAuthCookie(c, token);
      }
    } else {
      clearAuthCookie(c);
    }
  }
  await next();
};
