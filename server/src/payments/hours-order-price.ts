import {
  ADD_HOURS_BLOCK,
  dollarsToCents,
  hoursPrice,
  storedCouponDiscount,
  type BrandPricing,
  type Cents,
  type StoredCoupon,
} from '@tp/domain';

/** What a 5-hour order costs: the brand's hourly rate, the block's subtotal, a coupon's discount. */
export interface HoursOrderPrice {
  rate: Cents;
  subtotal: Cents;
  discount: Cents;
  /** What the card is charged: subtotal less discount. */
  total: Cents;
}

/**
 * The one computation of a 5-hour order's price, used by add_hours to charge and by GET
 * /students/{id}/hours to show the amount before Confirm (so the two never disagree).
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
