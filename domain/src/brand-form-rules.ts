/**
 * The brand form's rules (spec staff-and-crm §4 "Brand form rules", §9 "Trial default 14
 * days. Recurring default interval 1 month."). Pure: the back-office form applies each rule
 * when a field changes, the server normalises and checks every saved brand with the same
 * functions, so a brand is never stored in a state the form could not produce.
 */

import { BLANK_MESSAGE } from './field-messages.ts';

export const BRAND_PAYMENT_TYPES = ['none', 'fixed', 'recurring'] as const;
export type BrandPaymentType = (typeof BRAND_PAYMENT_TYPES)[number];
export const BRAND_PAYMENT_TYPE_LABELS: Record<BrandPaymentType, string> = {
  none: 'None',
  fixed: 'Fixed',
  recurring: 'Recurring',
};

export const PRICING_TYPES = ['Pricing::Fixed', 'Pricing::Recurring'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];

export const INTERVAL_UNITS = ['days', 'weeks', 'months'] as const;
export type IntervalUnit = (typeof INTERVAL_UNITS)[number];
export const INTERVAL_UNIT_LABELS: Record<IntervalUnit, string> = {
  days: 'Days',
  weeks: 'Weeks',
  months: 'Months',
};

export const REVIEW_INTERVAL_UNITS = ['minutes', 'sessions'] as const;
export type ReviewIntervalUnit = (typeof REVIEW_INTERVAL_UNITS)[number];
export const REVIEW_INTERVAL_UNIT_LABELS: Record<ReviewIntervalUnit, string> = {
  minutes: 'Minutes',
  sessions: 'Sessions',
};

/** Spec §9. */
export const TRIAL_DEFAULT_LENGTH = 14;
export const TRIAL_DEFAULT_UNIT: IntervalUnit = 'days';
export const RECURRING_DEFAULT_LENGTH = 1;
export const RECURRING_DEFAULT_UNIT: IntervalUnit = 'months';

/** A brand's pricing (spec §3: type, intervalUnit, intervalLength, trialPrice, trialIntervalLength, trialIntervalUnit). */
export interface BrandPricing {
  type: PricingType;
  /** Dollars; charging is a later issue, the brand only records the price. */
  price: number;
  intervalUnit: IntervalUnit | null;
  intervalLength: number | null;
  trialPrice: number | null;
  trialIntervalLength: number | null;
  trialIntervalUnit: IntervalUnit | null;
  /**
   * Dollars per tutoring hour: what Add Tutoring Hours and Pay As You Go charge per hour. Kept
   * apart from `price` (a subscription's or a fixed product's price, not an hour's). Absent or
   * null: the brand sells no hours, so none are charged.
   */
  hourlyPrice?: number | null;
}

/** Contract and discount pricing: a price over an optional term. */
export interface BrandPricingTerms {
  price: number;
  intervalUnit: IntervalUnit | null;
  intervalLength: number | null;
}

/** The fields the rules read and write (a brand record or the form's values). */
export interface BrandRuleFields {
  paymentType: BrandPaymentType;
  pricing: BrandPricing | null;
  offerContract: boolean;
  contractPricing: BrandPricingTerms | null;
  offerDiscount: boolean;
  discountPricing: BrandPricingTerms | null;
  allowLimitedAttendance: boolean;
  limitedAttendancesCount: number;
  includeParentUpdates: boolean;
  parentUpdatesInterval: number | null;
  offerReserved: boolean;
  reservedIntervalUnit: IntervalUnit | null;
  reservedIntervalLength: number | null;
  includeReviews: boolean;
  reviewInterval: number | null;
  reviewIntervalUnit: ReviewIntervalUnit;
  includeDelightedSurveys: boolean;
  delightedSurveyMinutesInterval: number | null;
}

/** The rule fields of a brand nobody has set up yet: free, nothing offered. */
export const BRAND_RULE_DEFAULTS: BrandRuleFields = {
  paymentType: 'none',
  pricing: null,
  offerContract: false,
  contractPricing: null,
  offerDiscount: false,
  discountPricing: null,
  allowLimitedAttendance: false,
  limitedAttendancesCount: 0,
  includeParentUpdates: false,
  parentUpdatesInterval: null,
  offerReserved: false,
  reservedIntervalUnit: null,
  reservedIntervalLength: null,
  includeReviews: false,
  reviewInterval: null,
  reviewIntervalUnit: 'minutes',
  includeDelightedSurveys: false,
  delightedSurveyMinutesInterval: null,
};

const noTrial = { trialPrice: null, trialIntervalLength: null, trialIntervalUnit: null };

/**
 * Spec §4: None removes all pricing; Fixed sets fixed pricing and clears trial and contract;
 * any other type sets recurring pricing with interval unit months and length 1.
 */
export function applyPaymentType<T extends BrandRuleFields>(
  values: T,
  paymentType: BrandPaymentType,
): T {
  const price = values.pricing?.price ?? 0;
  // The hourly price is not the payment type's: switching between Fixed and Recurring keeps it.
  const hourlyPrice = values.pricing?.hourlyPrice ?? null;
  if (paymentType === 'none') {
    return {
      ...values,
      paymentType,
      pricing: null,
      offerContract: false,
      contractPricing: null,
      offerDiscount: false,
      discountPricing: null,
    };
  }
  if (paymentType === 'fixed') {
    return {
      ...values,
      paymentType,
      pricing: {
        type: 'Pricing::Fixed',
        price,
        intervalUnit: null,
        intervalLength: null,
        ...noTrial,
        hourlyPrice,
      },
      offerContract: false,
      contractPricing: null,
    };
  }
  const trial = values.pricing?.type === 'Pricing::Recurring' ? values.pricing : noTrial;
  return {
    ...values,
    paymentType,
    pricing: {
      type: 'Pricing::Recurring',
      price,
      intervalUnit: RECURRING_DEFAULT_UNIT,
      intervalLength: RECURRING_DEFAULT_LENGTH,
      trialPrice: trial.trialPrice,
      trialIntervalLength: trial.trialIntervalLength,
      trialIntervalUnit: trial.trialIntervalUnit,
      hourlyPrice,
    },
  };
}

/** Whether the pricing offers a trial. */
export function hasTrial(pricing: BrandPricing | null): boolean {
  return pricing !== null && pricing.trialIntervalLength !== null;
}

/** Spec §4: enabling a trial sets 14 days (free unless a trial price is given); disabling clears it. */
export function applyTrial<T extends BrandRuleFields>(values: T, enabled: boolean): T {
  if (!values.pricing) return values;
  const trial = enabled
    ? {
        trialPrice: values.pricing.trialPrice ?? 0,
        trialIntervalLength: TRIAL_DEFAULT_LENGTH,
        trialIntervalUnit: TRIAL_DEFAULT_UNIT,
      }
    : noTrial;
  return { ...values, pricing: { ...values.pricing, ...trial } };
}

/** The toggles that clear fields when turned off (spec §4), and what each clears to. */
const CLEARED_WHEN_OFF = {
  offerContract: { contractPricing: null },
  offerDiscount: { discountPricing: null },
  allowLimitedAttendance: { limitedAttendancesCount: 0 },
  includeParentUpdates: { parentUpdatesInterval: null },
  offerReserved: { reservedIntervalUnit: null, reservedIntervalLength: null },
  includeReviews: { reviewInterval: null, reviewIntervalUnit: 'minutes' },
  includeDelightedSurveys: { delightedSurveyMinutesInterval: null },
} as const satisfies Record<string, Partial<BrandRuleFields>>;
export type BrandToggle = keyof typeof CLEARED_WHEN_OFF;
export const BRAND_TOGGLES = Object.keys(CLEARED_WHEN_OFF) as BrandToggle[];

/** The fields a toggle governs (the form shows them only while it is on). */
export function fieldsOfToggle(toggle: BrandToggle): (keyof BrandRuleFields)[] {
  return Object.keys(CLEARED_WHEN_OFF[toggle]) as (keyof BrandRuleFields)[];
}

/**
 * Spec §4: turning off limited attendance sets its count to 0; parent updates, reserved,
 * surveys (and contract, discount, reviews) clear their intervals.
 */
export function applyToggle<T extends BrandRuleFields>(
  values: T,
  toggle: BrandToggle,
  on: boolean,
): T {
  if (on) return { ...values, [toggle]: true };
  return { ...values, [toggle]: false, ...CLEARED_WHEN_OFF[toggle] };
}

/** Spec §4: reviews default to unit minutes; switching to sessions sets the interval to 1. */
export function applyReviewUnit<T extends BrandRuleFields>(values: T, unit: ReviewIntervalUnit): T {
  if (unit === values.reviewIntervalUnit) return values;
  return { ...values, reviewIntervalUnit: unit, reviewInterval: unit === 'sessions' ? 1 : null };
}

/**
 * The server's normalisation of a brand about to be saved: what the rules clear is cleared,
 * whatever the client sent (a toggle that is off keeps no interval; Fixed keeps no trial).
 */
export function normalizeBrandRules<T extends BrandRuleFields>(values: T): T {
  let next = values;
  for (const toggle of BRAND_TOGGLES) {
    if (!next[toggle]) next = applyToggle(next, toggle, false);
  }
  if (next.paymentType === 'none') {
    next = {
      ...next,
      pricing: null,
      offerContract: false,
      contractPricing: null,
      offerDiscount: false,
      discountPricing: null,
    };
  } else if (next.paymentType === 'fixed' && next.pricing) {
    next = {
      ...next,
      pricing: {
        ...next.pricing,
        type: 'Pricing::Fixed',
        intervalUnit: null,
        intervalLength: null,
        ...noTrial,
      },
      offerContract: false,
      contractPricing: null,
    };
  } else if (next.paymentType === 'recurring' && next.pricing) {
    next = { ...next, pricing: { ...next.pricing, type: 'Pricing::Recurring' } };
  }
  return next;
}

export const REQUIRED_MESSAGE = BLANK_MESSAGE;

/** What a saved brand must hold: the field a toggle turns on, the pricing a payment type needs. */
export function brandRuleErrors(values: BrandRuleFields): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const need = (field: string, present: boolean) => {
    if (!present) errors[field] = [REQUIRED_MESSAGE];
  };
  if (values.paymentType !== 'none') need('pricing', values.pricing !== null);
  if (values.paymentType === 'recurring' && values.pricing) {
    need('pricing.intervalLength', values.pricing.intervalLength !== null);
    need('pricing.intervalUnit', values.pricing.intervalUnit !== null);
  }
  if (
    values.pricing &&
    (values.pricing.trialIntervalLength === null) !== (values.pricing.trialIntervalUnit === null)
  ) {
    errors['pricing.trialIntervalLength'] = ['needs both a length and a unit'];
  }
  if (values.offerContract) need('contractPricing', values.contractPricing !== null);
  if (values.offerDiscount) need('discountPricing', values.discountPricing !== null);
  if (values.allowLimitedAttendance && values.limitedAttendancesCount < 1) {
    errors.limitedAttendancesCount = ['must be at least 1'];
  }
  if (values.includeParentUpdates)
    need('parentUpdatesInterval', values.parentUpdatesInterval !== null);
  if (values.offerReserved) {
    need('reservedIntervalLength', values.reservedIntervalLength !== null);
    need('reservedIntervalUnit', values.reservedIntervalUnit !== null);
  }
  if (values.includeReviews) need('reviewInterval', values.reviewInterval !== null);
  if (values.includeDelightedSurveys) {
    need('delightedSurveyMinutesInterval', values.delightedSurveyMinutesInterval !== null);
  }
  return errors;
}

/**
 * Spec §4: a reservation ends at noon after the brand's reserved interval, counted from
 * `today` (a calendar date, YYYY-MM-DD). Answers the calendar date; noon is in the viewer's zone.
 */
export function reservationEndDate(today: string, unit: IntervalUnit, length: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (unit === 'days') date.setUTCDate(date.getUTCDate() + length);
  if (unit === 'weeks') date.setUTCDate(date.getUTCDate() + length * 7);
  if (unit === 'months') {
    const target = new Date(Date.UTC(year, month - 1 + length, 1));
    const lastDay = new Date(
      Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
    ).getUTCDate();
    target.setUTCDate(Math.min(day, lastDay));
    return target.toISOString().slice(0, 10);
  }
  return date.toISOString().slice(0, 10);
}
export const RESERVATION_ENDS_AT_HOUR = 12;
