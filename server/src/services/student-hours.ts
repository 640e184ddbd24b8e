import {
  ADD_HOURS_BLOCK,
  TUTORING_SESSION_TYPE,
  type AddHoursPrice,
  type BrandPricing,
  hoursBalance,
  hoursRunOutAt,
  type EnrollmentHours,
  type PaceChange,
  type StudentHours,
  hoursOrderPrice,
} from '@tp/domain';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  arrearCharges,
  brands,
  courses,
  enrollments,
  paceHistories,
  paymentProfiles,
  sessionTypes,
  sessions,
  students,
  users,
} from '../db/schema/index.ts';
import { NotFound } from '../http/errors.ts';
import { couponIfUsable } from '../payments/coupons.ts';
import { qualified } from '../resources/scopes.ts';

/**
 * A tutoring enrollment, whose hours the family buys (add_hours) and, once its course counts
 * them, sees (the Hours tab): its brand books Tutoring sessions, or it has one booked. Not a
 * group class, whose course's hours are shared. For any query over `enrollments`.
 */
export const isTutoringEnrollment = sql<boolean>`(exists (select 1 from ${sessionTypes} st
    join ${courses} c on c.brand_id = st.brand_id
    where c.id = ${qualified(enrollments.courseId)} and st.session_class = ${TUTORING_SESSION_TYPE})
  or exists (select 1 from ${sessions} s where s.enrollment_id = ${qualified(enrollments.id)}))`;

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
 * GET /students/{id}/hours: each active tutoring enrollment whose course counts hours (a
 * duration: the minutes bought), what its sessions (not canceled) used and hold, and when the remaining
 * hours run out at the student's pace. Sessions count by their course, as the booking engine
 * counts them (schedule-reads.ts tutoringEnrollment).
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
  const at = now.toISOString();
  const minutesWhere = (condition: ReturnType<typeof sql>) =>
    sql<number>`(select coalesce(sum(s.duration), 0)::int from ${sessions} s
      where s.course_id = ${courses.id} and s.canceled_at is null and ${condition})`;
  const rows = await db
    .select({
      enrollmentId: enrollments.id,
      courseId: courses.id,
      courseTitle: courses.title,
      arrearBilling: enrollments.arrearBilling,
      boughtMinutes: courses.duration,
      usedMinutes: minutesWhere(sql`s.ends_at <= ${at}::timestamptz`),
      scheduledMinutes: minutesWhere(sql`s.ends_at > ${at}::timestamptz`),
      upcomingSessionsCount: sql<number>`(select count(*)::int from ${sessions} s
        where s.enrollment_id = ${enrollments.id} and s.canceled_at is null
          and s.starts_at > ${at}::timestamptz)`,
      owedCents: sql<number>`(select coalesce(sum(a.amount_cents), 0)::int from ${arrearCharges} a
        where a.enrollment_id = ${enrollments.id} and a.paid_at is null)`,
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
      rows.map(async ({ pricing, couponCode, ...row }): Promise<EnrollmentHours> => {
        const facts = { ...row, boughtMinutes: row.boughtMinutes ?? 0 };
        const balance = hoursBalance(facts);
        const runsOut = hoursRunOutAt(balance.remainingMinutes, student.pace, now);
        return {
          ...facts,
          ...balance,
          runsOutAt: runsOut?.toISOString() ?? null,
          addHoursPrice: await addHoursPrice(db, pricing, couponCode, now),
        };
      }),
    ),
  };
}
