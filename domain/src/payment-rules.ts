/**
 * Money and payment rules (spec staff-and-crm §4 enrollment actions "add hours" and "apply
 * coupon", §8 card payment errors, §9 coupon units; spec scheduling-and-live-sessions §9 "Add
 * hours adds 5 hours"). Pure: amounts are integer cents throughout, so no float ever reaches a
 * charge. The server charges with these; the UI shows the same messages and totals.
 */
import { z } from 'zod';

/** An amount of money in integer cents (never a float, never negative). */
export type Cents = number;

/** Spec: "Add hours adds 5 hours" (and Pay As You Go replenishes the same 5). */
export const ADD_HOURS_BLOCK = 5;

/** The confirmation shown after a successful add-hours charge. */
export const ORDER_PROCESSED_MESSAGE = 'Your order has been processed';
/** add_hours with keptCard: true when the family keeps no card (422 on keptCard). */
export const NO_KEPT_CARD_MESSAGE = 'No card is kept on file for this family.';
/**
 * add_hours on an enrollment that is not active (canceled, scheduled to cancel, or transferred):
 * its hours could not be booked (booking takes an active enrollment) nor shown on the Hours tab.
 */
export const INACTIVE_ENROLLMENT_HOURS_MESSAGE =
  'This enrollment is canceled, so tutoring hours can’t be added to it.';
/**
 * add_hours on an enrollment that is not a tutoring one (a group class, a course that sells no
 * hours): its course's hours are not the family's to buy, and the Hours tab does not show it.
 */
export const NOT_TUTORING_HOURS_MESSAGE =
  'Tutoring hours can only be added to a tutoring enrollment.';
/**
 * A student's add_hours with a new card (422 on opaqueData): students order on the family's
 * kept card; paying by card is the parent's (spec: "Students may add hours. Parents pay by card.").
 */
export const STUDENT_NEW_CARD_MESSAGE =
  'Students add hours on the card the family keeps on file; a parent pays with a new card.';

/**
 * Whether a caller may pay with a new card: staff and parents. A student (who is neither) may
 * only order on the family's kept card.
 */
export const mayPayWithNewCard = (roles: readonly string[]): boolean =>
  roles.some((role) => role !== 'student');

/** True when `value` is a whole, non-negative, safe number of cents. */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Dollars (as a decimal string or number, e.g. "12.5" or 12.5) to integer cents, rounded half up. */
export function dollarsToCents(dollars: number | string): Cents {
  const value = typeof dollars === 'string' ? Number(dollars.trim()) : dollars;
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`not an amount of dollars: ${String(dollars)}`);
  }
  // Shift the decimal point in the (exponent-free) decimal string so 1.005 does not become
  // 100.49999… cents.
  const cents = Math.round(Number(`${value.toFixed(8)}e2`));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount too large: ${String(dollars)}`);
  return cents;
}

/** Cents to a display string with two decimals and a dollar sign: 12345 → "$123.45". */
export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}$${dollars}.${rest}`;
}

/** Spec §9: a coupon's unit is dollars or percentage, with an amount. */
export const COUPON_UNITS = ['dollars', 'percentage'] as const;
export type CouponUnit = (typeof COUPON_UNITS)[number];

export interface Coupon {
  unit: CouponUnit;
  /** Dollars (for `dollars`) or percent 0–100 (for `percentage`); decimals allowed. */
  amount: number;
}

/**
 * The discount a coupon gives on `subtotal` cents: never more than the subtotal (so the total
 * never goes below 0), never negative, rounded to the cent (half up). A percentage above 100 is
 * treated as 100.
 */
export function couponDiscount(subtotal: Cents, coupon: Coupon): Cents {
  if (!isCents(subtotal)) throw new RangeError(`not cents: ${String(subtotal)}`);
  if (!Number.isFinite(coupon.amount) || coupon.amount <= 0) return 0;
  const raw =
    coupon.unit === 'dollars'
      ? dollarsToCents(coupon.amount)
      : Math.round((subtotal * Math.min(coupon.amount, 100)) / 100);
  return Math.min(subtotal, Math.max(0, raw));
}

/** The total after a coupon (or none): `subtotal - discount`, never below 0. */
export function applyCoupon(subtotal: Cents, coupon: Coupon | null | undefined): Cents {
  return coupon ? subtotal - couponDiscount(subtotal, coupon) : subtotal;
}

/** Price of `hours` at `hourlyRate` cents per hour, in cents. */
export function hoursPrice(hours: number, hourlyRate: Cents): Cents {
  if (!isCents(hourlyRate)) throw new RangeError(`not cents: ${String(hourlyRate)}`);
  return Math.round(hours * hourlyRate);
}

/**
 * Spec §8: the message for a card payment error code (Authorize.Net / Accept.js codes).
 * E_WC_07, E00117, E_WC_08 → "Invalid expiration year"; E_WC_06 → "Invalid expiration month";
 * E_WC_15 → "Invalid CVV"; E_WC_16 → "Invalid zip code"; any other code → a text with the code.
 */
export const CARD_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  E_WC_07: 'Invalid expiration year',
  E00117: 'Invalid expiration year',
  E_WC_08: 'Invalid expiration year',
  E_WC_06: 'Invalid expiration month',
  E_WC_15: 'Invalid CVV',
  E_WC_16: 'Invalid zip code',
};

/**
 * The listed codes read as above; any other code reads as the gateway's own text with its code
 * ("This transaction has been declined. (error 2)"), or "Payment failed (error <code>)" when
 * the gateway gave no text (no answer at all, a stored code).
 */
export function cardErrorMessage(code: string, text?: string): string {
  const key = code.trim();
  const fixed = CARD_ERROR_MESSAGES[key];
  if (fixed) return fixed;
  const said = text?.trim();
  return `${said || 'Payment failed'} (error ${key || 'unknown'})`;
}

/** An idempotency key: the client makes one per order attempt and resends it on retry. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The server's own idempotency keys (installment and Pay As You Go charges, a charge's reversal,
 * a refund request's refund) begin with these. A client's key may not: with one, a family could
 * take over another family's installment charge ("installment-12-0" answered by its own order)
 * or a refund's key at the gateway.
 */
export const SERVER_IDEMPOTENCY_KEY_PREFIXES = [
  'installment-',
  'arrear-',
  'reverse-',
  'refund-request-',
] as const;
export const RESERVED_IDEMPOTENCY_KEY_MESSAGE = 'is reserved for the server’s own charges';

/** Whether a client may send `key` (server keys are reserved, case-insensitively). */
export const isClientIdempotencyKey = (key: string): boolean =>
  !SERVER_IDEMPOTENCY_KEY_PREFIXES.some((prefix) => key.toLowerCase().startsWith(prefix));

export const COUPON_CODE_MAX = 50;
/** Codes are letters, digits, - and _ (a stray character is a typo, not a lookup). */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
const COUPON_CODE_PATTERN_OR_EMPTY = /^[A-Za-z0-9_-]*$/;
export const COUPON_CODE_FORMAT_MESSAGE = 'This coupon code is not valid.';

/**
 * The body of `POST /enrollments/{id}/add_hours`. The card travels only as the opaque token
 * Accept.js gives the browser (dataDescriptor + dataValue): card numbers never reach the server.
 * Instead of a new card, `keptCard: true` charges the card the family keeps on file (spec:
 * "Students may add hours. Parents pay by card": a student orders on the family's card).
 * Exactly one of the two.
 */
export const addHoursPayloadSchema = z
  .object({
    idempotencyKey: z
      .string()
      .regex(IDEMPOTENCY_KEY_PATTERN, 'must be 16 to 64 letters, digits, - or _')
      .refine(isClientIdempotencyKey, RESERVED_IDEMPOTENCY_KEY_MESSAGE),
    couponCode: z
      .string()
      .trim()
      .max(COUPON_CODE_MAX)
      .regex(COUPON_CODE_PATTERN_OR_EMPTY, COUPON_CODE_FORMAT_MESSAGE)
      .optional()
      .transform((code) => (code ? code : undefined)),
    opaqueData: z
      .object({
        dataDescriptor: z.string().min(1).max(100),
        dataValue: z.string().min(1).max(4096),
      })
      .strict()
      .optional(),
    keptCard: z.literal(true).optional(),
  })
  .strict()
  .superRefine((payload, issues) => {
    if ((payload.opaqueData === undefined) === (payload.keptCard === undefined))
      issues.addIssue({
        code: 'custom',
        path: ['opaqueData'],
        message: 'Send either a card or keptCard: true.',
      });
  });

export type AddHoursPayload = z.infer<typeof addHoursPayloadSchema>;

/** Spec §9: a coupon as stored (amount: cents for dollars, whole percent for percentage). */
export interface StoredCoupon {
  code: string;
  unit: CouponUnit;
  amount: number;
  active: boolean;
  /** The validity window: from `startsAt` (null: from its creation) until `expiresAt`. */
  startsAt: Date | null;
  expiresAt: Date | null;
  /** Orders it may be used on in all, and by one family; null: no limit. */
  maxUses: number | null;
  maxUsesPerFamily: number | null;
}

/** How often a coupon was used: by every family, and by the family ordering now. */
export interface CouponUsage {
  total: number;
  byFamily: number;
}

/** A coupon code as it is kept and matched: trimmed, upper-case. */
export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase();

export const COUPON_REFUSALS = {
  unknown: 'This coupon code is not valid.',
  inactive: 'This coupon is no longer active.',
  notYet: 'This coupon is not valid yet.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been used up.',
  usedByFamily: 'Your family has already used this coupon as often as it may.',
} as const;

/**
 * Why a coupon may not be used now, in the words the server answers (the spec shows the
 * server's text as a badge): unknown, inactive, outside its validity window, or used up (in
 * all, or by this family) when `usage` is given. Null when it applies.
 */
export function couponRefusal(
  coupon: StoredCoupon | undefined,
  now: Date,
  usage?: CouponUsage,
): string | null {
  if (!coupon) return COUPON_REFUSALS.unknown;
  if (!coupon.active) return COUPON_REFUSALS.inactive;
  if (coupon.startsAt && coupon.startsAt.getTime() > now.getTime()) return COUPON_REFUSALS.notYet;
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime())
    return COUPON_REFUSALS.expired;
  if (usage && coupon.maxUses !== null && usage.total >= coupon.maxUses)
    return COUPON_REFUSALS.usedUp;
  if (usage && coupon.maxUsesPerFamily !== null && usage.byFamily >= coupon.maxUsesPerFamily)
    return COUPON_REFUSALS.usedByFamily;
  return null;
}

/** The discount in cents a stored coupon gives on `subtotal` cents. */
export function storedCouponDiscount(subtotal: Cents, coupon: StoredCoupon): Cents {
  return couponDiscount(subtotal, {
    unit: coupon.unit,
    amount: coupon.unit === 'dollars' ? coupon.amount / 100 : coupon.amount,
  });
}

/** PUT /enrollments/{id}/apply_coupon, body `enrollment`: the code (spec: empty is not sent). */
export const applyCouponPayloadSchema = z
  .object({
    couponCode: z
      .string({ error: "can't be blank" })
      .trim()
      .min(1, "can't be blank")
      .max(COUPON_CODE_MAX)
      .regex(COUPON_CODE_PATTERN, COUPON_CODE_FORMAT_MESSAGE),
  })
  .strict();
export type ApplyCouponPayload = z.infer<typeof applyCouponPayloadSchema>;
