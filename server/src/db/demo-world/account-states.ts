import type { UserRow } from './types.ts';

/**
 * Two parents whose accounts are in the states issue 3's account flows start from, so those
 * flows can be walked in the demo world. Neither is a demo login; neither has children yet.
 */

/**
 * A parent an advisor invited a few days ago: the e-mail is not confirmed and no password
 * has been chosen (the seed leaves the hash null), so confirming leads on to /setup.
 */
export const DEMO_INVITED_PARENT_EMAIL = 'imogen.thackeray@example.test';

/** A parent with a password who changed address and has not confirmed the new one. */
export const DEMO_UNCONFIRMED_PARENT_EMAIL = 'rafael.ostrander@example.test';

/** The address DEMO_UNCONFIRMED_PARENT_EMAIL's account is waiting to confirm. */
export const DEMO_UNCONFIRMED_PARENT_NEW_EMAIL = 'rafael.ostrander.home@example.test';

/** Users of the world who have never chosen a password (invited, not yet set up). */
const WITHOUT_PASSWORD: ReadonlySet<string> = new Set([DEMO_INVITED_PARENT_EMAIL]);

/**
 * Whether the seed gives `user` the demo password. Every user has it but the invited ones,
 * whose `passwordHash` stays null as for an account created on someone's behalf.
 */
export function hasDemoPassword(user: Pick<UserRow, 'email'>): boolean {
  return !WITHOUT_PASSWORD.has(user.email);
}
