import {
  ADD_HOURS_BLOCK,
  type AddHoursPrice,
  type BrandPricing,
  enrollmentHoursOf,
  type EnrollmentHours,
  type PaceChange,
  type StudentHours,
  hoursOrderPrice,
} from '@tp/domain';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  brands,
  courses,
  enrollments,
  paceHistories,
  paymentProfiles,
  students,
  users,
} from '../db/schema/index.ts';
import { NotFound } from '../http/errors.ts';
import { couponIfUsable } from '../payments/coupons.ts';
import { qualified } from '../resources/scopes.ts';
import {
  enrollmentHoursFactsSql,
  hoursFactsOf,
  tutoringEnrollmentCheck,
} from './enrollment-hours-facts.ts';

/**
 * A tutoring enrollment (enrollment-hours-facts.ts), for any query over `enrollments`: the
 * Hours tab lists these, and add_hours adds to these only.
 */
export const isTutoringEnrollment = tutoringEnrollmentCheck(
  qualified(enrollments.id),
  qualified(enrollments.courseId),
);

/** The price Add Tutoring Hours will charge this enrollment (add-hours.ts, no typed coupon). */
async function addHoursPrice(
  db: Db,
  pricing: BrandPricing | null,
  couponCode: string | null,
  now: Date,
): Promise<AddHoursPrice | null> {
  const coupon = await couponIfUsable(db, couponCode, now);
  const price = hoursOrderPrice(pricing, coupon);
  if (!price) return null;
  return {
    hours: ADD_HOURS_BLOCK,
    subtotalCents: price.subtotal,
    couponCode: coupon ? coupon.code : null,
    discountCents: price.discount,
    totalCents: price.total,
  };
}

/**
 * GET /students/{id}/hours: each active tutoring enrollment whose course counts hours, with
 * every figure domain's enrollmentHoursOf derives from its facts (the one query every hours
 * answer reads), the run-out day in the student's zone, and the price of 5 more hours.
 */
export async function studentHours(
  db: Db,
  studentId: number,
  now: Date,
  gatewayKind: string,
): Promise<StudentHours> {
  const [student] = await db
    .select({ pace: students.pace, parentId: students.parentId })
    .from(students)
    .where(eq(students.id, studentId));
  if (!student) throw new NotFound();
  const rows = await db
    .select({
      enrollmentId: enrollments.id,
      courseId: courses.id,
      courseTitle: courses.title,
      arrearBilling: enrollments.arrearBilling,
      facts: enrollmentHoursFactsSql(qualified(enrollments.id)),
      pricing: brands.pricing,
      couponCode: enrollments.couponCode,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(brands, eq(brands.id, courses.brandId))
    .where(
      and(
        eq(enrollments.studentId, studentId),
        eq(enrollments.status, 'active'),
        isNotNull(courses.duration),
        isTutoringEnrollment,
      ),
    )
    .orderBy(asc(enrollments.id));
  const history = await db
    .select({
      pace: paceHistories.pace,
      previousPace: paceHistories.previousPace,
      changedAt: paceHistories.createdAt,
      changedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(paceHistories)
    .leftJoin(users, eq(users.id, paceHistories.changedById))
    .where(eq(paceHistories.studentId, studentId))
    .orderBy(desc(paceHistories.createdAt), desc(paceHistories.id));
  const [kept] =
    student.parentId == null
      ? []
      : await db
          .select({ last4: paymentProfiles.cardLast4 })
          .from(paymentProfiles)
          .where(
            and(
              eq(paymentProfiles.parentId, student.parentId),
              eq(paymentProfiles.gateway, gatewayKind),
            ),
          );
  return {
    studentId,
    keptCard: kept ? { last4: kept.last4 } : null,
    pace: student.pace,
    paceHistory: history.map(
      (row): PaceChange => ({ ...row, changedAt: row.changedAt.toISOString() }),
    ),
    enrollments: await Promise.all(
      rows.map(async ({ pricing, couponCode, facts: json, ...row }): Promise<EnrollmentHours> => {
        // The row's enrollment exists: its facts do.
        const facts = hoursFactsOf(json)!;
        return {
          ...row,
          ...enrollmentHoursOf(facts, now),
          owedCents: facts.owedCents,
          addHoursPrice: await addHoursPrice(db, pricing, couponCode, now),
        };
      }),
    ),
  };
}
