import { and, eq, ne, sql } from 'drizzle-orm';
import {
  EMAIL_TAKEN_MESSAGE,
  auditChanges,
  isRole,
  type AccountTokenOutcome,
  type UserAccount,
} from '@tp/domain';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { Invalid } from '../http/errors.ts';
import { authSessions, users } from '../db/schema/index.ts';
import type { LinkRecipient } from '../mail/account-links.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ServerCrypto } from '../platform/server-crypto.ts';
import { recordAuditEventAs } from '../resources/audit-recorder.ts';

/**
 * What the account flows need: the database, the clock, the mailer, the cryptography (tokens
 * and password hashes), and the origin the mailed links point to (PUBLIC_URL, or where the
 * request came from).
 */
export interface AccountContext {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  crypto: ServerCrypto;
  linkBase: string;
}

export type AccountRow = typeof users.$inferSelect;

/**
 * A change of an account made through a mailed link (a reset, a confirmation, an unlock, a
 * sign-in link), on its history in `tx` as its owner's act: the link proved them. The fields
 * it changed, before and after; the password's hash and every token left out.
 */
export function recordOwnerChange(
  tx: Db,
  action: string,
  before: AccountRow,
  after: AccountRow,
  now: Date,
): Promise<void> {
  return recordAuditEventAs(
    tx,
    { actor: { id: before.id }, now },
    { recordType: 'User', recordId: before.id, action, changes: auditChanges(before, after) },
  );
}

export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());
}

/** The account whose e-mail is `email`, in any case. */
export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** 422 on `email` when another account uses it, in any case; `ownUserId` is the one changing. */
export async function assertEmailFree(
  tx: Db,
  email: string,
  ownUserId: number | null,
): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
        ownUserId === null ? undefined : ne(users.id, ownUserId),
      ),
    )
    .limit(1);
  if (taken) throw new Invalid({ email: [EMAIL_TAKEN_MESSAGE] });
}

export async function findAccountById(db: Db, id: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The recipient of a mail about this account, at `email` (its current address by default). */
export function recipientOf(account: AccountRow, email = account.email): LinkRecipient {
  return {
    email,
    firstName: account.firstName,
    lastName: account.lastName,
    language: account.language,
  };
}

export function tokenOutcome(
  account: AccountRow,
  resetPasswordToken?: string,
): AccountTokenOutcome {
  return {
    email: account.email,
    firstName: account.firstName,
    language: account.language,
    hasPassword: account.passwordHash !== null,
    ...(resetPasswordToken ? { resetPasswordToken } : {}),
  };
}

export function toUserAccount(account: AccountRow): UserAccount {
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    roles: account.roles.map((r) => r.toLowerCase()).filter(isRole) as UserAccount['roles'],
    language: account.language,
    active: account.active,
    hasPassword: account.passwordHash !== null,
    confirmedAt: account.confirmedAt?.toISOString() ?? null,
    unconfirmedEmail: account.unconfirmedEmail,
    failedAttempts: account.failedAttempts,
    lockedAt: account.lockedAt?.toISOString() ?? null,
    frozenAt: account.frozenAt?.toISOString() ?? null,
    isLocked: account.lockedAt !== null,
    isFrozen: account.frozenAt !== null,
    createdAt: account.createdAt.toISOString(),
    lockVersion: account.lockVersion,
  };
}

/**
 * Signs the user out everywhere (optionally keeping the caller's own sign-in). A frozen or
 * locked account is refused by the sign-in lookup anyway; deleting the rows makes sure an
 * unfreeze or unlock does not bring old sign-ins back, and a new password ends old ones.
 */
export async function endAuthSessionsOf(
  db: Db,
  userId: number,
  exceptAuthSessionId: string | null = null,
): Promise<void> {
  await db
    .delete(authSessions)
    .where(
      exceptAuthSessionId
        ? and(eq(authSessions.userId, userId), ne(authSessions.id, exceptAuthSessionId))
        : eq(authSessions.userId, userId),
    );
}
