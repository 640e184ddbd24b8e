import { describe, expect, it } from 'vitest';
import { COUPON_REFUSALS, couponRefusal, type StoredCoupon } from './payment-rules.ts';

const now = new Date('2026-03-10T12:00:00Z');
const coupon: StoredCoupon = {
  code: 'SPRING',
  unit: 'percentage',
  amount: 10,
  active: true,
  startsAt: null,
  expiresAt: null,
  maxUses: null,
  maxUsesPerFamily: null,
};
const unused = { total: 0, byFamily: 0 };

describe('couponRefusal', () => {
  it('accepts an active coupon with no window and no limits', () => {
    expect(couponRefusal(coupon, now, { total: 500, byFamily: 40 })).toBeNull();
  });

  it('refuses an unknown code and an inactive coupon', () => {
    expect(couponRefusal(undefined, now)).toBe(COUPON_REFUSALS.unknown);
    expect(couponRefusal({ ...coupon, active: false }, now)).toBe(COUPON_REFUSALS.inactive);
  });

  it('refuses before its window opens and from the instant it expires', () => {
    const window = {
      startsAt: new Date('2026-03-10T12:00:01Z'),
      expiresAt: new Date('2026-03-20T00:00:00Z'),
    };
    expect(couponRefusal({ ...coupon, ...window }, now)).toBe(COUPON_REFUSALS.notYet);
    expect(couponRefusal({ ...coupon, ...window }, new Date('2026-03-10T12:00:01Z'))).toBeNull();
    expect(couponRefusal({ ...coupon, ...window }, new Date('2026-03-19T23:59:59Z'))).toBeNull();
    expect(couponRefusal({ ...coupon, ...window }, new Date('2026-03-20T00:00:00Z'))).toBe(
      COUPON_REFUSALS.expired,
    );
  });

  it('refuses once used as often as it may be in all', () => {
    const limited = { ...coupon, maxUses: 3 };
    expect(couponRefusal(limited, now, { total: 2, byFamily: 0 })).toBeNull();
    expect(couponRefusal(limited, now, { total: 3, byFamily: 0 })).toBe(COUPON_REFUSALS.usedUp);
  });

  it('refuses a family that used it as often as one family may', () => {
    const limited = { ...coupon, maxUsesPerFamily: 1 };
    expect(couponRefusal(limited, now, unused)).toBeNull();
    expect(couponRefusal(limited, now, { total: 1, byFamily: 1 })).toBe(
      COUPON_REFUSALS.usedByFamily,
    );
  });

  it('leaves the limits unchecked when no usage is given (applying it to an enrollment)', () => {
    expect(couponRefusal({ ...coupon, maxUses: 1 }, now)).toBeNull();
  });
});
