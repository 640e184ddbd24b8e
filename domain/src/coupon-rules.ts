/**
 * Coupon management (spec staff-and-crm §9: "Coupon unit dollars or percentage, with amount";
 * issue 23: a validity window and usage limits). Pure: the server enforces these rules on every
 * write, the back-office form runs the same ones before sending. What a coupon takes off an
 * order, and when an order may use it, stay in payment-rules.ts (the charge's rules).
 */
import {
  couponRefusal,
  COUPON_REFUSALS,
  formatCents,
  type CouponUnit,
  type StoredCoupon,
} from './payment-rules.ts';

/** The largest dollar amount a coupon may take off (an order of hours costs far less). */
export const COUPON_DOLLARS_MAX = 10_000;
/** The largest usage limit (a PostgreSQL integer holds more; no campaign needs more). */
export const COUPON_LIMIT_MAX = 1_000_000;

export const COUPON_MESSAGES = {
  percentage: 'must be a whole percentage from 1 to 100',
  dollarsMax: `must be at most ${formatCents(COUPON_DOLLARS_MAX * 100)}`,
  cents: 'must have at most two decimals',
  positive: 'must be greater than 0',
  expiresBeforeStart: 'must be after the start',
  perFamilyOverTotal: 'can’t be more than the usage limit in total',
  codeFormat: 'may hold only letters, digits, - and _',
} as const;

/** A coupon's values as a form or a write holds them: `amount` in dollars or whole percent. */
export interface CouponValues {
  unit: CouponUnit;
  amount: number;
  startsAt?: Date | string | null;
  expiresAt?: Date | string | null;
  maxUses?: number | null;
  maxUsesPerFamily?: number | null;
}

const timeOf = (value: Date | string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? null : time;
};

const hasCents = (dollars: number) => Math.abs(Math.round(dollars * 100) - dollars * 100) < 1e-6;

/**
 * Field errors of a coupon's values taken together (the form and the server both run it, the
 * server on the record as the write leaves it): a percentage is a whole number from 1 to 100
 * and dollars are positive to the cent; the window starts before it ends; a family's limit is
 * no more than the limit in all.
 */
export function couponShapeErrors(values: CouponValues): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const { amount } = values;
  if (values.unit === 'percentage') {
    if (!Number.isInteger(amount) || amount < 1 || amount > 100) {
      errors.amount = [COUPON_MESSAGES.percentage];
    }
  } else if (!(amount > 0)) errors.amount = [COUPON_MESSAGES.positive];
  else if (amount > COUPON_DOLLARS_MAX) errors.amount = [COUPON_MESSAGES.dollarsMax];
  else if (!hasCents(amount)) errors.amount = [COUPON_MESSAGES.cents];
  const starts = timeOf(values.startsAt);
  const expires = timeOf(values.expiresAt);
  if (starts !== null && expires !== null && expires <= starts) {
    errors.expiresAt = [COUPON_MESSAGES.expiresBeforeStart];
  }
  const total = values.maxUses ?? null;
  const perFamily = values.maxUsesPerFamily ?? null;
  if (total !== null && perFamily !== null && perFamily > total) {
    errors.maxUsesPerFamily = [COUPON_MESSAGES.perFamilyOverTotal];
  }
  return errors;
}

/** The amount as the table keeps it: integer cents for dollars, whole percent for percentage. */
export function storedCouponAmount(unit: CouponUnit, amount: number): number {
  return unit === 'dollars' ? Math.round(amount * 100) : amount;
}

/** The amount as the API and forms speak it: dollars (to the cent) or whole percent. */
export function couponAmountFromStored(unit: CouponUnit, stored: number): number {
  return unit === 'dollars' ? stored / 100 : stored;
}

/** What a coupon takes off, as lists show it: "10%" or "$25.00". */
export function couponDiscountLabel(unit: CouponUnit, amount: number): string {
  return unit === 'percentage' ? `${amount}%` : formatCents(Math.round(amount * 100));
}

/**
 * Where a coupon stands now, for staff: usable (`active`), switched off, before or after its
 * window, or used up in all. It is the charge's own rule (couponRefusal) read for the coupon
 * as a whole, so a coupon listed as Active is one an order may use (a family may still have
 * used its own share).
 */
export const COUPON_STATUSES = ['active', 'inactive', 'scheduled', 'expired', 'used_up'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  scheduled: 'Not started',
  expired: 'Expired',
  used_up: 'Used up',
};

const STATUS_OF_REFUSAL: Record<string, CouponStatus> = {
  [COUPON_REFUSALS.inactive]: 'inactive',
  [COUPON_REFUSALS.notYet]: 'scheduled',
  [COUPON_REFUSALS.expired]: 'expired',
  [COUPON_REFUSALS.usedUp]: 'used_up',
};

export function couponStatus(coupon: StoredCoupon, now: Date, usesCount: number): CouponStatus {
  const refusal = couponRefusal(coupon, now, { total: usesCount, byFamily: 0 });
  return refusal === null ? 'active' : (STATUS_OF_REFUSAL[refusal] ?? 'inactive');
}

/**
 * Payments keep the code they were paid with, and enrollments the code applied to them: a coupon
 * either refers to is kept (its uses would stop counting, or an enrollment would point at a
 * code that no longer exists). The sentence tells the admin what to do instead.
 */
export function couponDeleteRefusal(usesCount: number, enrollmentsCount: number): string | null {
  if (usesCount === 0 && enrollmentsCount === 0) return null;
  const reasons = [
    usesCount > 0 ? `${usesCount === 1 ? '1 payment' : `${usesCount} payments`} used it` : null,
    enrollmentsCount > 0
      ? `it is applied to ${enrollmentsCount === 1 ? '1 enrollment' : `${enrollmentsCount} enrollments`}`
      : null,
  ].filter((reason) => reason !== null);
  return `This coupon can’t be deleted: ${reasons.join(' and ')}. Deactivate it instead.`;
}

/** The 422 on `code` when a coupon in use is renamed (its uses are counted by its code). */
export const COUPON_CODE_IN_USE_MESSAGE =
  'can’t change once a payment or an enrollment uses this coupon: create a new coupon instead';
