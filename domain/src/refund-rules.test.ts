import { describe, expect, it } from 'vitest';
import {
  approvalState,
  canProcessManually,
  isRefundApprovable,
  mayApproveRefund,
  isRefundEditable,
  REFUND_CATEGORIES,
  REFUND_COUPON_LINE_MESSAGE,
  REFUND_IN_FLIGHT_MS,
  refundAmountRefusal,
  refundableCents,
  refundIdempotencyKey,
  refundedMinutes,
  refundErrorText,
} from './refund-rules.ts';

const basis = (overrides = {}) => ({
  lineItemCents: 50_000,
  lineItemRequestedCents: 0,
  paymentTotalCents: 50_000,
  paymentRequestedCents: 0,
  ...overrides,
});

describe('refund rules', () => {
  it('lists the categories, Other last', () => {
    expect(REFUND_CATEGORIES.at(-1)).toBe('Other');
    expect(new Set(REFUND_CATEGORIES).size).toBe(REFUND_CATEGORIES.length);
  });

  it('edits and approves only pending requests, processes manually only incomplete ones', () => {
    expect(isRefundEditable('pending')).toBe(true);
    expect(isRefundEditable('approved')).toBe(false);
    expect(isRefundEditable('incomplete')).toBe(false);
    expect(isRefundApprovable('pending')).toBe(true);
    expect(isRefundApprovable('refunded')).toBe(false);
    expect(canProcessManually('incomplete')).toBe(true);
    expect(canProcessManually('pending')).toBe(false);
    expect(canProcessManually('processed_manually')).toBe(false);
  });

  it('leaves the whole line item refundable when nothing was asked yet', () => {
    expect(refundableCents(basis())).toBe(50_000);
  });

  it('subtracts what other requests on the line item already hold', () => {
    expect(refundableCents(basis({ lineItemRequestedCents: 20_000 }))).toBe(30_000);
  });

  it('never refunds more than the charge: a coupon lowers it below the line', () => {
    expect(
      refundableCents(basis({ paymentTotalCents: 45_000, paymentRequestedCents: 5_000 })),
    ).toBe(40_000);
  });

  it('is never negative', () => {
    expect(refundableCents(basis({ lineItemRequestedCents: 60_000 }))).toBe(0);
  });

  it('accepts an amount up to what is left, to the cent', () => {
    expect(refundAmountRefusal(50_000, basis())).toBeNull();
    expect(refundAmountRefusal(1, basis())).toBeNull();
  });

  it('refuses an amount above what is left, saying how much is left', () => {
    expect(refundAmountRefusal(30_001, basis({ lineItemRequestedCents: 20_000 }))).toBe(
      "can't be more than the $300.00 left to refund",
    );
  });

  it('refuses when nothing is left, and on a coupon line', () => {
    expect(refundAmountRefusal(1, basis({ lineItemRequestedCents: 50_000 }))).toBe(
      'Nothing is left to refund on this line item.',
    );
    expect(refundAmountRefusal(1, basis({ lineItemCents: -2_500 }))).toBe(
      REFUND_COUPON_LINE_MESSAGE,
    );
  });

  it('gives one idempotency key per request', () => {
    expect(refundIdempotencyKey(7)).toBe('refund-request-7');
    expect(refundIdempotencyKey(7)).not.toBe(refundIdempotencyKey(8));
  });

  it('sends a pending request, refuses a second approval in flight, resends a stale one', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(approvalState('pending', null, now)).toBe('send');
    expect(approvalState('approved', new Date(now.getTime() - 1000), now)).toBe('in_flight');
    expect(approvalState('approved', new Date(now.getTime() - REFUND_IN_FLIGHT_MS), now)).toBe(
      'send',
    );
    expect(approvalState('refunded', null, now)).toBe('refused');
    expect(approvalState('incomplete', null, now)).toBe('refused');
  });
});

describe('refundedMinutes', () => {
  const line = { hours: 5, lineItemCents: 32_500, paymentTotalCents: 32_500 };
  it('gives back the refunded share of the hours, all of them for a full refund', () => {
    expect(refundedMinutes({ ...line, refundCents: 32_500 })).toBe(300);
    expect(refundedMinutes({ ...line, refundCents: 16_250 })).toBe(150);
    // A third of 300 minutes, rounded down: three such refunds never exceed 300.
    expect(refundedMinutes({ ...line, refundCents: 10_833 })).toBe(99);
  });
  it('counts what a coupon left to pay as the whole', () => {
    expect(refundedMinutes({ ...line, paymentTotalCents: 29_250, refundCents: 29_250 })).toBe(300);
  });
  it('gives back nothing for nothing', () => {
    expect(refundedMinutes({ ...line, refundCents: 0 })).toBe(0);
    expect(refundedMinutes({ ...line, hours: 0, refundCents: 100 })).toBe(0);
  });
});

describe('refundErrorText', () => {
  const text = 'The referenced transaction does not meet the criteria for issuing a credit.';

  it('shows the gateway’s text with its code', () => {
    expect(refundErrorText('54', text)).toBe(`${text} (code 54)`);
  });

  it('gives a text that already carries its code that code once', () => {
    expect(refundErrorText('54', `${text} (error 54)`)).toBe(`${text} (code 54)`);
  });
});

describe('mayApproveRefund', () => {
  it('lets a second person approve, never the requester', () => {
    expect(mayApproveRefund(7, { id: 8 })).toBe(true);
    expect(mayApproveRefund(7, { id: 7 })).toBe(false);
  });

  it('compares real people while spoofing, both ways', () => {
    // The requester spoofing someone else is still the requester.
    expect(mayApproveRefund(7, { id: 30, spoofedById: 7 })).toBe(false);
    // Someone spoofing the requester acts as the requester.
    expect(mayApproveRefund(7, { id: 7, spoofedById: 8 })).toBe(false);
    expect(mayApproveRefund(7, { id: 30, spoofedById: 8 })).toBe(true);
  });

  it('lets anyone approve a request whose requester is no longer known', () => {
    expect(mayApproveRefund(null, { id: 7 })).toBe(true);
  });
});
