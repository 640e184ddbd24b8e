import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  LOCK_AFTER_FAILED_ATTEMPTS,
  auditChanges,
  TOKEN_EXPIRED_MESSAGE,
  TOKEN_INVALID_MESSAGE,
  type AccountTokenOutcome,
} from '@tp/domain';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { noSignedInUser, recordAuditEventAs, type AuditWho } from '../resources/audit-recorder.ts';
import { Invalid } from '../http/errors.ts';
import { accountLinks } from '../mail/account-links.ts';
import { unlockMail } from '../mail/account-mails.ts';
import {
  checkAccountToken,
  consumeAccountToken,
  issueAccountToken,
  revokeAccountTokens,
} from './account-tokens.ts';
import { issueSetupTokenIfNeeded } from './accounts-setup-token.ts';
import {
  endAuthSessionsOf,
  findAccountByEmail,
  findAccountById,
  recipientOf,
  recordOwnerChange,
  type AccountContext,
  type AccountRow,
} from './accounts.ts';

export async function sendUnlockInstructions(
  ctx: AccountContext,
  account: AccountRow,
  who?: AuditWho,
): Promise<void> {
  const token = await issueAccountToken(
    ctx.db,
    ctx.crypto,
    { userId: account.id, kind: 'unlock', sentTo: account.email, now: ctx.clock.now() },
    who,
  );
  await ctx.mailer.send(
    unlockMail({
      to: account.email,
      firstName: account.firstName,
      url: accountLinks.unlock(ctx.linkBase, token, recipientOf(account)),
    }),
  );
}

/**
 * Locks an account (Devise's lock_access!): ends its sign-ins and mails unlock instructions.
 * Does nothing to an account already locked, so concurrent failures send one mail. Returns
 * the account as it now is.
 */
export async function lockAccount(
  ctx: AccountContext,
  userId: number,
  /** Records the lock as this (nobody after failed sign-ins); staff's lock is the engine's. */
  who?: AuditWho,
): Promise<AccountRow | null> {
  const now = ctx.clock.now();
  const lock = async (db: Db) => {
    const [row] = await db
      .update(users)
      .set({ lockedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.lockedAt)))
      .returning();
    if (row && who)
      await recordAuditEventAs(db, who, {
        recordType: 'User',
        recordId: userId,
        action: 'lock',
        changes: auditChanges({ lockedAt: null }, { lockedAt: now }),
      });
    return row;
  };
  const locked = await (who ? ctx.db.transaction(lock) : lock(ctx.db));
  if (!locked) return findAccountById(ctx.db, userId);
  await endAuthSessionsOf(ctx.db, userId);
  await sendUnlockInstructions(ctx, locked, who);
  return locked;
}

/**
 * A wrong password for an existing account: counts it, and the fifth consecutive failure
 * locks the account. The count is one atomic increment, so parallel guesses cannot slip
 * past the threshold.
 */
export async function recordFailedSignIn(ctx: AccountContext, userId: number): Promise<void> {
  const now = ctx.clock.now();
  // The count and its audit event (nobody signed in: anyone may guess) commit together.
  const row = await ctx.db.transaction(async (tx) => {
    const [counted] = await tx
      .update(users)
      .set({ failedAttempts: sql`${users.failedAttempts} + 1` })
      .where(eq(users.id, userId))
      .returning({ failedAttempts: users.failedAttempts, lockedAt: users.lockedAt });
    if (counted)
      await recordAuditEventAs(tx, noSignedInUser(now), {
        recordType: 'User',
        recordId: userId,
        action: 'failedSignIn',
        changes: auditChanges(
          { failedAttempts: counted.failedAttempts - 1 },
          { failedAttempts: counted.failedAttempts },
        ),
      });
    return counted;
  });
  if (row && !row.lockedAt && row.failedAttempts >= LOCK_AFTER_FAILED_ATTEMPTS)
    await lockAccount(ctx, userId, noSignedInUser(now));
}

/** `POST /api/unlock.json`: unlock instructions to a locked, active account; nothing otherwise. */
export async function requestUnlock(ctx: AccountContext, email: string): Promise<void> {
  const account = await findAccountByEmail(ctx.db, email);
  if (account?.active && account.lockedAt)
    await sendUnlockInstructions(ctx, account, noSignedInUser(ctx.clock.now()));
}

/** Clears the lock and the failed attempts, and voids any mailed unlock link. */
export async function unlockAccount(
  ctx: AccountContext,
  userId: number,
): Promise<AccountRow | null> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(users)
    .set({ lockedAt: null, failedAttempts: 0, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  if (row) await revokeAccountTokens(ctx.db, { userId, kind: 'unlock' });
  return row ?? null;
}

/** `GET /api/unlock.json?unlock_token=`: unlocks the account the token was mailed for. */
export async function unlockByToken(
  ctx: AccountContext,
  unlockToken: string,
): Promise<AccountTokenOutcome> {
  const now = ctx.clock.now();
  const check = await checkAccountToken(ctx.db, ctx.crypto, {
    kind: 'unlock',
    token: unlockToken,
    now,
  });
  if (check.status !== 'valid')
    throw new Invalid({
      unlockToken: [check.status === 'expired' ? TOKEN_EXPIRED_MESSAGE : TOKEN_INVALID_MESSAGE],
    });
  // The token used up, the lock cleared and the unlock on the account's history, together.
  const account = await ctx.db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, ctx.crypto, {
      kind: 'unlock',
      token: unlockToken,
      now,
    });
    const before = used ? await findAccountById(tx, used.userId) : null;
    const after = before ? await unlockAccount({ ...ctx, db: tx }, before.id) : null;
    if (!before || !after) throw new Invalid({ unlockToken: [TOKEN_INVALID_MESSAGE] });
    await recordOwnerChange(tx, 'unlock', before, after, now);
    return after;
  });
  return issueSetupTokenIfNeeded(ctx, account);
}
