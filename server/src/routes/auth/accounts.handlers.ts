import type { Context } from 'hono';
import { ACCOUNT_MESSAGES, type EmailFields, type NewPasswordFields } from '@tp/domain';
import type { AppEnv } from '../../http/context.ts';
import { requestConfirmation, confirmEmail } from '../../services/accounts-confirmation.ts';
import { requestUnlock, unlockByToken } from '../../services/accounts-lock.ts';
import { requestPasswordReset, setPasswordByToken } from '../../services/accounts-recovery.ts';
import { requestSignInLink } from '../../services/accounts-sign-in-link.ts';
import { accountContext } from './account-context.ts';

/** The answer to every "mail me" call: the same whatever the address's account state. */
function mailRequested(c: Context<AppEnv>, message: string) {
  return c.json({ status: 'ok', message });
}

/**
 * Mails a sign-in link. Its 422 (a blank or malformed address) is sent by the route, which
 * answers in the sign-in screen's shape.
 */
export async function ssoHandler(c: Context<AppEnv>, fields: EmailFields) {
  await requestSignInLink(accountContext(c), fields.email);
  return mailRequested(c, ACCOUNT_MESSAGES.signInLinkSent);
}

export async function requestResetHandler(c: Context<AppEnv>, fields: EmailFields) {
  await requestPasswordReset(accountContext(c), fields.email);
  return mailRequested(c, ACCOUNT_MESSAGES.resetSent);
}

export async function resetPasswordHandler(c: Context<AppEnv>, fields: NewPasswordFields) {
  const user = await setPasswordByToken(accountContext(c), fields, { firstPasswordOnly: false });
  return c.json({ user });
}

export async function setupPasswordHandler(c: Context<AppEnv>, fields: NewPasswordFields) {
  const user = await setPasswordByToken(accountContext(c), fields, { firstPasswordOnly: true });
  return c.json({ user });
}

export async function requestConfirmationHandler(c: Context<AppEnv>, fields: EmailFields) {
  await requestConfirmation(accountContext(c), fields.email);
  return mailRequested(c, ACCOUNT_MESSAGES.confirmationSent);
}

export async function confirmHandler(c: Context<AppEnv>, token: string) {
  return c.json({ user: await confirmEmail(accountContext(c), token) });
}

export async function requestUnlockHandler(c: Context<AppEnv>, fields: EmailFields) {
  await requestUnlock(accountContext(c), fields.email);
  return mailRequested(c, ACCOUNT_MESSAGES.unlockSent);
}

export async function unlockHandler(c: Context<AppEnv>, token: string) {
  return c.json({ user: await unlockByToken(accountContext(c), token) });
}
