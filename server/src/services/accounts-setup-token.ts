import type { AccountTokenOutcome } from '@tp/domain';
import { issueAccountToken } from './account-tokens.ts';
import { tokenOutcome, type AccountContext, type AccountRow } from './accounts.ts';

/**
 * The answer after a confirmation or unlock token was used. An account without a password
 * gets a fresh reset token in the answer: the mailed token just proved the mailbox, and the
 * setup page (`PUT /api/setup.json`) needs a token to set the first password with.
 */
export async function issueSetupTokenIfNeeded(
  ctx: AccountContext,
  account: AccountRow,
): Promise<AccountTokenOutcome> {
  if (account.passwordHash) return tokenOutcome(account);
  const token = await issueAccountToken(ctx.db, ctx.crypto, {
    userId: account.id,
    kind: 'reset_password',
    sentTo: account.email,
    now: ctx.clock.now(),
  });
  return tokenOutcome(account, token);
}
