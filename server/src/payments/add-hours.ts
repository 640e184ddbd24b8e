/**
 * POST /enrollments/{id}/add_hours (issue 11): charges 5 hours at the brand's hourly price
 * (pricing.hourlyPrice; a brand without one refuses the order with a 422), less an
 * optional coupon (the order's, else the one applied to the enrollment), to a new card (an
 * Accept.js token) or the family's kept card (keptCard: true). The charge runs
 * outside any transaction (charge-once.ts); only an approved charge delivers, in one
 * transaction: the payment, its line items, 300 more bought minutes on the enrollment's
 * course (courses.duration, what unscheduled hours are computed from) and on the family's
 * remaining minutes, and the audit events of who placed the order (on the enrollment and the
 * payment). A failed or timed-out charge changes nothing; one key charges once.
 */
import {
  ADD_HOURS_BLOCK,
  NO_KEPT_CARD_MESSAGE,
  ORDER_PROCESSED_MESSAGE,
  STUDENT_NEW_CARD_MESSAGE,
  mayPayWithNewCard,
  type AddHoursPayload,
  type Cents,
  type StoredCoupon,
} from '@tp/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courses, parents, payments } from '../db/schema/index.ts';
import { Invalid } from '../http/errors.ts';
import { auditWhoOf } from '../resources/audit-recorder.ts';
import type { ActionImplementation } from '../resources/types.ts';
import { chargeOnce, type ApprovedCharge } from './charge-once.ts';
import { lockUsableCoupon } from './coupons.ts';
import { priceHoursOrder } from './hours-order.ts';
import { keepFirstCard, keptCardOf } from './kept-cards.ts';
import type { OpaqueData, PaymentGateway, StoredCard } from './payment-gateway.ts';
import { paymentsOf } from './payments-from-config.ts';
import { recordGatewayPayment } from './record-payment.ts';
import { sendReceipt } from './receipts.ts';

const BLOCK_MINUTES = ADD_HOURS_BLOCK * 60;
const DESCRIPTION = `${ADD_HOURS_BLOCK} tutoring hours`;

interface HoursOrder {
  enrollmentId: number;
  courseId: number;
  parentId: number;
  createdById: number;
  idempotencyKey: string;
  rate: Cents;
  subtotal: Cents;
  coupon: StoredCoupon | undefined;
  discount: Cents;
  now: Date;
}

/** The paid order's payment, line items and hours, inside the delivering transaction. */
async function deliverHours(
  tx: Db,
  order: HoursOrder,
  gatewayKind: string,
  charge: ApprovedCharge,
): Promise<number> {
  // The coupon's uses are counted again under its row's lock, with this payment recorded before
  // the lock is let go: of two orders racing for its last use, the second is refused here and
  // its charge reversed (charge-once.ts).
  if (order.coupon)
    await lockUsableCoupon(tx, order.coupon.code, order.now, { parentId: order.parentId });
  const paymentId = await recordGatewayPayment(tx, {
    idempotencyKey: order.idempotencyKey,
    enrollmentId: order.enrollmentId,
    parentId: order.parentId,
    createdById: order.createdById,
    gateway: gatewayKind,
    charge,
    subtotalCents: order.subtotal,
    coupon: order.coupon && { code: order.coupon.code, discountCents: order.discount },
    lines: [
      {
        kind: 'hours',
        description: DESCRIPTION,
        quantity: ADD_HOURS_BLOCK,
        unitAmountCents: order.rate,
        amountCents: order.subtotal,
      },
    ],
  });
  await tx
    .update(courses)
    .set({ duration: sql`coalesce(${courses.duration}, 0) + ${BLOCK_MINUTES}` })
    .where(eq(courses.id, order.courseId));
  await tx
    .update(parents)
    .set({ remainingMinutes: sql`${parents.remainingMinutes} + ${BLOCK_MINUTES}` })
    .where(eq(parents.id, order.parentId));
  return paymentId;
}

type OrderCard =
  | { kind: 'new'; opaqueData: OpaqueData }
  | { kind: 'kept'; stored: StoredCard; last4: string | undefined };

/**
 * The card the order is charged to: a new card (staff and parents only: 422 on opaqueData for a
 * student), or the family's kept card (422 on keptCard when there is none). Refused before any
 * attempt is recorded, so a refusal changes nothing.
 */
async function orderCard(
  db: Db,
  gateway: PaymentGateway,
  payload: AddHoursPayload,
  roles: readonly string[],
  parentId: number,
): Promise<OrderCard> {
  if (payload.opaqueData) {
    if (!mayPayWithNewCard(roles)) throw new Invalid({ opaqueData: [STUDENT_NEW_CARD_MESSAGE] });
    return { kind: 'new', opaqueData: payload.opaqueData };
  }
  const kept = await keptCardOf(db, gateway, parentId);
  if (!kept) throw new Invalid({ keptCard: [NO_KEPT_CARD_MESSAGE] });
  const { last4, ...stored } = kept;
  return { kind: 'kept', stored, last4: last4 ?? undefined };
}

const answer = (paymentId: number, totalCents: number) => ({
  output: { message: ORDER_PROCESSED_MESSAGE, paymentId, hoursAdded: ADD_HOURS_BLOCK, totalCents },
});

export const addHoursAction: ActionImplementation = {
  ownsTransactions: true,
  async run({ tx: db, ctx, id, input, audit }) {
    const payload = input as AddHoursPayload;
    const priced = await priceHoursOrder(db, id!, payload.couponCode, ctx.now);
    const amount = priced.total;
    const order: HoursOrder = {
      enrollmentId: id!,
      courseId: priced.courseId,
      parentId: priced.parentId,
      createdById: ctx.user.id,
      idempotencyKey: payload.idempotencyKey,
      rate: priced.rate,
      subtotal: priced.subtotal,
      coupon: priced.coupon,
      discount: priced.discount,
      now: ctx.now,
    };
    const gateway = paymentsOf(ctx.deps);
    const card = await orderCard(db, gateway, payload, ctx.user.roles, order.parentId);
    const charge = () =>
      card.kind === 'new'
        ? gateway.charge({
            amount,
            idempotencyKey: payload.idempotencyKey,
            opaqueData: card.opaqueData,
            description: DESCRIPTION,
          })
        : gateway.chargeStoredCard({
            amount,
            idempotencyKey: payload.idempotencyKey,
            card: card.stored,
            description: DESCRIPTION,
          });
    const outcome = await chargeOnce({
      db,
      gateway,
      now: ctx.now,
      idempotencyKey: payload.idempotencyKey,
      amount,
      charge,
      async deliver(tx, approved) {
        const paymentId = await deliverHours(tx, order, gateway.kind, {
          ...approved,
          // A kept card's charge may not name its card (Authorize.Net): the kept last four.
          last4: approved.last4 ?? (card.kind === 'kept' ? card.last4 : undefined),
        });
        // Who placed the order, on the enrollment and the payment, in the transaction that
        // records the payment and the hours: the three commit together or not at all.
        await audit?.(tx, answer(paymentId, amount).output);
        return paymentId;
      },
    });
    if (outcome.kind === 'failed')
      throw new Invalid({ payment: [outcome.message] }, { code: outcome.code });
    if (outcome.kind === 'charged') {
      await keepFirstCard(db, gateway, order.parentId, outcome.charge, auditWhoOf(ctx));
      await sendReceipt(db, ctx.deps.mailer, {
        paymentId: outcome.paymentId,
        kind: 'charge',
        at: ctx.now,
      });
    }
    const [paid] = await db
      .select({ enrollmentId: payments.enrollmentId, totalCents: payments.totalCents })
      .from(payments)
      .where(eq(payments.id, outcome.paymentId));
    if (paid?.enrollmentId !== id)
      throw new Invalid({ idempotencyKey: ['was already used for another order'] });
    return answer(outcome.paymentId, paid.totalCents);
  },
};
