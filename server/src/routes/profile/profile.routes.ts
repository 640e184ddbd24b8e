import { Hono, type Context } from 'hono';
import { requireUser } from '../../auth/require-user.ts';
import type { AppEnv } from '../../http/context.ts';
import { parseOr422 } from '../../http/validation.ts';
import { updateProfile } from './profile.handlers.ts';
import { profileChanges } from './profile.schemas.ts';

/**
 * The body's `user` object, or `{}` when absent or not JSON. Validated on its own so the 422
 * names the fields as the form does (`errors.phone`, not `errors.user`).
 */
async function userChanges(c: Context<AppEnv>): Promise<unknown> {
  try {
    const body: unknown = await c.req.json();
    if (typeof body === 'object' && body !== null && 'user' in body) return body.user;
  } catch {
    // Not JSON: nothing to change, which validation accepts as an empty update.
  }
  return {};
}

/**
 * The signed-in (effective) user's own profile, mounted under /api:
 * - PUT /profile.json `{ user: { firstName?, lastName?, phone?, timeZone? } }` -> `{ user }`
 *   (the AuthUser); 401 signed out, 422 `{ errors }` on a bad name, phone or zone.
 */
export function profileRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.put('/profile.json', async (c) => {
    // Signed out answers 401 before the body is judged.
    requireUser(c);
    return updateProfile(c, parseOr422(profileChanges, await userChanges(c)));
  });
  return routes;
}
