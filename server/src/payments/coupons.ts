import {
  couponRefusal,
  normaliseCouponCode,
  type CouponUnit,
  type CouponUsage,
  type StoredCoupon,
} from '@tp/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { coupons, payments } from '../db/schema/index.ts';
import { Invalid } from '../http/errors.ts';

/** The family an order is for: its uses of a coupon count against the per-family limit. */
export interface CouponFamily {
  parentId: number;
}

/**
 * The coupon under `code`, usable now (and, for an order's `family`, not used up); otherwise
 * 422 on couponCode with the server's text (spec §9: "Coupon errors are shown as a badge with
 * server text"). Applying a coupon to an enrollment passes no family: its uses count when an
 * order is paid with it.
 */
export async function usableCoupon(
  db: Db,
  code: string,
  now: Date,
  family?: CouponFamily,
): Promise<StoredCoupon> {
  const coupon = await couponUnder(db, code);
  const usage = coupon && family ? await couponUsage(db, coupon.code, family) : undefined;
  return usableOrRefused(coupon, now, usage);
}

/**
 * As usableCoupon for applying a coupon to an enrollment, holding the coupon's row until the
 * transaction ends (FOR UPDATE): a delete of the coupon at the same moment waits, then sees the
 * enrollment that names it and is refused, so no enrollment is left naming a deleted code.
 */
export async function lockCouponToApply(tx: Db, code: string, now: Date): Promise<StoredCoupon> {
  return usableOrRefused(await couponUnder(tx, code, { lock: true }), now, undefined);
}

/**
 * As usableCoupon, holding the coupon's row until the transaction ends (SELECT ... FOR
 * UPDATE): the order's delivering transaction counts the uses and records its own payment
 * under the lock, so two orders at once never both take a coupon's last use.
 */
export async function lockUsableCoupon(
  tx: Db,
  code: string,
  now: Date,
  family: CouponFamily,
): Promise<StoredCoupon> {
  const coupon = await couponUnder(tx, code, { lock: true });
  const usage = coupon ? await couponUsage(tx, coupon.code, family) : undefined;
  return usableOrRefused(coupon, now, usage);
}

/** The coupon under `code` when it is usable now, else undefined (to show a price, not refuse). */
export async function couponIfUsable(
  db: Db,
  code: string | null,
  now: Date,
): Promise<StoredCoupon | undefined> {
  if (!code) return undefined;
  const coupon = await couponUnder(db, code);
  return couponRefusal(coupon, now) ? undefined : coupon;
}

function usableOrRefused(
  coupon: StoredCoupon | undefined,
  now: Date,
  usage: CouponUsage | undefined,
): StoredCoupon {
  const refusal = couponRefusal(coupon, now, usage);
  if (refusal || !coupon) throw new Invalid({ couponCode: [refusal ?? 'is not valid'] });
  return coupon;
}

async function couponUnder(
  db: Db,
  code: string,
  options: { lock?: boolean } = {},
): Promise<StoredCoupon | undefined> {
  const query = db
    .select({
      code: coupons.code,
      unit: coupons.unit,
      amount: coupons.amount,
      active: coupons.active,
      startsAt: coupons.startsAt,
      expiresAt: coupons.expiresAt,
      maxUses: coupons.maxUses,
      maxUsesPerFamily: coupons.maxUsesPerFamily,
    })
    .from(coupons)
    .where(eq(coupons.code, normaliseCouponCode(code)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ? { ...row, unit: row.unit as CouponUnit } : undefined;
}

/** The orders paid with the coupon: in all, and by the family (payments keep the code). */
async function couponUsage(db: Db, code: string, family: CouponFamily): Promise<CouponUsage> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      byFamily: sql<number>`(count(*) filter (where ${eq(payments.parentId, family.parentId)}))::int`,
    })
    .from(payments)
    .where(eq(payments.couponCode, code));
  return { total: row?.total ?? 0, byFamily: row?.byFamily ?? 0 };
}
