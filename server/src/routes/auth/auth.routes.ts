import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { ACCOUNT_MESSAGES, signInFields } from '@tp/domain';
import type { AppEnv } from '../../http/context.ts';
import { rateLimited, signedIn } from '../openapi/documented-middleware.ts';
import { CSRF_REFUSED, answer, invalid, refusal } from '../openapi/route-answers.ts';
import { validJson } from '../openapi/route-validators.ts';
import { accountRoutes } from './accounts.routes.ts';
import { socialSignInRoutes } from './social-sign-in.routes.ts';
import {
  clientConfigHandler,
  loginHandler,
  logoutHandler,
  rolesHandler,
  authUserHandler,
  titlesHandler,
} from './auth.handlers.ts';
import {
  authUserAnswer,
  clientConfigWire,
  rolesAnswer,
  signedInAnswer,
  titlesAnswer,
} from './auth.wire.ts';

const TAGS = ['auth'];

/**
 * Sign-in, the signed-in user and runtime settings, mounted under /api:
 * - POST /login.json -> `{ user }` and the `tp_auth` cookie; 401 `{ error }` (also for a bad,
 *   used or expired sign-in link token, and for locked or frozen accounts, saying why).
 * - the account flows of accounts.routes.ts (staff account actions are actions of the users
 *   resource under /api/v2/users).
 * - DELETE /logout.json -> 204, cookie cleared; 401 signed out.
 * - GET /session.json -> `{ user }` (null when signed out, never 401).
 * - GET /config.json -> `{ version, realtime }` (public).
 * - GET /v2/roles -> `{ roles }`, GET /v2/titles -> `{ titles }` (signed in).
 */
export function authRoutes() {
  const app = new Hono<AppEnv>();
  app.post(
    '/login.json',
    rateLimited('signIn'),
    describeRoute({
      security: [],
      tags: TAGS,
      summary:
        'Signs in; sets the HttpOnly SameSite=Lax cookie tp_auth. Needs the X-XSRF-TOKEN header.',
      responses: {
        200: answer('Signed in', signedInAnswer),
        401: refusal(
          `"${ACCOUNT_MESSAGES.invalidLogin}"; for a bad, used or expired link token "${ACCOUNT_MESSAGES.invalidSignInLink}"; ` +
            'a locked, frozen or inactive account is refused with a sentence saying why.',
        ),
        403: CSRF_REFUSED,
        422: invalid('Without a token: errors.login / errors.password "can\'t be blank".'),
      },
    }),
    validJson(signInFields),
    (c) => loginHandler(c, c.req.valid('json')),
  );
  app.delete(
    '/logout.json',
    // Signed out there is nothing to end: 401, which the apps take as done.
    signedIn,
    describeRoute({
      tags: TAGS,
      summary: 'Signs out and clears the sign-in cookie.',
      responses: { 204: { description: 'Signed out' }, 403: CSRF_REFUSED },
    }),
    logoutHandler,
  );
  app.get(
    '/session.json',
    describeRoute({
      security: [],
      tags: TAGS,
      summary:
        'The signed-in user, or null. Sets the readable XSRF-TOKEN cookie when missing. Never 401.',
      responses: { 200: answer('The signed-in user', authUserAnswer) },
    }),
    authUserHandler,
  );
  app.get(
    '/config.json',
    describeRoute({
      security: [],
      tags: TAGS,
      summary: 'Runtime settings the apps read at start (public): version and pusher-js options.',
      responses: { 200: answer('Settings', clientConfigWire) },
    }),
    clientConfigHandler,
  );
  app.get(
    '/v2/roles',
    signedIn,
    describeRoute({
      tags: TAGS,
      summary: 'Every role name.',
      responses: { 200: answer('Roles', rolesAnswer) },
    }),
    rolesHandler,
  );
  app.get(
    '/v2/titles',
    signedIn,
    describeRoute({
      tags: TAGS,
      summary: 'Employee titles: the usual ones and those in use, by name.',
      responses: { 200: answer('Titles', titlesAnswer) },
    }),
    titlesHandler,
  );
  app.route('/', accountRoutes());
  app.route('/', socialSignInRoutes());
  return app;
}
