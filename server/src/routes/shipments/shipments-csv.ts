import {
  originatorNamed,
  SHIPMENT_STATUS_LABELS,
  type Shipment,
  type ShipmentStatus,
} from '@tp/domain';

/** A cell a spreadsheet would run as a formula is prefixed so it reads as text (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** "2026-03-10 09:05" in `timeZone` (the viewer's), else UTC in ISO 8601. */
export function viewerTime(iso: string, timeZone: string | null): string {
  if (!timeZone) return iso;
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(new Date(iso));
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
  } catch {
    // An unknown zone stored on the user: UTC, as if none were known.
    return iso;
  }
}

const COLUMNS: readonly [string, (shipment: Shipment, timeZone: string | null) => string][] = [
  ['ID', (s) => String(s.id)],
  ['Status', (s) => SHIPMENT_STATUS_LABELS[s.status as ShipmentStatus] ?? s.status],
  ['Recipient', (s) => s.recipientName],
  ['Recipient type', (s) => s.recipientType],
  ['Originator', (s) => originatorNamed(s.originator)?.name ?? s.originator],
  ['Purchase link', (s) => s.purchaseLink],
  ['Tracking', (s) => s.tracking ?? ''],
  ['Order number', (s) => s.orderHandle ?? ''],
  ['Address', (s) => s.address.formatted],
  ['Observers', (s) => s.shipmentObservers.map((o) => o.email).join('; ')],
  ['Estimated delivery', (s) => s.estimatedDeliveryDate ?? ''],
  ['Created', (s, zone) => viewerTime(s.createdAt, zone)],
];

/** The shipments as CSV: readable labels, one header row, CRLF line ends (RFC 4180). */
export function shipmentsCsv(shipments: readonly Shipment[], timeZone: string | null): string {
  const lines = [
    COLUMNS.map(([header]) => cell(header)).join(','),
    ...shipments.map((shipment) =>
      COLUMNS.map(([, value]) => cell(value(shipment, timeZone))).join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
