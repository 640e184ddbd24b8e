import type { Context } from 'hono';
import { ACCOUNT_MESSAGES, isEmailAddress } from '@tp/domain';
import type { AppEnv } from '../../http/context.ts';
import { Invalid } from '../../http/errors.ts';
import { requestConfirmation, confirmEmail } from '../../services/accounts-confirmation.ts';
import { requestUnlock, unlockByToken } from '../../services/accounts-lock.ts';
import { requestPasswordReset, setPasswordByToken } from '../../services/accounts-recovery.ts';
import { requestSignInLink } from '../../services/accounts-sign-in-link.ts';
import { accountContext } from './account-context.ts';
import type { EmailFields, NewPasswordFields } from './accounts.schemas.ts';

/** The answer to every "mail me" call: the same whatever the address's account state. */
function mailRequested(c: Context<AppEnv>, message: string) {
  return c.json({ status: 'ok', message });
}

/** A required query parameter, or 422 naming it (camelCase, as the wire's keys are). */
function requiredQuery(c: Context<AppEnv>, name: string, field: string): string {
  const value = c.req.query(name)?.trim();
  if (!value) throw new Invalid({ [field]: ["can't be blank"] });
  return value;
}

export async function ssoHandler(c: Context<AppEnv>) {
  const email = c.req.query('email')?.trim() ?? '';
  if (!isEmailAddress(email)) {
    const message = ACCOUNT_MESSAGES.invalidEmail;
    // Both shapes: the sign-in screen reads status and message; the generic handler, error.
    return c.json(
      {
        status: 'error',
        message,
        error: message,
        errors: { email: [email ? 'is invalid' : "can't be blank"] },
      },
      422,
    );
  }
  await requestSignInLink(accountContext(c), email);
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

export async function confirmHandler(c: Context<AppEnv>) {
  const token = requiredQuery(c, 'confirmation_token', 'confirmationToken');
  return c.json({ user: await confirmEmail(accountContext(c), token) });
}

export async function requestUnlockHandler(c: Context<AppEnv>, fields: EmailFields) {
  await requestUnlock(accountContext(c), fields.email);
  return mailRequested(c, ACCOUNT_MESSAGES.unlockSent);
}

export async function unlockHandler(c: Context<AppEnv>) {
  const token = requiredQuery(c, 'unlock_token', 'unlockToken');
  return c.json({ user: await unlockByToken(accountContext(c), token) });
}
