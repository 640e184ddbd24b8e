import type { DataProvider } from 'react-admin';
import { csvDateTime, csvText, formatCents, type Payment } from '@tp/domain';
import { exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { paymentStatusLabel } from './paymentStatus.ts';

/** The CSV's columns, in order: what the list and a payment's page show, readable. */
export const PAYMENT_CSV_FIELDS = [
  'ID',
  'Family',
  'Status',
  'Subtotal',
  'Discount',
  'Coupon',
  'Total',
  'Refunded',
  'Card',
  'Gateway',
  'Transaction',
  'Items',
  'Paid',
] as const;

type PaymentCsvRow = Record<(typeof PAYMENT_CSV_FIELDS)[number], string | number>;

/** One payment as a CSV row: dollars, its line items in words, the time in the viewer's zone. */
export function paymentToCsvRow(payment: Payment, zone: string): PaymentCsvRow {
  return {
    ID: payment.id,
    Family: payment.familyName,
    Status: paymentStatusLabel(payment),
    Subtotal: formatCents(payment.subtotalCents),
    Discount: formatCents(payment.discountCents),
    Coupon: payment.couponCode ?? '',
    Total: formatCents(payment.totalCents),
    Refunded: formatCents(payment.refundedCents),
    Card: payment.cardLast4 ? `ending ${payment.cardLast4}` : '',
    Gateway: payment.gateway,
    Transaction: payment.transactionId,
    Items: payment.lineItems.map((item) => item.description).join('; '),
    Paid: csvDateTime(payment.createdAt, zone),
  };
}

export function paymentsToCsv(payments: readonly Payment[], zone: string): string {
  return csvText(
    PAYMENT_CSV_FIELDS,
    payments.map((payment) => paymentToCsvRow(payment, zone)),
  );
}

/** Every payment the list's search selects (all pages), as payments.csv. */
export function exportPayments(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: CsvDownload,
  zone: string,
): Promise<number> {
  return exportRecords<Payment>(dataProvider, selection, download, {
    resource: 'payments',
    filename: 'payments',
    toCsv: (payments) => paymentsToCsv(payments, zone),
  });
}
