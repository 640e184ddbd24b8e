import { eq } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  TOKEN_EXPIRED_MESSAGE,
  TOKEN_INVALID_MESSAGE,
  validatePasswordPair,
  type AccountTokenOutcome,
  type FieldErrors,
} from '@tp/domain';
import { users } from '../db/schema/index.ts';
import { noSignedInUser, type AuditWho } from '../resources/audit-recorder.ts';
import { Invalid } from '../http/errors.ts';
import { accountLinks } from '../mail/account-links.ts';
import { resetPasswordMail } from '../mail/account-mails.ts';
import { checkAccountToken, consumeAccountToken, issueAccountToken } from './account-tokens.ts';
import {
  endAuthSessionsOf,
  findAccountByEmail,
  findAccountById,
  recipientOf,
  recordOwnerChange,
  sameEmail,
  tokenOutcome,
  type AccountContext,
  type AccountRow,
} from './accounts.ts';

/** Mails a reset link to an account's address (also used for first-password setup). */
export async function sendResetPasswordInstructions(
  ctx: AccountContext,
  account: AccountRow,
  who?: AuditWho,
): Promise<void> {
  const token = await issueAccountToken(
    ctx.db,
    ctx.crypto,
    { userId: account.id, kind: 'reset_password', sentTo: account.email, now: ctx.clock.now() },
    who,
  );
  await ctx.mailer.send(
    resetPasswordMail({
      to: account.email,
      firstName: account.firstName,
      url: accountLinks.resetPassword(ctx.linkBase, token, recipientOf(account)),
    }),
  );
}

/**
 * `POST /api/secret.json`: reset instructions to an active account; nothing otherwise, and
 * the caller answers the same either way.
 */
export async function requestPasswordReset(ctx: AccountContext, email: string): Promise<void> {
  const account = await findAccountByEmail(ctx.db, email);
  if (account?.active)
    await sendResetPasswordInstructions(ctx, account, noSignedInUser(ctx.clock.now()));
}

export interface NewPasswordByToken {
  resetPasswordToken: string;
  password: string;
  passwordConfirmation: string;
}

/**
 * Sets a password with a mailed reset token (`PUT /api/secret.json`), or a first password
 * (`PUT /api/setup.json`, `firstPasswordOnly`: refused when the account already has one).
 * The token proved the mailbox, so the address it was sent to is confirmed; the lock and the
 * failed attempts are cleared; every sign-in of the user ends. Does not sign in: the page
 * signs in with the e-mail it is answered and the password it just sent.
 */
export async function setPasswordByToken(
  ctx: AccountContext,
  input: NewPasswordByToken,
  options: { firstPasswordOnly: boolean },
): Promise<AccountTokenOutcome> {
  const now = ctx.clock.now();
  const errors: FieldErrors = validatePasswordPair(input.password, input.passwordConfirmation);
  const check = await checkAccountToken(ctx.db, ctx.crypto, {
    kind: 'reset_password',
    token: input.resetPasswordToken,
    now,
  });
  if (check.status !== 'valid') {
    errors.resetPasswordToken = [
      check.status === 'expired' ? TOKEN_EXPIRED_MESSAGE : TOKEN_INVALID_MESSAGE,
    ];
  } else if (options.firstPasswordOnly) {
    const account = await findAccountById(ctx.db, check.userId);
    if (account?.passwordHash) errors.base = [ACCOUNT_MESSAGES.alreadyHasPassword];
  }
  if (Object.keys(errors).length > 0) throw new Invalid(errors);

  const passwordHash = await ctx.crypto.hashPassword(input.password);
  const updated = await ctx.db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, ctx.crypto, {
      kind: 'reset_password',
      token: input.resetPasswordToken,
      now,
    });
    if (!used) throw new Invalid({ resetPasswordToken: [TOKEN_INVALID_MESSAGE] });
    const account = await findAccountById(tx, used.userId);
    if (!account) throw new Invalid({ resetPasswordToken: [TOKEN_INVALID_MESSAGE] });
    // Checked again inside the transaction: a throw here also gives the token back.
    if (options.firstPasswordOnly && account.passwordHash)
      throw new Invalid({ base: [ACCOUNT_MESSAGES.alreadyHasPassword] });
    const confirmsAddress = sameEmail(used.sentTo, account.email) && !account.confirmedAt;
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        failedAttempts: 0,
        lockedAt: null,
        ...(confirmsAddress ? { confirmedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, account.id))
      .returning();
    await endAuthSessionsOf(tx, account.id);
    const action = options.firstPasswordOnly ? 'setUpPassword' : 'resetPassword';
    await recordOwnerChange(tx, action, account, row!, now);
    return row!;
  });
  return tokenOutcome(updated);
}
