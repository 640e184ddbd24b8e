import type { MiddlewareHandler } from 'hono';
import { uniqueSymbol } from 'hono-openapi';
import { findAuthSessionWithUser } from '../../auth/auth-user.query.ts';
import { authSessionIdOfExamsToken, examsTokenInHeader } from '../../auth/exams-token.ts';
import { requireUser } from '../../auth/require-user.ts';
import type { AppEnv } from '../../http/context.ts';
import { Unauthorized } from '../../http/errors.ts';
import { refusal } from '../openapi/route-answers.ts';

/** The paths of the exams service (spec §7), whose callers may bring an exams token. */
const EXAMS_SERVICE_PATH = /^\/api\/(exams|transcripts|essay|reports)(\/|\.json$|$)/;

export const INVALID_EXAMS_TOKEN = 'Invalid exams token.';

/**
 * Whether a request is an exams-service call carrying an exams token in its Authorization
 * header. Such a call is not open to cross-site forgery (a browser never adds that header on
 * its own), so the CSRF check lets it through; the route then knows the caller by the token
 * alone (examsCaller), never by a cookie.
 */
export function bearsExamsToken(path: string, authorization: string | undefined): boolean {
  return EXAMS_SERVICE_PATH.test(path) && authorization !== undefined;
}

/**
 * The caller of an exams-service call (spec §7 "authorization token in a header"): with an
 * Authorization header, the user of the live sign-in whose exams token it carries (401 for a
 * bad or ended one, whatever cookie comes along); without one, the signed-in user of the
 * cookie, as for every other call of this server (its own apps on its own origin).
 */
export const examsCaller: MiddlewareHandler<AppEnv> = Object.assign(
  (async (c, next) => {
    const header = c.req.header('Authorization');
    if (header === undefined) {
      requireUser(c);
      return next();
    }
    const token = examsTokenInHeader(header);
    if (!token) throw new Unauthorized(INVALID_EXAMS_TOKEN);
    const { db, crypto, clock } = c.get('deps');
    const now = clock.now();
    const authSessionId = await authSessionIdOfExamsToken(db, crypto, token, now);
    const found = authSessionId ? await findAuthSessionWithUser(db, authSessionId, now) : null;
    if (!found) throw new Unauthorized(INVALID_EXAMS_TOKEN);
    // The token's own user: a spoofing header rides on the cookie's sign-in, not on this.
    c.set('user', found.user);
    c.set('authSessionId', authSessionId);
    await next();
  }) satisfies MiddlewareHandler<AppEnv>,
  {
    [uniqueSymbol]: {
      spec: {
        responses: {
          401: refusal(
            `Not signed in, or "${INVALID_EXAMS_TOKEN}" for an Authorization header (Bearer <exams token>) that is not a live sign-in's.`,
          ),
        },
      },
    },
  },
);
