import { describe, expect, it } from 'vitest';
import type { BrandPricing } from './brand-form-rules.ts';
import { hoursOrderPrice } from './hours-order-price.ts';

describe('hoursOrderPrice', () => {
  const pricing: BrandPricing = {
    type: 'Pricing::Recurring',
    price: 399,
    intervalUnit: 'months',
    intervalLength: 1,
    trialPrice: null,
    trialIntervalLength: null,
    trialIntervalUnit: null,
    hourlyPrice: 65,
  };

  it('prices the 5-hour block at the brand’s hourly price, not its subscription price', () => {
    expect(hoursOrderPrice(pricing, undefined)).toEqual({
      rate: 6500,
      subtotal: 32_500,
      discount: 0,
      total: 32_500,
    });
  });

  it('takes a coupon off the block', () => {
    const coupon = {
      code: 'WELCOME10',
      amount: 10,
      unit: 'percentage' as const,
      active: true,
      startsAt: null,
      expiresAt: null,
      maxUses: null,
      maxUsesPerFamily: null,
    };
    expect(hoursOrderPrice(pricing, coupon)).toMatchObject({ discount: 3250, total: 29_250 });
  });

  it('has no price when the brand has no hourly price, whatever its other prices', () => {
    expect(hoursOrderPrice(null, undefined)).toBeNull();
    const { hourlyPrice: _unset, ...withoutHourly } = pricing;
    expect(hoursOrderPrice(withoutHourly, undefined)).toBeNull();
    expect(hoursOrderPrice({ ...pricing, hourlyPrice: null }, undefined)).toBeNull();
    expect(hoursOrderPrice({ ...pricing, hourlyPrice: 0 }, undefined)).toBeNull();
  });
});
