import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { parseOr422 } from '../../http/validation.ts';
import {
  confirmHandler,
  requestConfirmationHandler,
  requestResetHandler,
  requestUnlockHandler,
  resetPasswordHandler,
  setupPasswordHandler,
  ssoHandler,
  unlockHandler,
} from './accounts.handlers.ts';
import { emailFields, newPasswordFields, unwrapUser } from './accounts.schemas.ts';

async function userFields(c: Context<AppEnv>): Promise<unknown> {
  try {
    return unwrapUser(await c.req.json());
  } catch {
    return {};
  }
}

/**
 * The public account calls (Devise's wire shapes), mounted under /api. Every call that sends
 * mail answers `{ status: 'ok', message }` whether or not the address has an account.
 * - GET  /v2/sso.json?email=            mails a sign-in link (422 `{ status: 'error', message }` for a bad address)
 * - POST /secret.json       { user: { email } }                                     reset instructions
 * - PUT  /secret.json       { user: { resetPasswordToken, password, passwordConfirmation } } -> `{ user }`
 * - PUT  /setup.json        same body, first password only                          -> `{ user }`
 * - POST /verification.json { user: { email } }                                     confirmation instructions
 * - GET  /verification.json?confirmation_token=                                     -> `{ user }`
 * - POST /unlock.json       { user: { email } }                                     unlock instructions
 * - GET  /unlock.json?unlock_token=                                                 -> `{ user }`
 * `{ user }` is an AccountTokenOutcome: `{ email, firstName, language, hasPassword,
 * resetPasswordToken? }`; nobody is signed in by these calls (the pages sign in next).
 */
export function accountRoutes() {
  const app = new Hono<AppEnv>();
  const mail = rateLimit('mail');
  const token = rateLimit('token');
  app.get('/v2/sso.json', mail, ssoHandler);
  app.post('/secret.json', mail, async (c) =>
    requestResetHandler(c, parseOr422(emailFields, await userFields(c))),
  );
  app.put('/secret.json', token, async (c) =>
    resetPasswordHandler(c, parseOr422(newPasswordFields, await userFields(c))),
  );
  app.put('/setup.json', token, async (c) =>
    setupPasswordHandler(c, parseOr422(newPasswordFields, await userFields(c))),
  );
  app.post('/verification.json', mail, async (c) =>
    requestConfirmationHandler(c, parseOr422(emailFields, await userFields(c))),
  );
  app.get('/verification.json', token, confirmHandler);
  app.post('/unlock.json', mail, async (c) =>
    requestUnlockHandler(c, parseOr422(emailFields, await userFields(c))),
  );
  app.get('/unlock.json', token, unlockHandler);
  return app;
}
