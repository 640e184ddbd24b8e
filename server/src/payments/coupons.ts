import { couponRefusal, normaliseCouponCode, type CouponUnit, type StoredCoupon } from '@tp/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { coupons } from '../db/schema/index.ts';
import { Invalid } from '../http/errors.ts';

/**
 * The coupon under `code`, usable now; otherwise 422 on couponCode with the server's text
 * (spec §9: "Coupon errors are shown as a badge with server text").
 */
export async function usableCoupon(db: Db, code: string, now: Date): Promise<StoredCoupon> {
  const { coupon, refusal } = await couponUnder(db, code, now);
  if (refusal || !coupon) throw new Invalid({ couponCode: [refusal ?? 'is not valid'] });
  return coupon;
}

/** The coupon under `code` when it is usable now, else undefined (to show a price, not refuse). */
export async function couponIfUsable(
  db: Db,
  code: string | null,
  now: Date,
): Promise<StoredCoupon | undefined> {
  if (!code) return undefined;
  const { coupon, refusal } = await couponUnder(db, code, now);
  return refusal ? undefined : coupon;
}

async function couponUnder(db: Db, code: string, now: Date) {
  const [row] = await db
    .select({
      code: coupons.code,
      unit: coupons.unit,
      amount: coupons.amount,
      active: coupons.active,
      expiresAt: coupons.expiresAt,
    })
    .from(coupons)
    .where(eq(coupons.code, normaliseCouponCode(code)));
  const coupon = row ? { ...row, unit: row.unit as CouponUnit } : undefined;
  return { coupon, refusal: couponRefusal(coupon, now) };
}
