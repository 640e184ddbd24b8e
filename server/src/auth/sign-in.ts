import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { Unauthorized } from '../http/errors.ts';
import { hashPassword, verifyPassword } from './password.ts';

export const INVALID_LOGIN_MESSAGE = 'Invalid login or password.';
export const FROZEN_MESSAGE = 'Your account is frozen. Please contact customer service.';
export const LOCKED_MESSAGE =
  'Your account is locked. Please contact customer service to unlock it.';
export const INACTIVE_MESSAGE = 'Your account is not active. Please contact customer service.';

/**
 * A real scrypt hash of a random password, verified against when the account does not exist
 * or has no password, so a wrong e-mail costs as long as a wrong password.
 */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
}

/**
 * Checks a login (the e-mail, any case) and password; returns the user id or throws 401.
 * The account state is told only to someone who knew the password. A wrong password counts
 * a failed attempt (issue 3 locks the account on that count).
 */
export async function authenticate(db: Db, login: string, password: string): Promise<number> {
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      active: users.active,
      frozenAt: users.frozenAt,
      lockedAt: users.lockedAt,
      failedAttempts: users.failedAttempts,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, login.trim().toLowerCase()))
    .limit(1);

  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
  if (!user || !user.passwordHash || !matches) {
    if (user) {
      await db
        .update(users)
        .set({ failedAttempts: sql`${users.failedAttempts} + 1` })
        .where(eq(users.id, user.id));
    }
    throw new Unauthorized(INVALID_LOGIN_MESSAGE);
  }
  if (user.lockedAt) throw new Unauthorized(LOCKED_MESSAGE);
  if (user.frozenAt) throw new Unauthorized(FROZEN_MESSAGE);
  if (!user.active) throw new Unauthorized(INACTIVE_MESSAGE);
  if (user.failedAttempts > 0) {
    await db.update(users).set({ failedAttempts: 0 }).where(eq(users.id, user.id));
  }
  return user.id;
}
