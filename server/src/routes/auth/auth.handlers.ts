import type { Context } from 'hono';
import { ROLES, employeeTitleOptions, type SignInFields } from '@tp/domain';
import {
  clearAuthCookie,
  readAuthCookie,
  writeAuthCookie,
  writeXsrfCookie,
} from '../../auth/cookies.ts';
import { examsTokenOf } from '../../auth/exams-token.ts';
import { requestOrigin } from '../../auth/request-origin.ts';
import { requireUser } from '../../auth/require-user.ts';
import { resolveEffectiveUser } from '../../auth/effective-user.ts';
import { findAuthUserById } from '../../auth/auth-user.query.ts';
import { closeSignIn, openSignIn } from '../../auth/open-sign-in.ts';
import { authenticate } from '../../auth/sign-in.ts';
import { employees } from '../../db/schema/index.ts';
import type { AppEnv } from '../../http/context.ts';
import { Unauthorized } from '../../http/errors.ts';
import { signInWithLinkToken } from '../../services/accounts-sign-in-link.ts';
import { accountContext } from './account-context.ts';
import { clientConfig } from './client-config.ts';

/**
 * Password sign-in, or sign-in with a mailed link's token (single use); either opens a
 * sign-in bound to the browser's CSRF cookie.
 */
export async function loginHandler(c: Context<AppEnv>, body: SignInFields) {
  const accounts = accountContext(c);
  const { userId, failedAttempts } =
    body.login && body.password
      ? await authenticate(accounts, body.login, body.password).then((account) => ({
          userId: account.id,
          failedAttempts: account.failedAttempts,
        }))
      : { userId: await signInWithLinkToken(accounts, body.token ?? ''), failedAttempts: 0 };
  const { signedIn, authToken } = await signInBrowser(c, userId, failedAttempts);
  const user = await resolveEffectiveUser(signedIn, c);
  const { crypto } = c.get('deps');
  return c.json({ user: { ...user, examsApiToken: examsTokenOf(crypto, authToken) } });
}

/**
 * Opens a sign-in for `userId` in this browser (its cookies set): a password, a mailed link
 * or a social provider's answer has proved who the visitor is. Answers the signed-in user
 * and the sign-in's token (the exams token derives from it).
 */
export async function signInBrowser(c: Context<AppEnv>, userId: number, failedAttempts = 0) {
  const { db, clock, crypto } = c.get('deps');
  const signedIn = await findAuthUserById(db, userId);
  if (!signedIn) throw new Unauthorized();

  // A fresh token, never the cookie the request came with: a token planted in the browser
  // before sign-in (by a sibling subdomain, say) must not become the sign-in's.
  const csrfToken = crypto.randomToken();
  writeXsrfCookie(c, csrfToken);
  const authToken = await openSignIn(
    { db, crypto },
    {
      userId,
      csrfToken,
      now: clock.now(),
      previousAuthSessionId: c.get('authSessionId') ?? null,
      failedAttempts,
    },
  );
  writeAuthCookie(c, authToken);
  return { signedIn, authToken };
}

export async function logoutHandler(c: Context<AppEnv>) {
  const authSessionId = c.get('authSessionId');
  const { db, clock } = c.get('deps');
  if (authSessionId) await closeSignIn(db, authSessionId, c.get('user') ?? null, clock.now());
  clearAuthCookie(c);
  // The signed-out browser starts over with a token nobody has seen.
  writeXsrfCookie(c, c.get('deps').crypto.randomToken());
  return c.body(null, 204);
}

export function authUserHandler(c: Context<AppEnv>) {
  const user = c.get('user');
  const cookieToken = readAuthCookie(c);
  return c.json({
    user:
      user && cookieToken
        ? { ...user, examsApiToken: examsTokenOf(c.get('deps').crypto, cookieToken) }
        : user,
  });
}

export function clientConfigHandler(c: Context<AppEnv>) {
  return c.json(clientConfig(c.get('deps').config, requestOrigin(c)));
}

export function rolesHandler(c: Context<AppEnv>) {
  requireUser(c);
  return c.json({ roles: [...ROLES] });
}

export async function titlesHandler(c: Context<AppEnv>) {
  requireUser(c);
  const rows = await c.get('deps').db.selectDistinct({ title: employees.title }).from(employees);
  return c.json({ titles: employeeTitleOptions(rows.map((r) => r.title)) });
}
