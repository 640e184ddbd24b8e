/**
 * The subscription behind an enrollment (spec staff-and-crm §7 enrollment actions "auto renew on
 * or off", "move trial", "convert to contract"; §9 subscription fields and "Trial default 14
 * days"; §4 "Enabling a trial sets 14 days"). The spec shows the calls, not their rules; these
 * are the rules a tutoring business expects, pure so the server and the back-office agree.
 */
import { z } from 'zod';

export const SUBSCRIPTION_STATES = ['trial', 'active', 'contract', 'canceled'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** Spec §9: "Trial default 14 days". */
export const TRIAL_DAYS = 14;
/** A contract's term when converting: a school year's twelve months. */
export const CONTRACT_MONTHS = 12;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SubscriptionFacts {
  state: SubscriptionState;
  trialEndsAt: Date | null;
  contractEndsAt: Date | null;
  autoRenew: boolean;
  canceledAt: Date | null;
}

export interface SubscriptionChange {
  state?: SubscriptionState;
  trialEndsAt?: Date | null;
  contractEndsAt?: Date | null;
  autoRenew?: boolean;
  delayedCancelAt?: Date | null;
}

/** Why an action is refused, or null. */
export type SubscriptionRefusal = string | null;

const CANCELED_REFUSAL = 'A canceled subscription cannot be changed; uncancel it first.';

/**
 * Auto renew on: the subscription renews at its term's end (any delayed cancel is withdrawn).
 * Off: it stops at the end of its current term (contract end, else trial end), kept as
 * delayedCancelAt; without a term end it stops when staff cancel it.
 */
export function autoRenewChange(
  facts: SubscriptionFacts,
  enable: boolean,
): { refusal: SubscriptionRefusal; change: SubscriptionChange } {
  if (facts.state === 'canceled') return { refusal: CANCELED_REFUSAL, change: {} };
  if (enable) return { refusal: null, change: { autoRenew: true, delayedCancelAt: null } };
  const termEnd =
    facts.state === 'contract'
      ? facts.contractEndsAt
      : facts.state === 'trial'
        ? facts.trialEndsAt
        : null;
  return { refusal: null, change: { autoRenew: false, delayedCancelAt: termEnd } };
}

/**
 * Move trial: a subscription in trial gets another TRIAL_DAYS, counted from the later of now
 * and its current trial end (so moving twice extends twice; an expired trial restarts today).
 */
export function moveTrialChange(
  facts: SubscriptionFacts,
  now: Date,
): { refusal: SubscriptionRefusal; change: SubscriptionChange } {
  if (facts.state === 'canceled') return { refusal: CANCELED_REFUSAL, change: {} };
  if (facts.state !== 'trial')
    return { refusal: 'Only a subscription in its trial can move its trial.', change: {} };
  const from = Math.max(now.getTime(), facts.trialEndsAt?.getTime() ?? 0);
  return { refusal: null, change: { trialEndsAt: new Date(from + TRIAL_DAYS * DAY_MS) } };
}

/** `months` calendar months after `from` (UTC), clamped to the month's last day. */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * Convert to contract: a trial or month-to-month subscription becomes a CONTRACT_MONTHS
 * contract from now (the trial ends now); it renews unless auto renew is turned off.
 */
export function convertToContractChange(
  facts: SubscriptionFacts,
  now: Date,
): { refusal: SubscriptionRefusal; change: SubscriptionChange } {
  if (facts.state === 'canceled') return { refusal: CANCELED_REFUSAL, change: {} };
  if (facts.state === 'contract')
    return { refusal: 'This subscription is already a contract.', change: {} };
  return {
    refusal: null,
    change: {
      state: 'contract',
      trialEndsAt: facts.state === 'trial' ? now : facts.trialEndsAt,
      contractEndsAt: addMonths(now, CONTRACT_MONTHS),
      delayedCancelAt: null,
    },
  };
}

/** PUT /enrollments/{id}/auto_renew: the spec's one parameter, `enable`. */
export const autoRenewPayloadSchema = z.object({ enable: z.boolean() }).strict();
export type AutoRenewPayload = z.infer<typeof autoRenewPayloadSchema>;
