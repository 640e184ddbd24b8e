import type { BrandRow } from './types.ts';

type BrandRules = Partial<Omit<BrandRow, 'id' | 'name' | 'departmentId' | 'createdAt'>>;

/**
 * The pricing and rules of the demo brands (spec §3 Brand, §4): one recurring with a 14-day
 * trial and a contract, fixed prices, a free brand, limited attendance, parent updates,
 * reserving, reviews by minutes and by sessions, surveys. Every row obeys the brand form rules.
 * Hours are priced per hour (pricing.hourlyPrice), apart from the brand's subscription or
 * product price: Private Tutoring $65 (5 hours $325.00), the test prep brands' extra tutoring
 * $85 and $80. Math Achievers Club (a monthly club) sells no hours; Homework Help is free.
 */
export const DEMO_BRAND_RULES: Record<string, BrandRules> = {
  'Private Tutoring': {
    paymentType: 'recurring',
    pricing: {
      type: 'Pricing::Recurring',
      price: 399,
      intervalUnit: 'months',
      intervalLength: 1,
      trialPrice: 0,
      trialIntervalLength: 14,
      trialIntervalUnit: 'days',
      hourlyPrice: 65,
    },
    offerContract: true,
    contractPricing: { price: 2150, intervalUnit: 'months', intervalLength: 6 },
    includeParentUpdates: true,
    parentUpdatesInterval: 14,
    offerReserved: true,
    reservedIntervalUnit: 'days',
    reservedIntervalLength: 3,
    includeReviews: true,
    reviewInterval: 1,
    reviewIntervalUnit: 'sessions',
    includeDelightedSurveys: true,
    delightedSurveyMinutesInterval: 600,
  },
  'SAT Prep Live': {
    paymentType: 'fixed',
    pricing: {
      type: 'Pricing::Fixed',
      price: 899,
      intervalUnit: null,
      intervalLength: null,
      trialPrice: null,
      trialIntervalLength: null,
      trialIntervalUnit: null,
      hourlyPrice: 85,
    },
    offerDiscount: true,
    discountPricing: { price: 799, intervalUnit: null, intervalLength: null },
    includeReviews: true,
    reviewInterval: 240,
    reviewIntervalUnit: 'minutes',
  },
  'ACT Prep Live': {
    paymentType: 'fixed',
    pricing: {
      type: 'Pricing::Fixed',
      price: 849,
      intervalUnit: null,
      intervalLength: null,
      trialPrice: null,
      trialIntervalLength: null,
      trialIntervalUnit: null,
      hourlyPrice: 80,
    },
    allowLimitedAttendance: true,
    limitedAttendancesCount: 12,
  },
  'Math Achievers Club': {
    paymentType: 'recurring',
    pricing: {
      type: 'Pricing::Recurring',
      price: 149,
      intervalUnit: 'months',
      intervalLength: 1,
      trialPrice: null,
      trialIntervalLength: null,
      trialIntervalUnit: null,
    },
    includeParentUpdates: true,
    parentUpdatesInterval: 30,
  },
  'Homework Help': { paymentType: 'none' },
};
