import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { ServerCrypto } from '../platform/server-crypto.ts';
import { authSessions } from '../db/schema/index.ts';
import { AUTH_IDLE_MS } from './cookies.ts';
import { examsTokenDigestOf, examsTokenOf } from './exams-token.ts';

/** Sliding the expiry writes to the database; once a minute per sign-in is plenty. */
export const SLIDE_INTERVAL_MS = 60 * 1000;

/**
 * The row id of the sign-in a `tp_auth` cookie holds: only a SHA-256 of the token is stored,
 * so a leaked copy of the table signs nobody in (as for account tokens and calendar feeds).
 */
export function authSessionIdOf(crypto: ServerCrypto, cookieToken: string): string {
  return crypto.sha256Hex(cookieToken);
}

/**
 * Opens a sign-in and answers its token (32 random bytes, base64url), the `tp_auth` cookie;
 * the row is keyed by the token's hash (`authSessionIdOf`).
 */
export async function createAuthSession(
  { db, crypto }: { db: Db; crypto: ServerCrypto },
  input: { userId: number; csrfToken: string; now: Date },
): Promise<string> {
  const token = crypto.randomToken();
  await db.insert(authSessions).values({
    id: authSessionIdOf(crypto, token),
    userId: input.userId,
    csrfToken: input.csrfToken,
    examsTokenDigest: examsTokenDigestOf(crypto, examsTokenOf(crypto, token)),
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: new Date(input.now.getTime() + AUTH_IDLE_MS),
  });
  // Expired rows of this user are dead weight; sign-in is a cheap moment to drop them.
  await db
    .delete(authSessions)
    .where(and(eq(authSessions.userId, input.userId), lte(authSessions.expiresAt, input.now)));
  return token;
}

export function shouldSlide(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= SLIDE_INTERVAL_MS;
}

/** Moves the idle expiry forward from `now`. */
export async function slideAuthSession(db: Db, authSessionId: string, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + AUTH_IDLE_MS) })
    .where(eq(authSessions.id, authSessionId));
}

export async function deleteAuthSession(db: Db, authSessionId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, authSessionId));
}
