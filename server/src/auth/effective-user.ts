import type { Context } from 'hono';
import {
  EFFECTIVE_USER_HEADER,
  SPOOFED_BY_HEADER,
  SPOOF_HEADER,
  SPOOF_HEADER_INVALID_MESSAGE,
  SPOOF_NOT_ALLOWED_MESSAGE,
  canSpoof,
  formatSpoofRef,
  parseSpoofRef,
  userRef,
  type AuthUser,
} from '@tp/domain';
import type { AppEnv } from '../http/context.ts';
import { Forbidden, Invalid } from '../http/errors.ts';
import { findSpoofTarget } from './spoof-target.query.ts';
import { managedTutorIds } from './spoof-teams.ts';

/**
 * The user every handler acts as. Without an `X-Spoof-User` header that is the signed-in user.
 * With one (`Tutor-42`), the right to spoof that person is checked on this very call (a right
 * taken away stops the next call) and the target becomes the effective user, carrying
 * `spoofedBy` (the real user). Every response names the effective user in `X-Effective-User`,
 * and the real user in `X-Spoofed-By` while spoofing.
 *
 * A malformed header answers 422; a target that does not exist or may not be spoofed answers
 * the same 403, so the header cannot be used to find out which records exist. The CSRF token
 * and the sign-in stay the real user's.
 */
export async function resolveEffectiveUser(
  signedIn: AuthUser,
  c: Context<AppEnv>,
): Promise<AuthUser> {
  const header = c.req.header(SPOOF_HEADER);
  if (header === undefined || header.trim() === '') {
    c.header(EFFECTIVE_USER_HEADER, userRef(signedIn));
    return signedIn;
  }
  const ref = parseSpoofRef(header);
  if (!ref) throw new Invalid({ base: [SPOOF_HEADER_INVALID_MESSAGE] });

  const { db } = c.get('deps');
  const found = await findSpoofTarget(db, ref);
  const spoofer = {
    id: signedIn.id,
    roles: signedIn.roles,
    managedTutorIds: await managedTutorIds(db, signedIn),
  };
  if (!found || !canSpoof(spoofer, found.target)) throw new Forbidden(SPOOF_NOT_ALLOWED_MESSAGE);

  c.header(EFFECTIVE_USER_HEADER, formatSpoofRef(ref));
  c.header(SPOOFED_BY_HEADER, String(signedIn.id));
  return {
    ...found.user,
    spoofedBy: { id: signedIn.id, firstName: signedIn.firstName, lastName: signedIn.lastName },
  };
}
