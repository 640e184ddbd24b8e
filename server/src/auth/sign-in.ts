import { ACCOUNT_MESSAGES } from '@tp/domain';
import { SignInRefused } from '../http/errors.ts';
import { recordFailedSignIn } from '../services/accounts-lock.ts';
import { signInRefusal } from '../services/accounts-sign-in-link.ts';
import { findAccountByEmail, type AccountContext, type AccountRow } from '../services/accounts.ts';
import type { ServerCrypto } from '../platform/server-crypto.ts';

export const INVALID_LOGIN_MESSAGE = ACCOUNT_MESSAGES.invalidLogin;

/**
 * A real scrypt hash of a random password, verified against when the account does not exist
 * or has no password, so a wrong e-mail costs as long as a wrong password.
 */
const decoyHashes = new WeakMap<ServerCrypto, Promise<string>>();
function decoy(crypto: ServerCrypto): Promise<string> {
  let hash = decoyHashes.get(crypto);
  if (!hash) {
    hash = crypto.hashPassword(crypto.randomToken());
    decoyHashes.set(crypto, hash);
  }
  return hash;
}

/**
 * Checks a login (the e-mail, any case) and password; returns the user id or throws 401.
 * A wrong password answers the same as an unknown e-mail; the account's state (locked, frozen,
 * inactive) is told only to someone who knew the password. Each wrong password counts a
 * failed attempt, and the fifth in a row locks the account and mails unlock instructions.
 * Answers the account as it stands: the sign-in (`openSignIn`) clears its failed attempts in
 * the transaction that opens it and records it on the audit trail.
 */
export async function authenticate(
  ctx: AccountContext,
  login: string,
  password: string,
): Promise<AccountRow> {
  const account = await findAccountByEmail(ctx.db, login);
  const matches = await ctx.crypto.verifyPassword(
    password,
    account?.passwordHash ?? (await decoy(ctx.crypto)),
  );
  if (!account || !account.passwordHash || !matches) {
    if (account) await recordFailedSignIn(ctx, account.id);
    throw new SignInRefused('invalid');
  }
  const refusal = signInRefusal(account);
  if (refusal) throw new SignInRefused(refusal);
  return account;
}
