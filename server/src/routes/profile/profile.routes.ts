import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { profileChanges } from '@tp/domain';
import type { AppEnv } from '../../http/context.ts';
import { userEnvelope } from '../auth/accounts.schemas.ts';
import { signedInAnswer } from '../auth/auth.wire.ts';
import { signedIn } from '../openapi/documented-middleware.ts';
import { CSRF_REFUSED, answer, invalid, refusal } from '../openapi/route-answers.ts';
import { validJson } from '../openapi/route-validators.ts';
import { updateProfile } from './profile.handlers.ts';

/**
 * The signed-in (effective) user's own profile, mounted under /api:
 * - PUT /profile.json `{ user: { firstName?, lastName?, phone?, timeZone? } }` -> `{ user }`
 *   (the AuthUser); 401 signed out, 422 `{ errors }` on a bad name, phone or zone. The
 *   payload is domain's `profileChanges`, the profile form's schema too; errors name the
 *   fields inside `user`, as the form does.
 */
export function profileRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.put(
    '/profile.json',
    // Signed out answers 401 before the body is judged.
    signedIn,
    describeRoute({
      tags: ['auth'],
      summary:
        "Updates the signed-in user's own name, phone and time zone (the spoofed user's while spoofing).",
      responses: {
        200: answer('Profile updated', signedInAnswer),
        401: refusal('You need to sign in or sign up before continuing.'),
        403: CSRF_REFUSED,
        422: invalid(
          'errors.firstName / errors.lastName: "can\'t be blank"; errors.phone: "This is not a valid phone number."; errors.timeZone for an unknown zone.',
        ),
      },
    }),
    validJson(userEnvelope(profileChanges), { envelope: 'user' }),
    (c) => updateProfile(c, c.req.valid('json').user),
  );
  return routes;
}
