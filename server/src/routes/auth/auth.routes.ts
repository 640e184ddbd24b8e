import { Hono } from 'hono';
import { z } from 'zod';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { parseOr422 } from '../../http/validation.ts';
import { accountRoutes } from './accounts.routes.ts';
import {
  clientConfigHandler,
  loginHandler,
  logoutHandler,
  rolesHandler,
  authUserHandler,
  titlesHandler,
} from './auth.handlers.ts';

/**
 * `POST /api/login.json`: an e-mail (`login`, any case) and password, or a sign-in `token`.
 */
export const loginBody = z
  .object({
    login: z.string().trim().optional(),
    password: z.string().optional(),
    token: z.string().trim().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.token) return;
    if (!body.login) ctx.addIssue({ code: 'custom', path: ['login'], message: "can't be blank" });
    if (!body.password)
      ctx.addIssue({ code: 'custom', path: ['password'], message: "can't be blank" });
  });

export type LoginBody = z.infer<typeof loginBody>;

/** The JSON body (either content type the apps send), or `{}` so validation names the fields. */
async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return {};
  }
}

/**
 * Sign-in, session and runtime settings, mounted under /api:
 * - POST /login.json -> `{ user }` and the `tp_auth` cookie; 401 `{ error }` (also for a bad,
 *   used or expired sign-in link token, and for locked or frozen accounts, saying why).
 * - the account flows of accounts.routes.ts (staff account actions are actions of the users
 *   resource under /api/v2/users).
 * - DELETE /logout.json -> 204, cookie cleared.
 * - GET /session.json -> `{ user }` (null when signed out, never 401).
 * - GET /config.json -> `{ version, realtime }` (public).
 * - GET /v2/roles -> `{ roles }`, GET /v2/titles -> `{ titles }` (signed in).
 */
export function authRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/login.json', rateLimit('signIn'), async (c) =>
    loginHandler(c, parseOr422(loginBody, await jsonBody(c))),
  );
  app.delete('/logout.json', logoutHandler);
  app.get('/session.json', authUserHandler);
  app.get('/config.json', clientConfigHandler);
  app.get('/v2/roles', rolesHandler);
  app.get('/v2/titles', titlesHandler);
  app.route('/', accountRoutes());
  return app;
}
