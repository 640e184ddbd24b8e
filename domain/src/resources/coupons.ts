import { z } from 'zod';
import {
  COUPON_DOLLARS_MAX,
  COUPON_LIMIT_MAX,
  COUPON_MESSAGES,
  COUPON_STATUSES,
} from '../coupon-rules.ts';
import { COUPON_CODE_MAX, COUPON_CODE_PATTERN, COUPON_UNITS } from '../payment-rules.ts';
import { BLANK_MESSAGE } from '../zod-messages.ts';
import { defineContract } from './contract.ts';
import { integer, isoDateTime, isoDateTimeInput, storableText } from './payload-fields.ts';
import { couponsAccess } from './access/coupons.ts';
export { COUPON_READER_ROLES } from './access/coupons.ts';

export const couponRecord = z.object({
  id: integer,
  /** Kept trimmed and upper-case: the charge looks codes up that way (normaliseCouponCode). */
  code: z.string(),
  unit: z.enum(COUPON_UNITS),
  /** Dollars (to the cent) for `dollars`, whole percent for `percentage`. */
  amount: z.number(),
  /** Off: every order refuses it ("This coupon is no longer active."). */
  active: z.boolean(),
  /** The validity window: from startsAt (null: from its creation) until expiresAt (null: no end). */
  startsAt: isoDateTime.nullable(),
  expiresAt: isoDateTime.nullable(),
  /** Orders it may be used on in all, and by one family (a parent account); null: no limit. */
  maxUses: integer.nullable(),
  maxUsesPerFamily: integer.nullable(),
  /** The payments made with it (read-only: what the limits are counted against). */
  usesCount: integer,
  /** Where it stands now (coupon-rules' couponStatus), read-only. */
  status: z.enum(COUPON_STATUSES),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  lockVersion: integer,
});
export type CouponRecord = z.infer<typeof couponRecord>;

const limit = z
  .number()
  .int()
  .min(1, 'must be at least 1')
  .max(COUPON_LIMIT_MAX, `must be at most ${COUPON_LIMIT_MAX.toLocaleString('en-US')}`)
  .nullable();

/**
 * One coupon's fields. The amount against its unit, the window and the limits together are
 * checked by couponShapeErrors (server and form), on the record as the write leaves it.
 */
export const couponCreate = z.object({
  code: storableText
    .trim()
    .min(1, BLANK_MESSAGE)
    .max(COUPON_CODE_MAX)
    // A blank code is told once, as blank (min above), not also as badly formed.
    .refine((code) => code === '' || COUPON_CODE_PATTERN.test(code), COUPON_MESSAGES.codeFormat),
  unit: z.enum(COUPON_UNITS),
  amount: z
    .number()
    .positive(COUPON_MESSAGES.positive)
    .max(COUPON_DOLLARS_MAX, COUPON_MESSAGES.dollarsMax),
  active: z.boolean().optional(),
  startsAt: isoDateTimeInput.nullable().optional(),
  expiresAt: isoDateTimeInput.nullable().optional(),
  maxUses: limit.optional(),
  maxUsesPerFamily: limit.optional(),
});
export type CouponCreate = z.input<typeof couponCreate>;

export const couponUpdate = couponCreate.partial();

export const couponsContract = defineContract({
  name: 'coupons',
  singular: couponsAccess.singular,
  summary:
    'Coupons (dollars or percentage off an order of hours) with a validity window and usage limits in all and per family, counted against the payments made with them. Codes are unique, kept upper-case and matched case-insensitively. Admins alone read and manage them. A coupon a payment or an enrollment uses is not deleted (409: deactivate it) and keeps its code.',
  record: couponRecord,
  create: couponCreate,
  update: couponUpdate,
  access: couponsAccess.access,
});
