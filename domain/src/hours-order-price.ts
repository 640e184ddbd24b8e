import type { BrandPricing } from './brand-form-rules.ts';
import {
  ADD_HOURS_BLOCK,
  dollarsToCents,
  hoursPrice,
  storedCouponDiscount,
  type Cents,
  type StoredCoupon,
} from './payment-rules.ts';

/** Why a brand's hours can't be bought (add_hours' 422, the Add Hours dialog, the money panel). */
export const NO_HOURLY_PRICE_MESSAGE =
  'This course’s brand has no hourly price set, so tutoring hours can’t be added yet.';

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
 * Priced at the brand's hourly price (pricing.hourlyPrice), never at `pricing.price`, which is
 * a subscription's or a product's price. Null when the brand has no hourly price: nothing is
 * charged (add_hours refuses, Pay As You Go's blocks are owed nothing).
 */
export function hoursOrderPrice(
  pricing: BrandPricing | null | undefined,
  coupon: StoredCoupon | undefined,
): HoursOrderPrice | null {
  const hourly = pricing?.hourlyPrice;
  if (hourly == null || !(hourly > 0)) return null;
  const rate = dollarsToCents(hourly);
  const subtotal = hoursPrice(ADD_HOURS_BLOCK, rate);
  const discount = coupon ? storedCouponDiscount(subtotal, coupon) : 0;
  return { rate, subtotal, discount, total: subtotal - discount };
}
