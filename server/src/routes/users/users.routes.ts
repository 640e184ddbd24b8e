import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { parseOr422 } from '../../http/validation.ts';
import { staffPasswordFields, unwrapUser } from '../auth/accounts.schemas.ts';
import {
  changePasswordHandler,
  freezeUserHandler,
  lockUserHandler,
  showUserHandler,
  unfreezeUserHandler,
  unlockUserHandler,
} from './users.handlers.ts';

/**
 * Staff account actions, mounted at /api/v2/users. Each answers `{ user: UserAccount }`
 * (no secrets); 401 signed out, 403 without the right, 404 for an unknown id.
 * - GET /{id}                  staff
 * - PUT /{id}/lock, /unlock    admins (lock ends the user's sessions and mails unlock instructions)
 * - PUT /{id}/freeze, /unfreeze admins (freeze ends the user's sessions at once)
 * - PUT /{id}/change_password  admins, `{ user: { password, passwordConfirmation } }`
 */
export function userAccountRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:id{[0-9]+}', showUserHandler);
  app.put('/:id{[0-9]+}/lock', lockUserHandler);
  app.put('/:id{[0-9]+}/unlock', unlockUserHandler);
  app.put('/:id{[0-9]+}/freeze', freezeUserHandler);
  app.put('/:id{[0-9]+}/unfreeze', unfreezeUserHandler);
  app.put('/:id{[0-9]+}/change_password', async (c) => {
    let body: unknown = {};
    try {
      body = await c.req.json();
    } catch {
      // An empty or non-JSON body: validation then names the missing fields.
    }
    return changePasswordHandler(c, parseOr422(staffPasswordFields, unwrapUser(body)));
  });
  return app;
}
