import type { MiddlewareHandler } from 'hono';
import { uniqueSymbol, type DescribeRouteOptions } from 'hono-openapi';
import { isStaff } from '@tp/domain';
import { requireUser } from '../../auth/require-user.ts';
import type { AppEnv } from '../../http/context.ts';
import { Forbidden } from '../../http/errors.ts';
import { rateLimit, type RateLimitBucket } from '../../http/rate-limit.ts';
import { NOT_SIGNED_IN, TOO_MANY_REQUESTS, refusal } from './route-answers.ts';

/**
 * A middleware that also adds to the OpenAPI operation of every route it is used on, so the
 * answer it can give is documented wherever it can be given (hono-openapi merges the specs of
 * all of a route's handlers).
 */
function documenting(
  middleware: MiddlewareHandler<AppEnv>,
  spec: DescribeRouteOptions,
): MiddlewareHandler<AppEnv> {
  return Object.assign(middleware, { [uniqueSymbol]: { spec } });
}

/**
 * 401 before anything else is judged: a signed-out caller learns nothing from the validation
 * of what they sent.
 */
export const signedIn: MiddlewareHandler<AppEnv> = documenting(
  async (c, next) => {
    requireUser(c);
    await next();
  },
  { responses: { 401: NOT_SIGNED_IN } },
);

/** 401 signed out, then 403 unless the (effective) caller is staff: the staff-only look-ups. */
export const signedInStaff: MiddlewareHandler<AppEnv> = documenting(
  async (c, next) => {
    if (!isStaff(requireUser(c).roles)) throw new Forbidden();
    await next();
  },
  { responses: { 401: NOT_SIGNED_IN, 403: refusal('The caller is not staff.') } },
);

/** The per-address rate limit of a group of calls, with its 429 and Retry-After. */
export function rateLimited(bucket: RateLimitBucket): MiddlewareHandler<AppEnv> {
  return documenting(rateLimit(bucket), { responses: { 429: TOO_MANY_REQUESTS } });
}
