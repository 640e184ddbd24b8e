import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addHoursPayloadSchema,
  isClientIdempotencyKey,
  RESERVED_IDEMPOTENCY_KEY_MESSAGE,
  applyCoupon,
  cardErrorMessage,
  couponDiscount,
  dollarsToCents,
  formatCents,
  hoursPrice,
  isCents,
} from './payment-rules.ts';

describe('cardErrorMessage (spec §8)', () => {
  it.each([
    ['E_WC_07', 'Invalid expiration year'],
    ['E00117', 'Invalid expiration year'],
    ['E_WC_08', 'Invalid expiration year'],
    ['E_WC_06', 'Invalid expiration month'],
    ['E_WC_15', 'Invalid CVV'],
    ['E_WC_16', 'Invalid zip code'],
  ])('%s → %s', (code, message) => {
    expect(cardErrorMessage(code)).toBe(message);
  });

  it('keeps the fixed message of a listed code over the gateway’s text', () => {
    expect(cardErrorMessage('E00117', 'OTS Service Error')).toBe('Invalid expiration year');
  });

  it('shows any other code as the gateway’s text with its code', () => {
    expect(cardErrorMessage('2', 'This transaction has been declined.')).toBe(
      'This transaction has been declined. (error 2)',
    );
    expect(cardErrorMessage('8', ' The credit card has expired. ')).toBe(
      'The credit card has expired. (error 8)',
    );
  });

  it('says "Payment failed" with the code only when the gateway gave no text', () => {
    expect(cardErrorMessage('E00027')).toBe('Payment failed (error E00027)');
    expect(cardErrorMessage('2', '  ')).toBe('Payment failed (error 2)');
    expect(cardErrorMessage('')).toBe('Payment failed (error unknown)');
  });
});

describe('money in cents', () => {
  it('converts dollars to cents, rounding half up without float drift', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(() => dollarsToCents(-1)).toThrow(RangeError);
    expect(() => dollarsToCents('abc')).toThrow(RangeError);
  });

  it('formats cents', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123456)).toBe('$1,234.56');
  });

  it('prices hours', () => {
    expect(hoursPrice(5, 6500)).toBe(32500);
    expect(() => hoursPrice(5, 1.5)).toThrow(RangeError);
  });
});

describe('coupons', () => {
  it('takes dollars off', () => {
    expect(couponDiscount(32500, { unit: 'dollars', amount: 25 })).toBe(2500);
    expect(applyCoupon(32500, { unit: 'dollars', amount: 25.55 })).toBe(29945);
  });

  it('takes a percentage off, rounded to the cent', () => {
    expect(couponDiscount(32500, { unit: 'percentage', amount: 10 })).toBe(3250);
    expect(couponDiscount(999, { unit: 'percentage', amount: 15 })).toBe(150); // 149.85
    expect(couponDiscount(1001, { unit: 'percentage', amount: 12.5 })).toBe(125); // 125.125
  });

  it('never goes below 0 and never adds money', () => {
    expect(applyCoupon(1000, { unit: 'dollars', amount: 50 })).toBe(0);
    expect(applyCoupon(1000, { unit: 'percentage', amount: 150 })).toBe(0);
    expect(applyCoupon(1000, { unit: 'dollars', amount: -5 })).toBe(1000);
    expect(applyCoupon(1000, null)).toBe(1000);
  });

  it('keeps totals whole cents between 0 and the subtotal for any coupon', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('dollars' as const, 'percentage' as const),
        fc.double({ min: -1000, max: 100_000, noNaN: true }),
        (subtotal, unit, amount) => {
          const total = applyCoupon(subtotal, { unit, amount });
          expect(isCents(total)).toBe(true);
          expect(total).toBeLessThanOrEqual(subtotal);
        },
      ),
    );
  });
});

describe('addHoursPayloadSchema', () => {
  const valid = {
    idempotencyKey: 'order-0123456789abcdef',
    opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'token' },
  };

  it('accepts a token and key, with an optional coupon', () => {
    expect(addHoursPayloadSchema.parse(valid)).toEqual({ ...valid, couponCode: undefined });
    expect(addHoursPayloadSchema.parse({ ...valid, couponCode: ' SAVE10 ' }).couponCode).toBe(
      'SAVE10',
    );
    expect(addHoursPayloadSchema.parse({ ...valid, couponCode: '' }).couponCode).toBeUndefined();
  });

  it('requires a well-formed idempotency key', () => {
    expect(addHoursPayloadSchema.safeParse({ ...valid, idempotencyKey: 'short' }).success).toBe(
      false,
    );
    expect(
      addHoursPayloadSchema.safeParse({ ...valid, idempotencyKey: 'x'.repeat(16) + ' ' }).success,
    ).toBe(false);
    const { idempotencyKey: _omitted, ...withoutKey } = valid;
    expect(addHoursPayloadSchema.safeParse(withoutKey).success).toBe(false);
  });

  it('refuses the keys the server charges and refunds under', () => {
    for (const key of [
      'installment-12-0',
      'arrear-1234567-0',
      'reverse-test-12345678',
      'refund-request-57',
      'Installment-12-00',
    ]) {
      const parsed = addHoursPayloadSchema.safeParse({ ...valid, idempotencyKey: key });
      expect(parsed.success, key).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(RESERVED_IDEMPOTENCY_KEY_MESSAGE);
    }
    // The Add Hours dialog's keys (hours-<uuid>) are the client's.
    expect(isClientIdempotencyKey('hours-0b8f1c52-1b4e-4c43-9d07-4d7f0c6f7a10')).toBe(true);
  });

  it('refuses card numbers and unknown fields', () => {
    expect(
      addHoursPayloadSchema.safeParse({ ...valid, cardNumber: '4111111111111111' }).success,
    ).toBe(false);
    expect(addHoursPayloadSchema.safeParse({ ...valid, opaqueData: {} }).success).toBe(false);
  });
});
