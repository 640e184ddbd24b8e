/**
 * Test helpers for charges the family does not place through add_hours: an installment due
 * on Pia's enrollment, and a Pay As You Go block owed and charged as a booking charges it.
 */
import { eq } from 'drizzle-orm';
import { findAuthUserById } from '../auth/auth-user.query.ts';
import { arrearCharges, installments } from '../db/schema/index.ts';
import { chargeArrearsNow } from '../services/pay-as-you-go.ts';
import type { MoneyTestContext } from '../test/money-test-context.ts';

/** An installment of `amountCents` on Pia's enrollment, due a minute ago (unless `dueAt`). */
export async function dueInstallment(
  ctx: MoneyTestContext,
  amountCents: number,
  dueAt = new Date(ctx.clock.now().getTime() - 60_000),
): Promise<number> {
  const [row] = await ctx.db
    .insert(installments)
    .values({ enrollmentId: ctx.pia.id, dueAt, amountCents })
    .returning({ id: installments.id });
  return row!.id;
}

/**
 * A 5-hour Pay As You Go block ($325) owed on Pia's enrollment, charged as a booking by Pam
 * that added it on credit charges it once it commits; answers the block, as charged.
 */
export async function payAsYouGoBlockChargedForPam(ctx: MoneyTestContext) {
  const [owed] = await ctx.db
    .insert(arrearCharges)
    .values({
      enrollmentId: ctx.pia.id,
      minutes: 300,
      amountCents: 32_500,
      createdAt: new Date(ctx.clock.now().getTime() - 60_000),
    })
    .returning({ id: arrearCharges.id });
  const pam = (await findAuthUserById(ctx.db, ctx.world.users.pam.id))!;
  await chargeArrearsNow(
    { user: pam, now: ctx.clock.now(), deps: ctx.deps, authSessionId: null, linkBase: '' },
    ctx.pia.id,
  );
  const [row] = await ctx.db.select().from(arrearCharges).where(eq(arrearCharges.id, owed!.id));
  return row!;
}
