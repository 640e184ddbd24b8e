import type { DataProvider } from 'react-admin';
import { formatCents, REFUND_STATUS_LABELS, type RefundRequest } from '@tp/domain';
import { csvText, exportRecords, type CsvDownload } from '../export/exportRecords.ts';
import type { ListSelection } from '../export/fetchAllPages.ts';
import { formatInZone } from '../time/formatInZone.ts';

const FIELDS = [
  'id',
  'family',
  'status',
  'category',
  'amount',
  'line item',
  'payment',
  'reason',
  'requested by',
  'requested',
  'approved by',
  'refunded',
  'gateway errors',
] as const;

/** One request as a CSV row: words not codes, dollars, times in the viewer's zone. */
export function refundRequestToCsvRow(request: RefundRequest, zone: string) {
  return {
    id: request.id,
    family: request.familyName,
    status: REFUND_STATUS_LABELS[request.status],
    category: request.category,
    amount: formatCents(request.amountCents),
    'line item': request.lineItemDescription,
    payment: request.paymentId,
    reason: request.reason,
    'requested by': request.requestedByName ?? '',
    requested: formatInZone(request.createdAt, zone, 'YYYY-MM-DD HH:mm'),
    'approved by': request.approvedByName ?? '',
    refunded: formatInZone(request.refundedAt ?? request.processedAt, zone, 'YYYY-MM-DD HH:mm'),
    'gateway errors': request.errors.join(' '),
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
        FIELDS,
        requests.map((request) => refundRequestToCsvRow(request, zone)),
      ),
  });
}
