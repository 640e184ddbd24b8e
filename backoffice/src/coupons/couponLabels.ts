import {
  COUPON_STATUS_LABELS,
  couponDiscountLabel,
  type CouponRecord,
  type CouponStatus,
} from '@tp/domain';
import { formatInZone } from '../time/formatInZone.ts';

/** A day of the window in the viewer's zone: "Mar 9, 2026". */
const WINDOW_DAY_FORMAT = 'MMM D, YYYY';

/** What the coupon takes off: "15% off", "$25.00 off". */
export const discountLabel = (coupon: Pick<CouponRecord, 'unit' | 'amount'>): string =>
  `${couponDiscountLabel(coupon.unit, coupon.amount)} off`;

/** The validity window in the viewer's zone: "Mar 9, 2026 – Apr 9, 2026", "Until …", "Any time". */
export function windowLabel(
  coupon: Pick<CouponRecord, 'startsAt' | 'expiresAt'>,
  zone: string,
): string {
  const from = formatInZone(coupon.startsAt, zone, WINDOW_DAY_FORMAT);
  const until = formatInZone(coupon.expiresAt, zone, WINDOW_DAY_FORMAT);
  if (from && until) return `${from} – ${until}`;
  if (from) return `From ${from}`;
  if (until) return `Until ${until}`;
  return 'Any time';
}

/** The usage limits: "100 in all · 1 per family", "No limit". */
export function limitsLabel(coupon: Pick<CouponRecord, 'maxUses' | 'maxUsesPerFamily'>): string {
  const limits = [
    coupon.maxUses === null ? null : `${coupon.maxUses} in all`,
    coupon.maxUsesPerFamily === null ? null : `${coupon.maxUsesPerFamily} per family`,
  ].filter((limit) => limit !== null);
  return limits.length > 0 ? limits.join(' · ') : 'No limit';
}

/** How often it was used, against its limit in all: "3 of 100", "3". */
export const usesLabel = (coupon: Pick<CouponRecord, 'usesCount' | 'maxUses'>): string =>
  coupon.maxUses === null ? String(coupon.usesCount) : `${coupon.usesCount} of ${coupon.maxUses}`;

export const statusLabel = (status: CouponStatus): string => COUPON_STATUS_LABELS[status];

export const ACTIVE_CHOICES = [
  { id: true, name: 'Active' },
  { id: false, name: 'Inactive' },
];
export const EXPIRED_CHOICES = [
  { id: false, name: 'Not expired' },
  { id: true, name: 'Expired' },
];
export const UNIT_CHOICES = [
  { id: 'percentage', name: 'Percentage' },
  { id: 'dollars', name: 'Dollars' },
];
