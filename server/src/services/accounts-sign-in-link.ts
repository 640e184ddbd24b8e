import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type SignInFailure } from '@tp/domain';
import { users } from '../db/schema/index.ts';
import { noSignedInUser } from '../resources/audit-recorder.ts';
import { SignInRefused, Unauthorized } from '../http/errors.ts';
import { accountLinks } from '../mail/account-links.ts';
import { signInLinkMail } from '../mail/account-mails.ts';
import { consumeAccountToken, issueAccountToken } from './account-tokens.ts';
import { sendUnlockInstructions } from './accounts-lock.ts';
import {
  findAccountByEmail,
  findAccountById,
  recipientOf,
  recordOwnerChange,
  sameEmail,
  type AccountContext,
  type AccountRow,
} from './accounts.ts';

/**
 * Why an account may not sign in, as the message it is told; null when it may. Staff's
 * decisions come first: unlocking a frozen account by mail would not let its owner in.
 */
export function signInRefusal(account: AccountRow): SignInFailure | null {
  if (account.frozenAt) return 'frozen';
  if (!account.active) return 'inactive';
  if (account.lockedAt) return 'locked';
  return null;
}

/**
 * `GET /api/v2/sso.json?email=`: mails a sign-in link to an account that may sign in. A locked
 * account gets its unlock instructions instead (the link would not work); frozen and inactive
 * accounts get nothing. The caller answers the same whatever happened.
 */
export async function requestSignInLink(ctx: AccountContext, email: string): Promise<void> {
  const account = await findAccountByEmail(ctx.db, email);
  if (!account || !account.active || account.frozenAt) return;
  // Anyone may ask for an address: nobody signed in is named as having asked.
  const who = noSignedInUser(ctx.clock.now());
  if (account.lockedAt) {
    await sendUnlockInstructions(ctx, account, who);
    return;
  }
  const token = await issueAccountToken(
    ctx.db,
    ctx.crypto,
    { userId: account.id, kind: 'sign_in', sentTo: account.email, now: who.now },
    who,
  );
  await ctx.mailer.send(
    signInLinkMail({
      to: account.email,
      firstName: account.firstName,
      url: accountLinks.signIn(ctx.linkBase, token, recipientOf(account)),
    }),
  );
}

/**
 * `POST /api/login.json` with `{ token }`: uses up a sign-in link token and returns the user
 * id to sign in. The link proved the mailbox, so it confirms that address, and it
 * is a successful sign-in, so the failed attempts start again from zero.
 */
export async function signInWithLinkToken(ctx: AccountContext, token: string): Promise<number> {
  const now = ctx.clock.now();
  const used = await consumeAccountToken(ctx.db, ctx.crypto, { kind: 'sign_in', token, now });
  const account = used ? await findAccountById(ctx.db, used.userId) : null;
  if (!used || !account) throw new Unauthorized(ACCOUNT_MESSAGES.invalidSignInLink);
  const refusal = signInRefusal(account);
  if (refusal) throw new SignInRefused(refusal);
  const confirmsAddress = sameEmail(used.sentTo, account.email) && !account.confirmedAt;
  await ctx.db.transaction(async (tx) => {
    const [after] = await tx
      .update(users)
      .set({ failedAttempts: 0, ...(confirmsAddress ? { confirmedAt: now } : {}) })
      .where(eq(users.id, account.id))
      .returning();
    await recordOwnerChange(tx, 'signInWithLink', account, after ?? account, now);
  });
  return account.id;
}
