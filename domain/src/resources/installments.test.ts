import { describe, expect, it } from 'vitest';
import { isInstallmentOwed } from './installments.ts';

describe('isInstallmentOwed', () => {
  const due = new Date('2026-03-10T00:00:00Z');
  it('owes every installment of an active enrollment', () => {
    expect(isInstallmentOwed({ status: 'active', unenrolledAt: null }, due)).toBe(true);
  });
  it('owes on a canceled enrollment only what fell due before the cancel took effect', () => {
    const canceledAt = (iso: string) => ({ status: 'canceled', unenrolledAt: new Date(iso) });
    expect(isInstallmentOwed(canceledAt('2026-03-11T00:00:00Z'), due)).toBe(true);
    expect(isInstallmentOwed(canceledAt('2026-03-10T00:00:00Z'), due)).toBe(false);
    expect(isInstallmentOwed(canceledAt('2026-03-01T00:00:00Z'), due)).toBe(false);
    expect(isInstallmentOwed({ status: 'canceled', unenrolledAt: null }, due)).toBe(false);
  });
});
