import type { Context } from 'hono';
import type { AuthUser } from '@tp/domain';
import type { AppEnv } from '../http/context.ts';
import { Unauthorized } from '../http/errors.ts';

/** The effective user, or a 401 when nobody is signed in. */
export function requireUser(c: Context<AppEnv>): AuthUser {
  const user = c.get('user');
  if (!user) throw new Unauthorized();
  return user;
}
