import { eq, or, sql } from 'drizzle-orm';
import { TOKEN_EXPIRED_MESSAGE, TOKEN_INVALID_MESSAGE, type AccountTokenOutcome } from '@tp/domain';
import { users } from '../db/schema/index.ts';
import { noSignedInUser, type AuditWho } from '../resources/audit-recorder.ts';
import { Invalid } from '../http/errors.ts';
import { accountLinks } from '../mail/account-links.ts';
import { confirmationMail } from '../mail/account-mails.ts';
import { checkAccountToken, consumeAccountToken, issueAccountToken } from './account-tokens.ts';
import { issueSetupTokenIfNeeded } from './accounts-setup-token.ts';
import {
  assertEmailFree,
  findAccountById,
  recipientOf,
  recordOwnerChange,
  sameEmail,
  type AccountContext,
  type AccountRow,
} from './accounts.ts';

/** The address waiting for confirmation: a pending change, else an unconfirmed account's own. */
export function addressToConfirm(account: AccountRow): string | null {
  if (account.unconfirmedEmail) return account.unconfirmedEmail;
  return account.confirmedAt ? null : account.email;
}

/**
 * Mails confirmation instructions for the address waiting for confirmation, if any. Other
 * modules call this when they create an account or change its e-mail.
 */
export async function sendConfirmationInstructions(
  ctx: AccountContext,
  account: AccountRow,
  who?: AuditWho,
): Promise<void> {
  const to = addressToConfirm(account);
  if (!to) return;
  const token = await issueAccountToken(
    ctx.db,
    ctx.crypto,
    { userId: account.id, kind: 'confirmation', sentTo: to, now: ctx.clock.now() },
    who,
  );
  await ctx.mailer.send(
    confirmationMail({
      to,
      firstName: account.firstName,
      url: accountLinks.confirmation(ctx.linkBase, token, recipientOf(account, to)),
    }),
  );
}

/**
 * `POST /api/verification.json`: resends confirmation instructions when `email` is an address
 * waiting for confirmation (an account's unconfirmed e-mail, or its pending new one).
 */
export async function requestConfirmation(ctx: AccountContext, email: string): Promise<void> {
  const wanted = email.trim().toLowerCase();
  const [account] = await ctx.db
    .select()
    .from(users)
    .where(
      or(eq(sql`lower(${users.email})`, wanted), eq(sql`lower(${users.unconfirmedEmail})`, wanted)),
    )
    .limit(1);
  if (account?.active && sameEmail(addressToConfirm(account), wanted))
    await sendConfirmationInstructions(ctx, account, noSignedInUser(ctx.clock.now()));
}

/**
 * `GET /api/verification.json?confirmation_token=`: confirms the address the token was sent
 * to. A pending new address replaces the old one; a token for an address the account no
 * longer waits for is invalid.
 */
export async function confirmEmail(
  ctx: AccountContext,
  confirmationToken: string,
): Promise<AccountTokenOutcome> {
  const now = ctx.clock.now();
  const check = await checkAccountToken(ctx.db, ctx.crypto, {
    kind: 'confirmation',
    token: confirmationToken,
    now,
  });
  if (check.status !== 'valid')
    throw new Invalid({
      confirmationToken: [
        check.status === 'expired' ? TOKEN_EXPIRED_MESSAGE : TOKEN_INVALID_MESSAGE,
      ],
    });
  const confirmed = await ctx.db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, ctx.crypto, {
      kind: 'confirmation',
      token: confirmationToken,
      now,
    });
    const account = used ? await findAccountById(tx, used.userId) : null;
    if (!used || !account) throw new Invalid({ confirmationToken: [TOKEN_INVALID_MESSAGE] });
    const recorded = async (row: AccountRow) => {
      await recordOwnerChange(tx, 'confirmEmail', account, row, now);
      return row;
    };
    if (sameEmail(used.sentTo, account.unconfirmedEmail)) {
      await assertEmailFree(tx, used.sentTo, null);
      const [row] = await tx
        .update(users)
        .set({ email: used.sentTo, unconfirmedEmail: null, confirmedAt: now, updatedAt: now })
        .where(eq(users.id, account.id))
        .returning();
      return recorded(row!);
    }
    if (sameEmail(used.sentTo, account.email)) {
      if (account.confirmedAt) return account;
      const [row] = await tx
        .update(users)
        .set({ confirmedAt: now, updatedAt: now })
        .where(eq(users.id, account.id))
        .returning();
      return recorded(row!);
    }
    throw new Invalid({ confirmationToken: [TOKEN_INVALID_MESSAGE] });
  });
  return issueSetupTokenIfNeeded(ctx, confirmed);
}
