/**
 * A refund of hours takes the hours back (issue 11, refunds): money returned on a line item of
 * kind 'hours' removes its refunded share of the bought minutes from the course (courses.duration,
 * what unscheduled hours are computed from) and from the family's remaining minutes. Never more
 * than the course has unused and unscheduled: hours already taught or booked stay covered.
 */
import { refundedMinutes } from '@tp/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  courses,
  enrollments,
  lineItems,
  parents,
  payments,
  sessions,
} from '../db/schema/index.ts';

/**
 * Inside the transaction that records the money returned: takes back the refunded share of
 * an hours line item's minutes; answers the minutes taken back (null for other line items).
 */
export async function takeBackRefundedHours(
  tx: Db,
  refund: { lineItemId: number; amountCents: number },
): Promise<number | null> {
  const [line] = await tx
    .select({
      kind: lineItems.kind,
      hours: lineItems.quantity,
      lineItemCents: lineItems.amountCents,
      paymentTotalCents: payments.totalCents,
      parentId: payments.parentId,
      courseId: enrollments.courseId,
    })
    .from(lineItems)
    .innerJoin(payments, eq(payments.id, lineItems.paymentId))
    .leftJoin(enrollments, eq(enrollments.id, payments.enrollmentId))
    .where(eq(lineItems.id, refund.lineItemId));
  if (line?.kind !== 'hours') return null;
  const wanted = refundedMinutes({ ...line, refundCents: refund.amountCents });
  if (line.courseId == null || wanted === 0) return 0;

  // The course row is locked so the unused minutes cannot change before they are taken.
  const [course] = await tx
    .select({ bought: courses.duration })
    .from(courses)
    .where(eq(courses.id, line.courseId))
    .for('update');
  const [held] = await tx
    .select({ minutes: sql<number>`coalesce(sum(${sessions.duration}), 0)::int` })
    .from(sessions)
    .where(and(eq(sessions.courseId, line.courseId), isNull(sessions.canceledAt)));
  const unused = Math.max(0, (course?.bought ?? 0) - (held?.minutes ?? 0));
  const taken = Math.min(wanted, unused);
  if (taken === 0) return 0;
  await tx
    .update(courses)
    .set({ duration: sql`${courses.duration} - ${taken}` })
    .where(eq(courses.id, line.courseId));
  if (line.parentId != null)
    await tx
      .update(parents)
      .set({ remainingMinutes: sql`greatest(0, ${parents.remainingMinutes} - ${taken})` })
      .where(eq(parents.id, line.parentId));
  return taken;
}
