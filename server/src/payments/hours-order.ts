/**
 * What a 5-hour order of an enrollment costs, as add_hours charges it and as GET
 * /enrollments/{id}/add_hours_price answers it before Confirm: one code path, so the price
 * shown is the price charged. Refuses (422) what add_hours refuses before any charge.
 */
import {
  ADD_HOURS_BLOCK,
  INACTIVE_ENROLLMENT_HOURS_MESSAGE,
  NO_HOURLY_PRICE_MESSAGE,
  NOT_TUTORING_HOURS_MESSAGE,
  hoursOrderPrice,
  type AddHoursPrice,
  type Cents,
  type StoredCoupon,
} from '@tp/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brands, courses, enrollments, students } from '../db/schema/index.ts';
import { Invalid } from '../http/errors.ts';
import { isTutoringEnrollment } from '../services/student-hours.ts';
import { usableCoupon } from './coupons.ts';

export interface PricedHoursOrder {
  courseId: number;
  parentId: number;
  rate: Cents;
  subtotal: Cents;
  /** The typed coupon, else the one applied to the enrollment; undefined: none. */
  coupon: StoredCoupon | undefined;
  discount: Cents;
  total: Cents;
}

/**
 * The enrollment's order priced with `couponCode` (else the enrollment's own coupon): 422 on
 * payment when hours can't be added to it, on couponCode when the coupon is unknown, inactive,
 * outside its window or used up (in all or by this family).
 */
export async function priceHoursOrder(
  db: Db,
  enrollmentId: number,
  couponCode: string | undefined,
  now: Date,
): Promise<PricedHoursOrder> {
  const [row] = await db
    .select({
      courseId: enrollments.courseId,
      status: enrollments.status,
      couponCode: enrollments.couponCode,
      parentId: students.parentId,
      pricing: brands.pricing,
      tutoring: isTutoringEnrollment,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(brands, eq(brands.id, courses.brandId))
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .where(eq(enrollments.id, enrollmentId));
  if (!hoursOrderPrice(row?.pricing, undefined))
    throw new Invalid({ payment: [NO_HOURLY_PRICE_MESSAGE] });
  if (!row || row.parentId == null)
    throw new Invalid({ payment: ['The student has no parent account to add hours to.'] });
  if (row.status !== 'active') throw new Invalid({ payment: [INACTIVE_ENROLLMENT_HOURS_MESSAGE] });
  if (!row.tutoring) throw new Invalid({ payment: [NOT_TUTORING_HOURS_MESSAGE] });
  const code = couponCode ?? row.couponCode;
  const family = { parentId: row.parentId };
  const coupon = code ? await usableCoupon(db, code, now, family) : undefined;
  const { rate, subtotal, discount, total } = hoursOrderPrice(row.pricing, coupon)!;
  return {
    courseId: row.courseId,
    parentId: row.parentId,
    rate,
    subtotal,
    coupon,
    discount,
    total,
  };
}

/** The order's price as the dialog shows it (AddHoursPrice: the Hours tab's shape). */
export function shownPrice(order: PricedHoursOrder): AddHoursPrice {
  return {
    hours: ADD_HOURS_BLOCK,
    subtotalCents: order.subtotal,
    couponCode: order.coupon?.code ?? null,
    discountCents: order.discount,
    totalCents: order.total,
  };
}
