import type { BrandPricing } from './brand-form-rules.ts';
import {
  ADD_HOURS_BLOCK,
  dollarsToCents,
  hoursPrice,
  storedCouponDiscount,
  type Cents,
  type StoredCoupon,
} from './payment-rules.ts';

/** What a 5-hour order costs: the brand's hourly rate, the block's subtotal, a coupon's discount. */
export interface HoursOrderPrice {
  rate: Cents;
  subtotal: Cents;
  discount: Cents;
  /** What the card is charged: subtotal less discount. */
  total: Cents;
}

/**
 * The one computation of a 5-hour order's price: add_hours charges it, GET
 * /students/{id}/hours shows it before Confirm, Pay As You Go owes it per block.
 * Null when the brand has no price to charge.
 */
export function hoursOrderPrice(
  pricing: BrandPricing | null | undefined,
  coupon: StoredCoupon | undefined,
): HoursOrderPrice | null {
  if (!pricing || !(pricing.price > 0)) return null;
  const rate = dollarsToCents(pricing.price);
  const subtotal = hoursPrice(ADD_HOURS_BLOCK, rate);
  const discount = coupon ? storedCouponDiscount(subtotal, coupon) : 0;
  return { rate, subtotal, discount, total: subtotal - discount };
}
