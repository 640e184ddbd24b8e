import {
  csvDate,
  csvDateTime,
  csvText,
  originatorNamed,
  SHIPMENT_STATUS_LABELS,
  shippingMethodLabel,
  type CsvValue,
  type Shipment,
  type ShipmentStatus,
} from '@tp/domain';

const COLUMNS: readonly [string, (shipment: Shipment, timeZone: string | null) => CsvValue][] = [
  ['ID', (s) => s.id],
  ['Status', (s) => SHIPMENT_STATUS_LABELS[s.status as ShipmentStatus] ?? s.status],
  ['Recipient', (s) => s.recipientName],
  ['Recipient type', (s) => s.recipientType],
  ['Originator', (s) => originatorNamed(s.originator)?.name ?? s.originator],
  ['Shipping method', (s) => shippingMethodLabel(s.shippingMethod)],
  ['Purchase link', (s) => s.purchaseLink],
  ['Tracking', (s) => s.tracking],
  ['Order number', (s) => s.orderHandle],
  ['Address', (s) => s.address.formatted],
  ['Observers', (s) => s.shipmentObservers.map((o) => o.email).join('; ')],
  ['Estimated delivery', (s) => csvDate(s.estimatedDeliveryDate)],
  ['Created', (s, zone) => csvDateTime(s.createdAt, zone)],
];

/**
 * The shipments as CSV, by the rules every export follows (domain's csv-export: byte order
 * mark, CRLF, formulas defused, dates and times alike): readable labels, times in the
 * viewer's zone (UTC, said so, without one).
 */
export function shipmentsCsv(shipments: readonly Shipment[], timeZone: string | null): string {
  return csvText(
    COLUMNS.map(([header]) => header),
    shipments.map((shipment) =>
      Object.fromEntries(COLUMNS.map(([header, value]) => [header, value(shipment, timeZone)])),
    ),
  );
}
