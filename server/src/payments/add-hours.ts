/**
 * POST /enrollments/{id}/add_hours (issue 11): charges 5 hours at the brand's price, less an
 * optional coupon, then — in the action's one transaction — adds the hours to the family and
 * writes the payment and its line items. A failed or timed-out charge throws 422 with the
 * mapped message, so the transaction saves nothing. One payment per idempotency key: a retry
 * answers the first order again without charging.
 */
import {
  ADD_HOURS_BLOCK,
  ORDER_PROCESSED_MESSAGE,
  dollarsToCents,
  hoursPrice,
  type AddHoursPayload,
} from '@tp/domain';
import { eq, sql } from 'drizzle-orm';
import {
  brands,
  courses,
  enrollments,
  lineItems,
  parents,
  payments,
  students,
} from '../db/schema/index.ts';
import { Invalid } from '../http/errors.ts';
import type { ActionImplementation } from '../resources/types.ts';
import { paymentsOf } from './payments-from-config.ts';

const answer = (paymentId: number, totalCents: number) => ({
  output: {
    message: ORDER_PROCESSED_MESSAGE,
    paymentId,
    hoursAdded: ADD_HOURS_BLOCK,
    totalCents,
  },
});

export const addHoursAction: ActionImplementation = {
  async run({ tx, ctx, id, input }) {
    const order = input as AddHoursPayload;
    const [earlier] = await tx
      .select({
        id: payments.id,
        enrollmentId: payments.enrollmentId,
        totalCents: payments.totalCents,
      })
      .from(payments)
      .where(eq(payments.idempotencyKey, order.idempotencyKey));
    if (earlier) {
      if (earlier.enrollmentId !== id)
        throw new Invalid({ idempotencyKey: ['was already used for another order'] });
      return answer(earlier.id, earlier.totalCents);
    }

    const [row] = await tx
      .select({ parentId: students.parentId, pricing: brands.pricing })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .innerJoin(brands, eq(brands.id, courses.brandId))
      .innerJoin(students, eq(students.id, enrollments.studentId))
      .where(eq(enrollments.id, id!));
    if (!row?.pricing || !(row.pricing.price > 0))
      throw new Invalid({ payment: ['This course’s brand has no price to charge.'] });
    if (row.parentId == null)
      throw new Invalid({ payment: ['The student has no parent account to add hours to.'] });
    if (order.couponCode) throw new Invalid({ couponCode: ['is not a valid coupon'] });

    const rate = dollarsToCents(row.pricing.price);
    const subtotal = hoursPrice(ADD_HOURS_BLOCK, rate);
    const gateway = paymentsOf(ctx.deps);
    const charge = await gateway.charge({
      amount: subtotal,
      idempotencyKey: order.idempotencyKey,
      opaqueData: order.opaqueData,
      description: `${ADD_HOURS_BLOCK} tutoring hours`,
    });
    if (!charge.ok) throw new Invalid({ payment: [charge.message] }, { code: charge.code });

    const [payment] = await tx
      .insert(payments)
      .values({
        idempotencyKey: order.idempotencyKey,
        enrollmentId: id,
        parentId: row.parentId,
        createdById: ctx.user.id,
        gateway: gateway.kind,
        transactionId: charge.transactionId,
        subtotalCents: subtotal,
        discountCents: 0,
        totalCents: subtotal,
        cardLast4: charge.last4 ?? null,
      })
      .returning({ id: payments.id });
    await tx.insert(lineItems).values({
      paymentId: payment!.id,
      kind: 'hours',
      description: `${ADD_HOURS_BLOCK} tutoring hours`,
      quantity: ADD_HOURS_BLOCK,
      unitAmountCents: rate,
      amountCents: subtotal,
    });
    await tx
      .update(parents)
      .set({ remainingMinutes: sql`${parents.remainingMinutes} + ${ADD_HOURS_BLOCK * 60}` })
      .where(eq(parents.id, row.parentId));
    return answer(payment!.id, subtotal);
  },
};
