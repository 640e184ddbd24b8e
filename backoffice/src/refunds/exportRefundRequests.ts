import type { DataProvider } from 'react-admin';
import {
  csvDateTime,
  csvText,
  formatCents,
  REFUND_STATUS_LABELS,
  type RefundRequest,
} from '@tp/domain';
import { exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';

/** The CSV's columns, in order: what the list shows, readable. */
export const REFUND_REQUEST_CSV_FIELDS = [
  'ID',
  'Family',
  'Status',
  'Category',
  'Amount',
  'Line item',
  'Payment',
  'Reason',
  'Requested by',
  'Requested',
  'Approved by',
  'Refunded',
  'Gateway errors',
] as const;

/** One request as a CSV row: words not codes, dollars, times in the viewer's zone. */
export function refundRequestToCsvRow(request: RefundRequest, zone: string) {
  return {
    ID: request.id,
    Family: request.familyName,
    Status: REFUND_STATUS_LABELS[request.status],
    Category: request.category,
    Amount: formatCents(request.amountCents),
    'Line item': request.lineItemDescription,
    Payment: request.paymentId,
    Reason: request.reason,
    'Requested by': request.requestedByName ?? '',
    Requested: csvDateTime(request.createdAt, zone),
    'Approved by': request.approvedByName ?? '',
    Refunded: csvDateTime(request.refundedAt ?? request.processedAt, zone),
    'Gateway errors': request.errors.join(' '),
  };
}

/** Every request the list's filters select (all pages) as refund_requests.csv. */
export function exportRefundRequests(
  dataProvider: DataProvider,
  selection: ListSelection,
  download: CsvDownload,
  zone: string,
): Promise<number> {
  return exportRecords<RefundRequest>(dataProvider, selection, download, {
    resource: 'refund_requests',
    filename: 'refund_requests',
    toCsv: (requests) =>
      csvText(
        REFUND_REQUEST_CSV_FIELDS,
        requests.map((request) => refundRequestToCsvRow(request, zone)),
      ),
  });
}
