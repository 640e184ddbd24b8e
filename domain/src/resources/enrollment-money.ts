import { z } from 'zod';
import {
  COUPON_CODE_FORMAT_MESSAGE,
  COUPON_CODE_MAX,
  COUPON_CODE_PATTERN,
} from '../payment-rules.ts';
import { integer, isoDateTime } from './payload-fields.ts';

/** GET /enrollments/{id}/add_hours_price?couponCode=: the coupon typed in the dialog, if any. */
export const addHoursPriceQuery = z
  .object({
    couponCode: z
      .string()
      .trim()
      .max(COUPON_CODE_MAX)
      .refine((code) => code === '' || COUPON_CODE_PATTERN.test(code), COUPON_CODE_FORMAT_MESSAGE)
      .optional()
      .transform((code) => (code ? code : undefined)),
  })
  .strict();

/** What a 5-hour order costs, as add_hours will charge it (no discount: couponCode null). */
export const addHoursPriceResult = z.object({
  hours: integer,
  subtotalCents: integer,
  couponCode: z.string().nullable(),
  discountCents: integer,
  totalCents: integer,
});

/** An upcoming session turning Pay As You Go off removes, as the confirm dialog lists it. */
export const payAsYouGoOffSession = z.object({
  id: integer,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  title: z.string(),
  /** "Tia O." (first name, last initial), as families see tutors; null: none assigned. */
  tutorName: z.string().nullable(),
  subjectName: z.string().nullable(),
});
export type PayAsYouGoOffSession = z.infer<typeof payAsYouGoOffSession>;

/** GET /enrollments/{id}/pay_as_you_go_off: what Confirm would remove, soonest first. */
export const payAsYouGoOffPreview = z.object({
  sessions: z.array(payAsYouGoOffSession),
  /** Dates kept pending (past the tutor's availability) that would fail too. */
  pendingDatesCount: integer,
});
export type PayAsYouGoOffPreview = z.infer<typeof payAsYouGoOffPreview>;

/** The reason a session canceled by turning Pay As You Go off carries (Sessions list, e-mail). */
export const PAY_AS_YOU_GO_OFF_CANCEL_REASON = 'Pay As You Go turned off';
export type AddHoursPriceQuery = z.infer<typeof addHoursPriceQuery>;
