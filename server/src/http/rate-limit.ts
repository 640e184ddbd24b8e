import type { Context, MiddlewareHandler } from 'hono';
import type { RateLimitConfig } from '../config.ts';
import type { AppEnv } from './context.ts';
import { countHit } from './rate-limit.store.ts';
import { trustedForwardedValue } from './forwarded.ts';

/** The groups of calls limited together (each has its own max in the config). */
export type RateLimitBucket = 'signIn' | 'mail' | 'token' | 'feed';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/**
 * The client's address: the socket's peer, or, behind `trustProxyHops` proxies, the entry
 * that many places from the right of X-Forwarded-For (the address our nearest trusted proxy
 * saw; entries further left are whatever the client claimed). Requests that never touched
 * a socket (tests calling app.request) share the address "unknown".
 */
export function clientAddress(c: Context<AppEnv>, trustProxyHops: number): string {
  const forwarded = trustedForwardedValue(c.req.header('X-Forwarded-For'), trustProxyHops);
  return forwarded ?? c.get('deps').remoteAddress(c) ?? 'unknown';
}

function limitOf(limits: RateLimitConfig, bucket: RateLimitBucket): number {
  return limits[bucket];
}

/**
 * Fixed-window rate limit per client address on a group of calls: past the configured count
 * in the window, 429 `{ error }` with Retry-After (seconds to the window's end). Counters live
 * in rate_limit_hits, so every process behind a load balancer shares them.
 */
export function rateLimit(bucket: RateLimitBucket): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db, clock, config } = c.get('deps');
    const max = limitOf(config.rateLimits, bucket);
    if (max <= 0) return next();
    const now = clock.now();
    const { count, windowEndsAt } = await countHit(db, {
      key: `${bucket}:${clientAddress(c, config.trustProxyHops)}`,
      now,
      windowMs: config.rateLimits.windowMs,
    });
    if (count > max) {
      const seconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
      c.header('Retry-After', String(seconds));
      return c.json({ error: RATE_LIMITED_MESSAGE }, 429);
    }
    return next();
  };
}
