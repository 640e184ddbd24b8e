import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.ts';

/**
 * Headers of public data that is the same for everyone (reference lists, locale strings):
 * cacheable for `maxAgeSeconds`, by shared caches too. A signed-in response also names the
 * effective user (X-Effective-User), so caches key on the cookie and the spoof header and
 * never hand one user's copy to another.
 */
export function publicCache(maxAgeSeconds: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    c.header('Cache-Control', `public, max-age=${maxAgeSeconds}`);
    c.header('Vary', 'Cookie, X-Spoof-User', { append: true });
  };
}
