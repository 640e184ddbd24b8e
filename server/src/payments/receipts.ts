/**
 * A receipt e-mail after every charge and refund (issue 23): add hours, installments, Pay As
 * You Go's blocks, and refunds (through the gateway or processed by hand). Sent after the
 * money's transaction commits, to the family's parent (else the student); a mail that fails is
 * logged and never undoes the payment. Only the card's last four digits are ever written.
 */
import type { Cents } from '@tp/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { lineItems, parents, payments, users } from '../db/schema/index.ts';
import { receiptMail } from '../mail/family-money-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import { familyRecipientOf, type FamilyRecipient } from '../services/pay-as-you-go-off.ts';
import { DEFAULT_TIME_ZONE } from '@tp/domain';

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
        parentId: payments.parentId,
        totalCents: payments.totalCents,
        cardLast4: payments.cardLast4,
      })
      .from(payments)
      .where(eq(payments.id, request.paymentId));
    if (!payment) return;
    const recipient = payment.enrollmentId
      ? await familyRecipientOf(db, payment.enrollmentId)
      : await parentRecipientOf(db, payment.parentId);
    if (!recipient) return;
    const lines = await db
      .select({ description: lineItems.description, amountCents: lineItems.amountCents })
      .from(lineItems)
      .where(eq(lineItems.paymentId, request.paymentId))
      .orderBy(asc(lineItems.id));
    const bought = lines.filter((line) => line.amountCents > 0).map((line) => line.description);
    const forWhom = [recipient.studentName, recipient.courseTitle && `(${recipient.courseTitle})`]
      .filter(Boolean)
      .join(' ');
    const what = `${bought.join(', ') || 'Tutoring'}${forWhom ? ` for ${forWhom}` : ''}`;
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

/** A payment with no enrollment (kept from an older order): its family's parent. */
async function parentRecipientOf(db: Db, parentId: number | null): Promise<FamilyRecipient | null> {
  if (parentId === null) return null;
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, timeZone: users.timeZone })
    .from(parents)
    .innerJoin(users, eq(users.id, parents.userId))
    .where(eq(parents.id, parentId));
  if (!row) return null;
  return {
    to: row.email,
    firstName: row.firstName,
    studentName: '',
    courseTitle: '',
    timeZone: row.timeZone ?? DEFAULT_TIME_ZONE,
  };
}
