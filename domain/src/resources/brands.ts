import { z } from 'zod';
import {
  BRAND_PAYMENT_TYPES,
  INTERVAL_UNITS,
  PRICING_TYPES,
  REVIEW_INTERVAL_UNITS,
} from '../brand-form-rules.ts';
import { defineContract } from './contract.ts';
import type { Department } from './departments.ts';
import { integer, recordId, storableText } from './payload-fields.ts';
import { brandsAccess } from './access/brands.ts';

/** Dollars, to the cent (charging is a later issue: the brand only records its prices). */
const price = z.number().min(0).max(100_000).multipleOf(0.01);
/**
 * A price per tutoring hour: a brand price, with messages that name it (the server keys a
 * pricing error on `pricing`, so the message says which of its prices is wrong).
 */
const hourlyPrice = z
  .number({ message: 'Price per tutoring hour must be a number of dollars' })
  .min(0, 'Price per tutoring hour can’t be negative')
  .max(100_000, 'Price per tutoring hour must be at most $100,000')
  .multipleOf(0.01, 'Price per tutoring hour must be in dollars and cents (at most 2 decimals)');
const intervalLength = z.number().int().min(1).max(365);

/** Spec §3 Brand pricing: type Pricing::Fixed or Pricing::Recurring with its interval and trial. */
export const brandPricing = z.object({
  type: z.enum(PRICING_TYPES),
  price,
  intervalUnit: z.enum(INTERVAL_UNITS).nullable(),
  intervalLength: intervalLength.nullable(),
  trialPrice: price.nullable(),
  trialIntervalLength: intervalLength.nullable(),
  trialIntervalUnit: z.enum(INTERVAL_UNITS).nullable(),
  /** Dollars per tutoring hour (Add Tutoring Hours, Pay As You Go); absent or null: none. */
  hourlyPrice: hourlyPrice.nullable().optional(),
});
/** Contract and discount pricing: a price over an optional term. */
export const brandPricingTerms = z.object({
  price,
  intervalUnit: z.enum(INTERVAL_UNITS).nullable(),
  intervalLength: intervalLength.nullable(),
});

/** The fields of spec §4's brand form rules (brand-form-rules.ts), as stored and sent. */
const brandRuleRecordFields = {
  paymentType: z.enum(BRAND_PAYMENT_TYPES),
  pricing: brandPricing.nullable(),
  offerContract: z.boolean(),
  contractPricing: brandPricingTerms.nullable(),
  offerDiscount: z.boolean(),
  discountPricing: brandPricingTerms.nullable(),
  allowLimitedAttendance: z.boolean(),
  limitedAttendancesCount: integer,
  includeParentUpdates: z.boolean(),
  /** Days between parent updates. */
  parentUpdatesInterval: integer.nullable(),
  offerReserved: z.boolean(),
  reservedIntervalUnit: z.enum(INTERVAL_UNITS).nullable(),
  reservedIntervalLength: integer.nullable(),
  includeReviews: z.boolean(),
  reviewInterval: integer.nullable(),
  reviewIntervalUnit: z.enum(REVIEW_INTERVAL_UNITS),
  includeDelightedSurveys: z.boolean(),
  delightedSurveyMinutesInterval: integer.nullable(),
};

export const brandRecord = z.object({
  id: integer,
  name: z.string(),
  departmentId: integer,
  active: z.boolean(),
  includePoints: z.boolean(),
  includeSessions: z.boolean(),
  includeStudents: z.boolean(),
  includeEmployees: z.boolean(),
  includeJointSessions: z.boolean(),
  employeeStaffing: z.boolean(),
  includeScoreReports: z.boolean(),
  allowManualAttendance: z.boolean(),
  forceDuration: integer.nullable(),
  ...brandRuleRecordFields,
  /** The brand's contact (spec §3 contact/employeeId). */
  employeeId: integer.nullable(),
  lockVersion: integer,
});
/** A brand is a product definition: what a course of the brand includes and how it runs. */
export type Brand = z.infer<typeof brandRecord> & { department?: Department | null };

export const brandCreate = z.object({
  name: storableText.trim().min(1).max(100),
  departmentId: recordId,
  active: z.boolean().optional(),
  includePoints: z.boolean().optional(),
  includeSessions: z.boolean().optional(),
  includeStudents: z.boolean().optional(),
  includeEmployees: z.boolean().optional(),
  includeJointSessions: z.boolean().optional(),
  employeeStaffing: z.boolean().optional(),
  includeScoreReports: z.boolean().optional(),
  allowManualAttendance: z.boolean().optional(),
  forceDuration: z.number().int().min(5).max(600).nullable().optional(),
  paymentType: z.enum(BRAND_PAYMENT_TYPES).optional(),
  pricing: brandPricing.nullable().optional(),
  offerContract: z.boolean().optional(),
  contractPricing: brandPricingTerms.nullable().optional(),
  offerDiscount: z.boolean().optional(),
  discountPricing: brandPricingTerms.nullable().optional(),
  allowLimitedAttendance: z.boolean().optional(),
  limitedAttendancesCount: z.number().int().min(0).max(1000).optional(),
  includeParentUpdates: z.boolean().optional(),
  parentUpdatesInterval: z.number().int().min(1).max(365).nullable().optional(),
  offerReserved: z.boolean().optional(),
  reservedIntervalUnit: z.enum(INTERVAL_UNITS).nullable().optional(),
  reservedIntervalLength: intervalLength.nullable().optional(),
  includeReviews: z.boolean().optional(),
  reviewInterval: z.number().int().min(1).max(10_000).nullable().optional(),
  reviewIntervalUnit: z.enum(REVIEW_INTERVAL_UNITS).optional(),
  includeDelightedSurveys: z.boolean().optional(),
  delightedSurveyMinutesInterval: z.number().int().min(1).max(100_000).nullable().optional(),
  employeeId: recordId.nullable().optional(),
});
export type BrandPayload = z.input<typeof brandCreate>;

export const brandsContract = defineContract({
  name: 'brands',
  singular: brandsAccess.singular,
  summary: 'Brands are product definitions: what a course of the brand includes and how it runs.',
  record: brandRecord,
  create: brandCreate,
  update: brandCreate.partial(),
  access: brandsAccess.access,
});
