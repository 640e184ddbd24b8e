/**
 * Charges a card at most once per idempotency key, without holding a database transaction
 * open while the gateway answers (issue 11: "a failed or timed-out charge changes nothing").
 *
 * 1. The attempt is recorded first (`charge_attempts`, unique key), in its own statement.
 * 2. The gateway is called outside any transaction.
 * 3. A failure marks the attempt failed: nothing else changed.
 * 4. A success delivers what was bought and marks the attempt succeeded in ONE transaction; if
 *    that transaction fails, the charge is voided (else refunded) and the attempt is reversed.
 *
 * A retry with the same key answers the earlier payment, re-tries a failed attempt under the
 * same key (the gateway answers a remembered decline again), refuses while another process is
 * charging it, and takes over an attempt left `charging` longer than the lease (a crash):
 * the gateway's own idempotency on the same key then keeps it to one charge.
 */
import type { Cents } from '@tp/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chargeAttempts } from '../db/schema/index.ts';
import { Conflict, Invalid } from '../http/errors.ts';
import type { ChargeResult, PaymentGateway } from './payment-gateway.ts';

/** How long an attempt may stay `charging` before another process may take it over. */
export const CHARGE_LEASE_MS = 5 * 60 * 1000;

export type ApprovedCharge = Extract<ChargeResult, { ok: true }>;

export interface ChargeOnceRequest {
  db: Db;
  gateway: PaymentGateway;
  now: Date;
  idempotencyKey: string;
  amount: Cents;
  /** Asks the gateway (a token charge, or a kept card's). */
  charge(): Promise<ChargeResult>;
  /** Writes the payment and what it bought, inside the transaction; answers the payment id. */
  deliver(tx: Db, charge: ApprovedCharge): Promise<number>;
}

export type ChargeOnceOutcome =
  | { kind: 'charged'; paymentId: number; charge: ApprovedCharge }
  | { kind: 'already-paid'; paymentId: number }
  | { kind: 'failed'; code: string; message: string };

/** The attempt under `key`, claimed for charging by this call, or what to answer instead. */
async function claimAttempt(
  request: ChargeOnceRequest,
): Promise<{ claimed: true } | { claimed: false; outcome: ChargeOnceOutcome }> {
  const { db, idempotencyKey, amount, now } = request;
  const [inserted] = await db
    .insert(chargeAttempts)
    .values({ idempotencyKey, amountCents: amount, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: chargeAttempts.id });
  if (inserted) return { claimed: true };

  const [earlier] = await db
    .select()
    .from(chargeAttempts)
    .where(eq(chargeAttempts.idempotencyKey, idempotencyKey));
  if (!earlier) throw new Conflict('This payment is already being processed.');
  if (earlier.amountCents !== amount)
    throw new Invalid({ idempotencyKey: ['was already used for another order'] });
  if (earlier.status === 'succeeded' && earlier.paymentId != null)
    return { claimed: false, outcome: { kind: 'already-paid', paymentId: earlier.paymentId } };
  if (earlier.status === 'reversed')
    throw new Invalid({
      payment: ['This order could not be saved and its charge was canceled. Please try again.'],
    });
  // Take the attempt over: a failed one, or one left charging past the lease. The condition on
  // the row's state makes the take-over atomic between processes.
  const stale = new Date(now.getTime() - CHARGE_LEASE_MS);
  const [taken] = await db
    .update(chargeAttempts)
    .set({ status: 'charging', errorCode: null, updatedAt: now })
    .where(
      and(
        eq(chargeAttempts.id, earlier.id),
        earlier.status === 'failed'
          ? eq(chargeAttempts.status, 'failed')
          : and(eq(chargeAttempts.status, 'charging'), lt(chargeAttempts.updatedAt, stale)),
      ),
    )
    .returning({ id: chargeAttempts.id });
  if (!taken) throw new Conflict('This payment is already being processed.');
  return { claimed: true };
}

/** Gives the money back after a charge whose order could not be saved. */
async function reverse(gateway: PaymentGateway, charge: ApprovedCharge): Promise<void> {
  const voided = await gateway.void(charge.transactionId);
  if (voided.ok) return;
  await gateway.refund({
    transactionId: charge.transactionId,
    amount: charge.amount,
    // One reversal per charge: a retried reversal never refunds twice.
    idempotencyKey: `reverse-${charge.transactionId}`.slice(0, 64),
    last4: charge.last4 ?? '',
  });
}

export async function chargeOnce(request: ChargeOnceRequest): Promise<ChargeOnceOutcome> {
  const { db, idempotencyKey } = request;
  const claim = await claimAttempt(request);
  if (!claim.claimed) return claim.outcome;
  const byKey = eq(chargeAttempts.idempotencyKey, idempotencyKey);

  const result = await request.charge();
  if (!result.ok) {
    await db
      .update(chargeAttempts)
      .set({ status: 'failed', errorCode: result.code.slice(0, 40), updatedAt: request.now })
      .where(byKey);
    return { kind: 'failed', code: result.code, message: result.message };
  }

  try {
    const paymentId = await db.transaction(async (tx) => {
      const id = await request.deliver(tx, result);
      await tx
        .update(chargeAttempts)
        .set({
          status: 'succeeded',
          paymentId: id,
          transactionId: result.transactionId,
          updatedAt: request.now,
        })
        .where(byKey);
      return id;
    });
    return { kind: 'charged', paymentId, charge: result };
  } catch (error) {
    await reverse(request.gateway, result);
    await db
      .update(chargeAttempts)
      .set({ status: 'reversed', transactionId: result.transactionId, updatedAt: request.now })
      .where(byKey);
    throw error;
  }
}
