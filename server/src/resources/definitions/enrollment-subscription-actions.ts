/**
 * The enrollment's subscription actions (spec staff-and-crm §7): auto renew, move trial,
 * convert to contract, apply coupon. Their rules are domain's (subscription-rules.ts,
 * payment-rules.ts couponRefusal); these write what the rules decide.
 */
import {
  autoRenewChange,
  convertToContractChange,
  moveTrialChange,
  type ApplyCouponPayload,
  type AutoRenewPayload,
  type SubscriptionChange,
  type SubscriptionFacts,
  type SubscriptionRefusal,
  type SubscriptionState,
} from '@tp/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enrollments } from '../../db/schema/index.ts';
import { Invalid, NotFound } from '../../http/errors.ts';
import { lockCouponToApply } from '../../payments/coupons.ts';
import type { ActionImplementation, CallContext } from '../types.ts';

async function subscriptionOf(tx: Db, id: number): Promise<SubscriptionFacts> {
  const [row] = await tx
    .select({
      state: enrollments.subscriptionState,
      trialEndsAt: enrollments.trialEndsAt,
      contractEndsAt: enrollments.contractEndsAt,
      autoRenew: enrollments.autoRenew,
      canceledAt: enrollments.canceledAt,
    })
    .from(enrollments)
    .where(eq(enrollments.id, id))
    // The row stays locked until the action commits: two changes never interleave.
    .for('update');
  if (!row) throw new NotFound();
  return { ...row, state: row.state as SubscriptionState };
}

/** An action that applies one subscription rule to the enrollment. */
function subscriptionAction(
  decide: (
    facts: SubscriptionFacts,
    ctx: CallContext,
    input: Record<string, unknown>,
  ) => { refusal: SubscriptionRefusal; change: SubscriptionChange },
): ActionImplementation {
  return {
    async run({ tx, ctx, id, input }) {
      const { refusal, change } = decide(await subscriptionOf(tx, id!), ctx, input);
      if (refusal) throw new Invalid({ state: [refusal] });
      const { state, ...dates } = change;
      await tx
        .update(enrollments)
        .set({ ...dates, ...(state ? { subscriptionState: state } : {}) })
        .where(eq(enrollments.id, id!));
    },
  };
}

export const enrollmentSubscriptionActions = {
  autoRenew: subscriptionAction((facts, _ctx, input) =>
    autoRenewChange(facts, (input as AutoRenewPayload).enable),
  ),
  moveTrial: subscriptionAction((facts, ctx) => moveTrialChange(facts, ctx.now)),
  convertToContract: subscriptionAction((facts, ctx) => convertToContractChange(facts, ctx.now)),
  applyCoupon: {
    async run({ tx, ctx, id, input }) {
      const code = (input as ApplyCouponPayload).couponCode;
      const coupon = await lockCouponToApply(tx, code, ctx.now);
      await tx.update(enrollments).set({ couponCode: coupon.code }).where(eq(enrollments.id, id!));
    },
  },
} satisfies Record<string, ActionImplementation>;
