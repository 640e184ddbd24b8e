import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { csvText, type CouponRecord } from '@tp/domain';
import { COUPON_CSV_FIELDS, couponToCsvRow } from './exportCoupons.ts';
import { limitsLabel, usesLabel, windowLabel } from './couponLabels.ts';

const SPRING: CouponRecord = {
  id: 5,
  code: 'SPRING15',
  unit: 'percentage',
  amount: 15,
  active: true,
  startsAt: '2026-03-01T05:00:00.000Z',
  expiresAt: '2026-04-01T04:00:00.000Z',
  maxUses: 200,
  maxUsesPerFamily: 1,
  usesCount: 3,
  status: 'active',
  createdAt: '2026-02-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  lockVersion: 0,
};
const OPEN: CouponRecord = {
  ...SPRING,
  id: 6,
  code: '=SUM(A1)',
  unit: 'dollars',
  amount: 25,
  active: false,
  startsAt: null,
  expiresAt: null,
  maxUses: null,
  maxUsesPerFamily: null,
  usesCount: 0,
  status: 'inactive',
};

describe('coupons CSV and labels', () => {
  it('writes the discount, the window in the viewer’s zone, the limits and the status', () => {
    expect(couponToCsvRow(SPRING, 'America/New_York')).toEqual({
      ID: 5,
      Code: 'SPRING15',
      Discount: '15% off',
      Starts: '2026-03-01 00:00',
      Expires: '2026-04-01 00:00',
      'Uses limit': 200,
      'Uses limit per family': 1,
      Uses: 3,
      Active: 'Yes',
      Status: 'Active',
    });
    expect(couponToCsvRow(OPEN, 'America/New_York')).toMatchObject({
      Discount: '$25.00 off',
      Starts: '',
      Expires: '',
      'Uses limit': '',
      Active: 'No',
      Status: 'Inactive',
    });
  });

  it('escapes a cell that a spreadsheet would read as a formula', () => {
    const csv = csvText(COUPON_CSV_FIELDS, [couponToCsvRow(OPEN, 'UTC')]);
    const [, row] = Papa.parse<string[]>(csv.trim()).data;
    expect(row![1]).toBe("'=SUM(A1)");
  });

  it('labels the window, limits and uses as the list shows them', () => {
    expect(windowLabel(SPRING, 'America/New_York')).toBe('Mar 1, 2026 – Apr 1, 2026');
    expect(windowLabel(OPEN, 'UTC')).toBe('Any time');
    expect(windowLabel({ startsAt: null, expiresAt: SPRING.expiresAt }, 'UTC')).toBe(
      'Until Apr 1, 2026',
    );
    expect(limitsLabel(SPRING)).toBe('200 in all · 1 per family');
    expect(limitsLabel(OPEN)).toBe('No limit');
    expect(usesLabel(SPRING)).toBe('3 of 200');
    expect(usesLabel(OPEN)).toBe('0');
  });
});
