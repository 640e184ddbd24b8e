import { describe, expect, it } from 'vitest';
import {
  addMonths,
  autoRenewChange,
  convertToContractChange,
  moveTrialChange,
  type SubscriptionFacts,
} from './subscription-rules.ts';

const now = new Date('2026-03-10T12:00:00Z');
const facts = (overrides: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  state: 'active',
  trialEndsAt: null,
  contractEndsAt: null,
  autoRenew: true,
  canceledAt: null,
  ...overrides,
});

describe('subscription rules', () => {
  it('auto renew off stops a contract at its end; on withdraws the delayed cancel', () => {
    const end = new Date('2026-09-01T00:00:00Z');
    expect(autoRenewChange(facts({ state: 'contract', contractEndsAt: end }), false)).toEqual({
      refusal: null,
      change: { autoRenew: false, delayedCancelAt: end },
    });
    expect(autoRenewChange(facts(), true).change).toEqual({
      autoRenew: true,
      delayedCancelAt: null,
    });
    expect(autoRenewChange(facts({ state: 'canceled' }), true).refusal).toMatch(/canceled/);
  });

  it('moves a trial 14 days from the later of now and its end', () => {
    const future = new Date('2026-03-20T12:00:00Z');
    expect(moveTrialChange(facts({ state: 'trial', trialEndsAt: future }), now).change).toEqual({
      trialEndsAt: new Date('2026-04-03T12:00:00Z'),
    });
    const past = new Date('2026-03-01T00:00:00Z');
    expect(moveTrialChange(facts({ state: 'trial', trialEndsAt: past }), now).change).toEqual({
      trialEndsAt: new Date('2026-03-24T12:00:00Z'),
    });
    expect(moveTrialChange(facts(), now).refusal).toMatch(/trial/);
  });

  it('converts to a 12-month contract, once', () => {
    expect(convertToContractChange(facts({ state: 'trial' }), now).change).toMatchObject({
      state: 'contract',
      trialEndsAt: now,
      contractEndsAt: new Date('2027-03-10T12:00:00Z'),
    });
    expect(convertToContractChange(facts({ state: 'contract' }), now).refusal).toMatch(/already/);
  });

  it('adds months clamped to the month’s last day', () => {
    expect(addMonths(new Date('2026-01-31T00:00:00Z'), 1)).toEqual(
      new Date('2026-02-28T00:00:00Z'),
    );
  });
});
