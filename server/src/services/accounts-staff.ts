import { eq } from 'drizzle-orm';
import { validatePasswordPair } from '@tp/domain';
import { users } from '../db/schema/index.ts';
import { Invalid } from '../http/errors.ts';
import { endAuthSessionsOf, type AccountContext, type AccountRow } from './accounts.ts';

/** Freezes an account: it cannot sign in, and its sign-ins end at once. */
export async function freezeAccount(ctx: AccountContext, userId: number): Promise<AccountRow> {
  const now = ctx.clock.now();
  const [current] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (current?.frozenAt) return current;
  const [row] = await ctx.db
    .update(users)
    .set({ frozenAt: now, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  await endAuthSessionsOf(ctx.db, userId);
  return row!;
}

export async function unfreezeAccount(ctx: AccountContext, userId: number): Promise<AccountRow> {
  const [row] = await ctx.db
    .update(users)
    .set({ frozenAt: null, updatedAt: ctx.clock.now() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/**
 * Staff set a user's password (`PUT /api/v2/users/{id}/change_password`). The user's other
 * sign-ins end; the caller's own sign-in survives when they change their own password.
 */
export async function changePasswordByStaff(
  ctx: AccountContext,
  userId: number,
  input: { password: string; passwordConfirmation: string },
  callerAuthSessionId: string | null,
): Promise<AccountRow> {
  const errors = validatePasswordPair(input.password, input.passwordConfirmation);
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  const [row] = await ctx.db
    .update(users)
    .set({
      passwordHash: await ctx.crypto.hashPassword(input.password),
      failedAttempts: 0,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(users.id, userId))
    .returning();
  await endAuthSessionsOf(ctx.db, userId, callerAuthSessionId);
  return row!;
}
