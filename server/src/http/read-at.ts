import type { MiddlewareHandler } from 'hono';
import { READ_AT_HEADER } from '@tp/domain';
import type { AppEnv } from './context.ts';

/**
 * Stamps every API answer with the server's clock when the request arrived (READ_AT_HEADER),
 * before anything is read: a write this answer did not see commits later, and its realtime event
 * is published later still. A page compares its first answers' time with its channel's
 * confirmation to tell whether to read again (domain's `mayHaveMissedEvents`). The wall clock,
 * not the app's Clock: the realtime endpoint stamps events with it too.
 */
export const readAtHeader: MiddlewareHandler<AppEnv> = async (c, next) => {
  const arrivedAt = Date.now();
  await next();
  c.header(READ_AT_HEADER, String(arrivedAt));
};
