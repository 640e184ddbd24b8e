import { describe, expect, it } from 'vitest';
import {
  applyPaymentType,
  applyReviewUnit,
  applyToggle,
  applyTrial,
  BRAND_RULE_DEFAULTS,
  brandRuleErrors,
  normalizeBrandRules,
  reservationEndDate,
  type BrandRuleFields,
} from './brand-form-rules.ts';

const recurring: BrandRuleFields = applyPaymentType(
  { ...BRAND_RULE_DEFAULTS, pricing: null },
  'recurring',
);

describe('payment type (spec §4)', () => {
  it('None removes all pricing', () => {
    const priced = {
      ...recurring,
      offerContract: true,
      contractPricing: { price: 100, intervalUnit: 'months' as const, intervalLength: 6 },
      offerDiscount: true,
      discountPricing: { price: 50, intervalUnit: null, intervalLength: null },
    };
    const none = applyPaymentType(priced, 'none');
    expect(none.pricing).toBeNull();
    expect(none.contractPricing).toBeNull();
    expect(none.discountPricing).toBeNull();
    expect(none.offerContract).toBe(false);
    expect(none.offerDiscount).toBe(false);
  });

  it('Fixed sets fixed pricing and clears trial and contract', () => {
    const withTrial = {
      ...applyTrial(
        { ...recurring, pricing: { ...recurring.pricing!, price: 80, hourlyPrice: 65 } },
        true,
      ),
      offerContract: true,
      contractPricing: { price: 100, intervalUnit: 'months' as const, intervalLength: 6 },
    };
    const fixed = applyPaymentType(withTrial, 'fixed');
    expect(fixed.pricing).toEqual({
      type: 'Pricing::Fixed',
      price: 80,
      intervalUnit: null,
      intervalLength: null,
      trialPrice: null,
      trialIntervalLength: null,
      trialIntervalUnit: null,
      hourlyPrice: 65,
    });
    expect(fixed.offerContract).toBe(false);
    expect(fixed.contractPricing).toBeNull();
  });

  it('keeps the price per tutoring hour across Fixed and Recurring, drops it with None', () => {
    const hourly = { ...recurring, pricing: { ...recurring.pricing!, hourlyPrice: 65 } };
    const fixed = applyPaymentType(hourly, 'fixed');
    expect(fixed.pricing?.hourlyPrice).toBe(65);
    expect(applyPaymentType(fixed, 'recurring').pricing?.hourlyPrice).toBe(65);
    expect(applyPaymentType(hourly, 'none').pricing).toBeNull();
    expect(normalizeBrandRules({ ...hourly, paymentType: 'fixed' }).pricing?.hourlyPrice).toBe(65);
  });

  it('recurring sets recurring pricing, 1 month', () => {
    expect(recurring.paymentType).toBe('recurring');
    expect(recurring.pricing).toMatchObject({
      type: 'Pricing::Recurring',
      intervalUnit: 'months',
      intervalLength: 1,
    });
  });
});

describe('trial (spec §4, §9)', () => {
  it('enabling a trial sets 14 days; disabling clears it', () => {
    const trial = applyTrial(recurring, true);
    expect(trial.pricing).toMatchObject({ trialIntervalLength: 14, trialIntervalUnit: 'days' });
    expect(applyTrial(trial, false).pricing).toMatchObject({
      trialIntervalLength: null,
      trialIntervalUnit: null,
      trialPrice: null,
    });
  });

  it('does nothing without pricing', () => {
    expect(applyTrial(BRAND_RULE_DEFAULTS, true)).toBe(BRAND_RULE_DEFAULTS);
  });
});

describe('toggles (spec §4)', () => {
  it('turning off limited attendance sets its count to 0', () => {
    const on = { ...BRAND_RULE_DEFAULTS, allowLimitedAttendance: true, limitedAttendancesCount: 8 };
    expect(applyToggle(on, 'allowLimitedAttendance', false).limitedAttendancesCount).toBe(0);
  });

  it('turning off parent updates, reserved and surveys clears their intervals', () => {
    const on: BrandRuleFields = {
      ...BRAND_RULE_DEFAULTS,
      includeParentUpdates: true,
      parentUpdatesInterval: 7,
      offerReserved: true,
      reservedIntervalUnit: 'days',
      reservedIntervalLength: 3,
      includeDelightedSurveys: true,
      delightedSurveyMinutesInterval: 600,
    };
    expect(applyToggle(on, 'includeParentUpdates', false).parentUpdatesInterval).toBeNull();
    const reserved = applyToggle(on, 'offerReserved', false);
    expect(reserved.reservedIntervalUnit).toBeNull();
    expect(reserved.reservedIntervalLength).toBeNull();
    expect(
      applyToggle(on, 'includeDelightedSurveys', false).delightedSurveyMinutesInterval,
    ).toBeNull();
  });

  it('turning a toggle on keeps the other fields', () => {
    const on = applyToggle(BRAND_RULE_DEFAULTS, 'includeParentUpdates', true);
    expect(on.includeParentUpdates).toBe(true);
    expect(on.parentUpdatesInterval).toBeNull();
  });
});

describe('review unit (spec §4)', () => {
  it('defaults to minutes; switching to sessions sets interval 1', () => {
    expect(BRAND_RULE_DEFAULTS.reviewIntervalUnit).toBe('minutes');
    const reviews = { ...BRAND_RULE_DEFAULTS, includeReviews: true, reviewInterval: 300 };
    const sessions = applyReviewUnit(reviews, 'sessions');
    expect(sessions).toMatchObject({ reviewIntervalUnit: 'sessions', reviewInterval: 1 });
    expect(applyReviewUnit(sessions, 'minutes')).toMatchObject({
      reviewIntervalUnit: 'minutes',
      reviewInterval: null,
    });
    expect(applyReviewUnit(sessions, 'sessions')).toBe(sessions);
  });
});

describe('normalizeBrandRules and brandRuleErrors (the server)', () => {
  it('clears what an off toggle governs and what the payment type excludes', () => {
    const sent: BrandRuleFields = {
      ...BRAND_RULE_DEFAULTS,
      paymentType: 'fixed',
      pricing: {
        ...recurring.pricing!,
        price: 40,
        trialIntervalLength: 14,
        trialIntervalUnit: 'days',
        trialPrice: 0,
      },
      offerReserved: false,
      reservedIntervalLength: 5,
      reservedIntervalUnit: 'days',
    };
    const saved = normalizeBrandRules(sent);
    expect(saved.pricing).toMatchObject({
      type: 'Pricing::Fixed',
      price: 40,
      trialIntervalLength: null,
    });
    expect(saved.reservedIntervalLength).toBeNull();
    expect(normalizeBrandRules({ ...sent, paymentType: 'none' }).pricing).toBeNull();
  });

  it('requires what a toggle or a payment type turns on', () => {
    expect(brandRuleErrors(BRAND_RULE_DEFAULTS)).toEqual({});
    expect(brandRuleErrors({ ...BRAND_RULE_DEFAULTS, paymentType: 'fixed' })).toEqual({
      pricing: ["can't be blank"],
    });
    expect(
      brandRuleErrors({
        ...BRAND_RULE_DEFAULTS,
        includeParentUpdates: true,
        offerReserved: true,
        includeReviews: true,
        includeDelightedSurveys: true,
        allowLimitedAttendance: true,
      }),
    ).toEqual({
      parentUpdatesInterval: ["can't be blank"],
      reservedIntervalLength: ["can't be blank"],
      reservedIntervalUnit: ["can't be blank"],
      reviewInterval: ["can't be blank"],
      delightedSurveyMinutesInterval: ["can't be blank"],
      limitedAttendancesCount: ['must be at least 1'],
    });
  });
});

describe('reservation end (spec §4)', () => {
  it('counts the reserved interval from today', () => {
    expect(reservationEndDate('2026-01-30', 'days', 3)).toBe('2026-02-02');
    expect(reservationEndDate('2026-01-30', 'weeks', 1)).toBe('2026-02-06');
    expect(reservationEndDate('2026-01-31', 'months', 1)).toBe('2026-02-28');
  });
});
