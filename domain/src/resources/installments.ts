import { z } from 'zod';
import { defineContract } from './contract.ts';
import { integer, isoDateTime } from './payload-fields.ts';
import { installmentsAccess } from './access/installments.ts';

export const INSTALLMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

/** Why an installment is not charged: its enrollment was canceled before it fell due. */
export const INSTALLMENT_AFTER_CANCEL_MESSAGE =
  'This installment falls due after its enrollment was canceled, so it is not charged.';

/**
 * Whether an installment due at `dueAt` is still owed: while its enrollment is active, and on a
 * canceled (or transferred) one only when it fell due before the cancel took effect
 * (unenrolledAt). A cancel without a date owes nothing more.
 */
export function isInstallmentOwed(
  enrollment: { status: string; unenrolledAt: Date | null },
  dueAt: Date,
): boolean {
  if (enrollment.status === 'active') return true;
  return enrollment.unenrolledAt !== null && enrollment.unenrolledAt.getTime() > dueAt.getTime();
}

/**
 * One installment of an enrollment's plan (spec staff-and-crm §3 "Installment (id)", §7
 * "PUT /installments/{id}/process_payment"): charged on its due date by the installment job,
 * or now by staff. Amounts in integer cents.
 */
export const installmentRecord = z.object({
  id: integer,
  enrollmentId: integer,
  dueAt: isoDateTime,
  amountCents: integer,
  status: z.enum(INSTALLMENT_STATUSES),
  /** Charges tried so far. */
  attempts: integer,
  paymentId: integer.nullable(),
  /** The last failed charge's message (card error mapping), if any. */
  lastError: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Installment = z.infer<typeof installmentRecord>;

export const installmentsContract = defineContract({
  name: 'installments',
  singular: installmentsAccess.singular,
  summary:
    'The installments of enrollments’ payment plans: due date, amount in cents, pending, paid or failed. A durable job charges due ones with the family’s kept card.',
  record: installmentRecord,
  // Staff read every plan; a student or parent their own; tutors none.
  access: installmentsAccess.access,
  actions: {
    processPayment: {
      on: 'member',
      method: 'PUT',
      path: 'process_payment',
      summary:
        'Charges a pending or failed installment now with the family’s kept card (one charge per installment attempt, also against the job). A declined card is a 422 with its message; a paid one is a 422.',
      allow: installmentsAccess.actions.processPayment,
    },
  },
});
