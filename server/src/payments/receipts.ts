/**
 * A receipt e-mail after every charge and refund (issue 23): add hours, installments, Pay As
 * You Go's blocks, and refunds (through the gateway or processed by hand). Sent after the
 * money's transaction commits, to the family's parent (else the student); a mail that fails is
 * logged and never undoes the payment. Only the card's last four digits are ever written.
 */
import type { Cents } from '@tp/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { lineItems, payments } from '../db/schema/index.ts';
import { receiptMail } from '../mail/family-money-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import { familyRecipientOf } from '../services/pay-as-you-go-off.ts';

export interface ReceiptRequest {
  paymentId: number;
  kind: 'charge' | 'refund';
  /** A refund's amount; a charge's is the payment's total. */
  amountCents?: Cents;
  at: Date;
}

/** Sends the receipt of a charge or refund on `paymentId`; never throws. */
export async function sendReceipt(db: Db, mailer: Mailer, request: ReceiptRequest): Promise<void> {
  try {
    const [payment] = await db
      .select({
        enrollmentId: payments.enrollmentId,
        totalCents: payments.totalCents,
        cardLast4: payments.cardLast4,
      })
      .from(payments)
      .where(eq(payments.id, request.paymentId));
    if (!payment?.enrollmentId) return;
    const recipient = await familyRecipientOf(db, payment.enrollmentId);
    if (!recipient) return;
    const lines = await db
      .select({ description: lineItems.description, amountCents: lineItems.amountCents })
      .from(lineItems)
      .where(eq(lineItems.paymentId, request.paymentId))
      .orderBy(asc(lineItems.id));
    const bought = lines.filter((line) => line.amountCents > 0).map((line) => line.description);
    const what = `${bought.join(', ') || 'Tutoring'} for ${recipient.studentName} (${recipient.courseTitle})`;
    await mailer.send(
      receiptMail({
        to: recipient.to,
        firstName: recipient.firstName,
        kind: request.kind,
        amountCents: request.amountCents ?? payment.totalCents,
        description: request.kind === 'refund' ? `Refund of ${what}` : what,
        cardLast4: payment.cardLast4,
        at: request.at,
        timeZone: recipient.timeZone,
        paymentId: request.paymentId,
      }),
    );
  } catch (error) {
    console.error(`the receipt of payment ${request.paymentId} could not be sent`, error);
  }
}
