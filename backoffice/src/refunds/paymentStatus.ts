import { formatCents, type Payment } from '@tp/domain';

/** A payment's status as the list and the CSV say it: Paid, partly refunded, or Refunded. */
export function paymentStatusLabel(payment: Payment): string {
  if (payment.status === 'refunded') return 'Refunded';
  return payment.refundedCents > 0
    ? `Paid, ${formatCents(payment.refundedCents)} refunded`
    : 'Paid';
}
