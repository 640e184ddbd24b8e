import { and, eq, gt, isNull } from 'drizzle-orm';
import { ACCOUNT_TOKEN_LIFETIME_MS, inputChanges, type AccountTokenKind } from '@tp/domain';
import type { Db } from '../db/client.ts';
import { accountTokens } from '../db/schema/index.ts';
import type { ServerCrypto } from '../platform/server-crypto.ts';
import { recordAuditEventAs, type AuditWho } from '../resources/audit-recorder.ts';

/** The audit trail's name for mailing a link of each kind (the token itself is never kept). */
const MAILED_LINK_ACTION: Record<AccountTokenKind, string> = {
  reset_password: 'mailPasswordResetLink',
  unlock: 'mailUnlockLink',
  confirmation: 'mailConfirmationLink',
  sign_in: 'mailSignInLink',
};

// Only the SHA-256 digest of a token is stored: a database leak yields no usable link.

/**
 * Issues a token of `kind` for a user, mailed to `sentTo`: 32 random bytes, base64url. Older
 * unused tokens of the same kind for that user stop working (only the latest mail's link does).
 */
export async function issueAccountToken(
  db: Db,
  crypto: ServerCrypto,
  input: { userId: number; kind: AccountTokenKind; sentTo: string; now: Date },
  /**
   * Records the mailing on the user's history, in the same transaction (who asked; nobody for
   * a request anyone may send for an address). Left out where the caller's own write records
   * it (staff's actions through the engine).
   */
  who?: AuditWho,
): Promise<string> {
  const token = crypto.randomToken();
  const issue = async (tx: Db) => {
    await revokeAccountTokens(tx, input);
    await tx.insert(accountTokens).values({
      userId: input.userId,
      kind: input.kind,
      tokenHash: crypto.sha256Hex(token),
      sentTo: input.sentTo,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + ACCOUNT_TOKEN_LIFETIME_MS[input.kind]),
    });
    if (who)
      await recordAuditEventAs(tx, who, {
        recordType: 'User',
        recordId: input.userId,
        action: MAILED_LINK_ACTION[input.kind],
        changes: inputChanges({ sentTo: input.sentTo }),
      });
  };
  await (who ? db.transaction(issue) : issue(db));
  return token;
}

export type TokenCheck =
  | { status: 'valid'; userId: number; sentTo: string }
  | { status: 'expired' }
  | { status: 'invalid' };

/**
 * What a token is worth without using it up, so a form can report a bad token together with
 * its other errors. A used or unknown token is `invalid` (Devise's "is invalid").
 */
export async function checkAccountToken(
  db: Db,
  crypto: ServerCrypto,
  input: { kind: AccountTokenKind; token: string; now: Date },
): Promise<TokenCheck> {
  if (!input.token) return { status: 'invalid' };
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, crypto.sha256Hex(input.token)),
        eq(accountTokens.kind, input.kind),
      ),
    )
    .limit(1);
  if (!row || row.usedAt) return { status: 'invalid' };
  if (row.expiresAt.getTime() <= input.now.getTime()) return { status: 'expired' };
  return { status: 'valid', userId: row.userId, sentTo: row.sentTo };
}

/**
 * Uses a token up: one conditional UPDATE, so of two simultaneous requests with the same
 * token exactly one succeeds. Null when the token is unknown, used or expired.
 */
export async function consumeAccountToken(
  db: Db,
  crypto: ServerCrypto,
  input: { kind: AccountTokenKind; token: string; now: Date },
): Promise<{ userId: number; sentTo: string } | null> {
  if (!input.token) return null;
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(accountTokens.tokenHash, crypto.sha256Hex(input.token)),
        eq(accountTokens.kind, input.kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, input.now),
      ),
    )
    .returning({ userId: accountTokens.userId, sentTo: accountTokens.sentTo });
  return row ?? null;
}

/** Drops a user's unused tokens of one kind (an unlock by staff voids the mailed unlock link). */
export async function revokeAccountTokens(
  db: Db,
  input: { userId: number; kind: AccountTokenKind },
): Promise<void> {
  await db
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, input.userId),
        eq(accountTokens.kind, input.kind),
        isNull(accountTokens.usedAt),
      ),
    );
}
