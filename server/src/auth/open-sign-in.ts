import { auditChanges } from '@tp/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { ServerCrypto } from '../platform/server-crypto.ts';
import { recordAuditEventAs } from '../resources/audit-recorder.ts';
import { createAuthSession, deleteAuthSession } from './auth-session.store.ts';

export interface OpenSignIn {
  userId: number;
  csrfToken: string;
  now: Date;
  /** The browser's sign-in before this one, ended: one browser holds one sign-in. */
  previousAuthSessionId: string | null;
  /** A password sign-in's failed attempts so far, cleared by it (a link's are cleared on use). */
  failedAttempts: number;
}

/**
 * Opens a sign-in in one transaction: ends the browser's previous one, clears the failed
 * attempts and records 'signIn' on the user's audit trail (issue 23: every write, sign-ins
 * included). Answers the `tp_auth` cookie's token.
 */
export function openSignIn(
  { db, crypto }: { db: Db; crypto: ServerCrypto },
  input: OpenSignIn,
): Promise<string> {
  return db.transaction(async (tx) => {
    if (input.previousAuthSessionId) await deleteAuthSession(tx, input.previousAuthSessionId);
    if (input.failedAttempts > 0)
      await tx.update(users).set({ failedAttempts: 0 }).where(eq(users.id, input.userId));
    const token = await createAuthSession(
      { db: tx, crypto },
      { userId: input.userId, csrfToken: input.csrfToken, now: input.now },
    );
    await recordAuditEventAs(
      tx,
      { actor: { id: input.userId }, now: input.now },
      {
        recordType: 'User',
        recordId: input.userId,
        action: 'signIn',
        changes: auditChanges({ failedAttempts: input.failedAttempts }, { failedAttempts: 0 }),
      },
    );
    return token;
  });
}

/**
 * Ends a sign-in and records 'signOut' as whoever held it (the admin, while spoofing, on
 * behalf of the spoofed user), in one transaction.
 */
export function closeSignIn(
  db: Db,
  authSessionId: string,
  user: { id: number; spoofedBy?: { id: number } | null } | null,
  now: Date,
): Promise<void> {
  return db.transaction(async (tx) => {
    await deleteAuthSession(tx, authSessionId);
    if (!user) return;
    await recordAuditEventAs(
      tx,
      { actor: user, now },
      {
        recordType: 'User',
        recordId: user.spoofedBy?.id ?? user.id,
        action: 'signOut',
        changes: {},
      },
    );
  });
}
