import { describe, expect, it } from 'vitest';
import type { BrandPricing } from './brand-form-rules.ts';
import { hoursOrderPrice } from './hours-order-price.ts';

describe('hoursOrderPrice', () => {
  const pricing: BrandPricing = {
    type: 'Pricing::Recurring',
    price: 65,
    intervalUnit: 'months',
    intervalLength: 1,
    trialPrice: null,
    trialIntervalLength: null,
    trialIntervalUnit: null,
  };

  it('prices the 5-hour block at the brand’s rate, in cents', () => {
    expect(hoursOrderPrice(pricing, undefined)).toEqual({
      rate: 6500,
      subtotal: 32_500,
      discount: 0,
      total: 32_500,
    });
  });

  it('has no price when the brand has none', () => {
    expect(hoursOrderPrice(null, undefined)).toBeNull();
    expect(hoursOrderPrice({ ...pricing, price: 0 }, undefined)).toBeNull();
  });
});
