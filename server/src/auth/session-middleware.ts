import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { shouldSlide, slideAuthSession } from './auth-session.store.ts';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './cookies.ts';
import { resolveEffectiveUser } from './effective-user.ts';
import { findSessionWithUser } from './session-user.query.ts';

/**
 * Resolves the `tp_session` cookie to the signed-in user: sets `user` (the effective user),
 * `authSessionId` and `sessionCsrfToken`, all null when signed out. An unknown or expired
 * session clears the cookie. Each request slides the 14-day idle expiry (at most once a
 * minute, so reads stay one query).
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  c.set('authSessionId', null);
  c.set('sessionCsrfToken', null);

  const sessionId = readSessionCookie(c);
  if (sessionId) {
    const { db, clock } = c.get('deps');
    const now = clock.now();
    const found = await findSessionWithUser(db, sessionId, now);
    if (found) {
      c.set('user', await resolveEffectiveUser(found.user, c));
      c.set('authSessionId', sessionId);
      c.set('sessionCsrfToken', found.csrfToken);
      if (shouldSlide(found.lastSeenAt, now)) {
        await slideAuthSession(db, sessionId, now);
        writeSessionCookie(c, sessionId);
      }
    } else {
      clearSessionCookie(c);
    }
  }
  await next();
};
