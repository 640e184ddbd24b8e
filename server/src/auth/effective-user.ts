import type { Context } from 'hono';
import type { SessionUser } from '@tp/domain';
import type { AppEnv } from '../http/context.ts';

/**
 * The user every handler acts as. Today that is the signed-in user. Spoofing (issue 3) plugs
 * in here: read the X-Spoof-User header, check the signed-in user's right to spoof that
 * person, and return the spoofed user instead; nothing downstream changes.
 */
export async function resolveEffectiveUser(
  signedIn: SessionUser,
  _c: Context<AppEnv>,
): Promise<SessionUser> {
  return signedIn;
}
