import { describe, expect, it } from 'vitest';
import {
  couponAmountFromStored,
  couponDeleteRefusal,
  couponDiscountLabel,
  COUPON_MESSAGES,
  couponShapeErrors,
  couponStatus,
  storedCouponAmount,
} from './coupon-rules.ts';
import { normaliseCouponCode, type StoredCoupon } from './payment-rules.ts';
import { couponCreate, couponUpdate } from './resources/coupons.ts';

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

describe('couponShapeErrors', () => {
  it('takes a whole percentage from 1 to 100, nothing else', () => {
    for (const amount of [1, 15, 100]) {
      expect(couponShapeErrors({ unit: 'percentage', amount })).toEqual({});
    }
    for (const amount of [0, 101, 12.5, -5]) {
      expect(couponShapeErrors({ unit: 'percentage', amount })).toEqual({
        amount: [COUPON_MESSAGES.percentage],
      });
    }
  });

  it('takes positive dollars to the cent, up to the maximum', () => {
    expect(couponShapeErrors({ unit: 'dollars', amount: 25 })).toEqual({});
    expect(couponShapeErrors({ unit: 'dollars', amount: 0.01 })).toEqual({});
    expect(couponShapeErrors({ unit: 'dollars', amount: 10.29 })).toEqual({});
    expect(couponShapeErrors({ unit: 'dollars', amount: 0 }).amount).toEqual([
      COUPON_MESSAGES.positive,
    ]);
    expect(couponShapeErrors({ unit: 'dollars', amount: 10.255 }).amount).toEqual([
      COUPON_MESSAGES.cents,
    ]);
    expect(couponShapeErrors({ unit: 'dollars', amount: 10_000.01 }).amount).toEqual([
      COUPON_MESSAGES.dollarsMax,
    ]);
  });

  it('wants the window to start before it ends, as dates or ISO text', () => {
    const starts = '2026-04-01T00:00:00Z';
    expect(couponShapeErrors({ unit: 'dollars', amount: 5, startsAt: starts })).toEqual({});
    expect(
      couponShapeErrors({ unit: 'dollars', amount: 5, startsAt: starts, expiresAt: starts }),
    ).toEqual({ expiresAt: [COUPON_MESSAGES.expiresBeforeStart] });
    expect(
      couponShapeErrors({
        unit: 'dollars',
        amount: 5,
        startsAt: new Date(starts),
        expiresAt: new Date('2026-03-31T23:59:59Z'),
      }),
    ).toEqual({ expiresAt: [COUPON_MESSAGES.expiresBeforeStart] });
  });

  it('keeps a family’s limit within the limit in all', () => {
    const base = { unit: 'percentage' as const, amount: 10 };
    expect(couponShapeErrors({ ...base, maxUses: 5, maxUsesPerFamily: 5 })).toEqual({});
    expect(couponShapeErrors({ ...base, maxUses: null, maxUsesPerFamily: 3 })).toEqual({});
    expect(couponShapeErrors({ ...base, maxUses: 2, maxUsesPerFamily: 3 })).toEqual({
      maxUsesPerFamily: [COUPON_MESSAGES.perFamilyOverTotal],
    });
  });
});

describe('the coupon payload', () => {
  const valid = { code: 'spring-15', unit: 'percentage', amount: 15 };

  it('takes a code of letters, digits, - and _, and says a blank one once', () => {
    expect(couponCreate.safeParse(valid).success).toBe(true);
    const spaced = couponCreate.safeParse({ ...valid, code: 'TWO WORDS' });
    expect(spaced.error?.issues.map((i) => i.message)).toEqual([COUPON_MESSAGES.codeFormat]);
    const blank = couponCreate.safeParse({ ...valid, code: '  ' });
    expect(blank.error?.issues.map((i) => i.message)).toEqual(["can't be blank"]);
  });

  it('takes limits of at least 1, or none', () => {
    expect(couponUpdate.safeParse({ maxUses: null, maxUsesPerFamily: 1 }).success).toBe(true);
    const zero = couponUpdate.safeParse({ maxUses: 0 });
    expect(zero.error?.issues.map((i) => i.message)).toEqual(['must be at least 1']);
    expect(couponUpdate.safeParse({ maxUsesPerFamily: 1.5 }).success).toBe(false);
  });

  it('takes ISO times with an offset and parses them', () => {
    const parsed = couponUpdate.parse({ startsAt: '2026-04-01T09:00:00-04:00', expiresAt: null });
    expect(parsed.startsAt?.toISOString()).toBe('2026-04-01T13:00:00.000Z');
    expect(couponUpdate.safeParse({ startsAt: '2026-04-01' }).success).toBe(false);
  });
});

describe('the stored amount', () => {
  it('keeps dollars as cents and percentages as they are, both ways', () => {
    expect(storedCouponAmount('dollars', 10.29)).toBe(1029);
    expect(couponAmountFromStored('dollars', 1029)).toBe(10.29);
    expect(storedCouponAmount('percentage', 15)).toBe(15);
    expect(couponAmountFromStored('percentage', 15)).toBe(15);
  });

  it('labels what it takes off', () => {
    expect(couponDiscountLabel('percentage', 15)).toBe('15%');
    expect(couponDiscountLabel('dollars', 1250)).toBe('$1,250.00');
  });

  it('stores a code as the charge looks it up', () => {
    expect(normaliseCouponCode(' spring-15 ')).toBe('SPRING-15');
  });
});

describe('couponStatus', () => {
  it('reads the charge’s own refusals for the coupon as a whole', () => {
    expect(couponStatus(coupon, now, 0)).toBe('active');
    expect(couponStatus({ ...coupon, active: false }, now, 0)).toBe('inactive');
    expect(couponStatus({ ...coupon, startsAt: new Date('2026-03-11T00:00:00Z') }, now, 0)).toBe(
      'scheduled',
    );
    expect(couponStatus({ ...coupon, expiresAt: now }, now, 0)).toBe('expired');
    expect(couponStatus({ ...coupon, maxUses: 3 }, now, 2)).toBe('active');
    expect(couponStatus({ ...coupon, maxUses: 3 }, now, 3)).toBe('used_up');
  });

  it('calls a coupon with a family limit active: each family has its own share', () => {
    expect(couponStatus({ ...coupon, maxUsesPerFamily: 1 }, now, 40)).toBe('active');
  });

  it('puts switched off before the window and the window before the uses', () => {
    const everything = {
      ...coupon,
      active: false,
      expiresAt: new Date('2020-01-01T00:00:00Z'),
      maxUses: 1,
    };
    expect(couponStatus(everything, now, 5)).toBe('inactive');
    expect(couponStatus({ ...everything, active: true }, now, 5)).toBe('expired');
  });
});

describe('couponDeleteRefusal', () => {
  it('lets an unused coupon go', () => {
    expect(couponDeleteRefusal(0, 0)).toBeNull();
  });

  it('names the payments and enrollments that keep it, and the way out', () => {
    expect(couponDeleteRefusal(1, 0)).toBe(
      'This coupon can’t be deleted: 1 payment used it. Deactivate it instead.',
    );
    expect(couponDeleteRefusal(0, 2)).toBe(
      'This coupon can’t be deleted: it is applied to 2 enrollments. Deactivate it instead.',
    );
    expect(couponDeleteRefusal(3, 1)).toBe(
      'This coupon can’t be deleted: 3 payments used it and it is applied to 1 enrollment. Deactivate it instead.',
    );
  });
});
