import { describe, expect, it } from 'vitest';
import { applyPaymentType, BRAND_RULE_DEFAULTS } from '../brand-form-rules.ts';
import { brandPricing } from './brands.ts';

describe('brand pricing: the price per tutoring hour', () => {
  // A recurring pricing as the form's payment type sets it, no hourly price yet.
  const pricing = applyPaymentType(BRAND_RULE_DEFAULTS, 'recurring').pricing!;
  const messages = (hourlyPrice: unknown) => {
    const parsed = brandPricing.safeParse({ ...pricing, hourlyPrice });
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('is optional: absent, null, or dollars and cents from 0', () => {
    const { hourlyPrice: _unset, ...withoutHourly } = pricing;
    expect(brandPricing.safeParse(withoutHourly).success).toBe(true);
    expect(messages(null)).toEqual([]);
    expect(messages(0)).toEqual([]);
    expect(messages(65)).toEqual([]);
    expect(messages(72.5)).toEqual([]);
    expect(messages(64.99)).toEqual([]);
  });

  it('refuses a negative price, a fraction of a cent, or not a number, naming the field', () => {
    expect(messages(-1)).toEqual(['Price per tutoring hour can’t be negative']);
    expect(messages(65.125)).toEqual([
      'Price per tutoring hour must be in dollars and cents (at most 2 decimals)',
    ]);
    expect(messages('65')).toEqual(['Price per tutoring hour must be a number of dollars']);
    expect(messages(100_001)).toEqual(['Price per tutoring hour must be at most $100,000']);
  });
});
