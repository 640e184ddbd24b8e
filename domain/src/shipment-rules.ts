import { formatAddress, type Address } from './address.ts';
import type { ShipmentStatus } from './shipment-status.ts';

/**
 * Where staff buy what they ship. `integratesWithApi`: the supplier's own integration moves
 * the status, so typing a tracking number does not (spec staff-and-crm §3, §5).
 */
export const SHIPMENT_ORIGINATORS = [
  { id: 'amazon', name: 'Amazon', integratesWithApi: false },
  { id: 'barnes_and_noble', name: 'Barnes & Noble', integratesWithApi: false },
  { id: 'warehouse', name: 'Our warehouse', integratesWithApi: true },
] as const;
export type ShipmentOriginatorId = (typeof SHIPMENT_ORIGINATORS)[number]['id'];
export const SHIPMENT_ORIGINATOR_IDS = SHIPMENT_ORIGINATORS.map((originator) => originator.id) as [
  ShipmentOriginatorId,
  ...ShipmentOriginatorId[],
];

export function originatorNamed(id: string): (typeof SHIPMENT_ORIGINATORS)[number] | undefined {
  return SHIPMENT_ORIGINATORS.find((originator) => originator.id === id);
}

/**
 * How a shipment travels (spec staff-and-crm §7 GET /shipping_methods). Shipments store the id,
 * a stable slug: a carrier may rename a service, the id never changes.
 */
export const SHIPPING_METHODS = [
  { id: 'usps_first_class', name: 'USPS First-Class' },
  { id: 'usps_priority', name: 'USPS Priority' },
  { id: 'ups_ground', name: 'UPS Ground' },
  { id: 'fedex_2day', name: 'FedEx 2Day' },
  { id: 'hand_delivery', name: 'Hand delivery' },
] as const;
export type ShippingMethodId = (typeof SHIPPING_METHODS)[number]['id'];
export const SHIPPING_METHOD_IDS = SHIPPING_METHODS.map((method) => method.id) as [
  ShippingMethodId,
  ...ShippingMethodId[],
];
/** What a shipment's shippingMethod says when it is none of SHIPPING_METHODS' ids. */
export const SHIPPING_METHOD_UNKNOWN_MESSAGE = 'is not one of our shipping methods';

/** The shipping method's name (for lists and the CSV); the id itself when it is unknown. */
export function shippingMethodLabel(id: string | null | undefined): string {
  if (!id) return '';
  return SHIPPING_METHODS.find((method) => method.id === id)?.name ?? id;
}

/** Spec §5: "the purchase link is stripped of its query string" (and of its fragment). */
export function stripPurchaseLink(link: string): string {
  const trimmed = link.trim();
  const cut = trimmed.search(/[?#]/);
  return cut === -1 ? trimmed : trimmed.slice(0, cut);
}

/** The confirm shown before a save that marks the shipment shipped (spec §5). */
export const SHIPMENT_AUTO_SHIP_CONFIRM =
  'Saving a tracking number or order number marks this shipment as shipped. Its address, purchase link and originator can no longer be changed. Continue?';

/**
 * Spec §5: a tracking or order handle on a shipment that is not shipped, bought from an
 * originator that does not integrate with an API, moves it to shipped on save (the form
 * confirms first; the server applies the same rule).
 */
export function marksShipped(shipment: {
  status: ShipmentStatus;
  originator: string;
  tracking?: string | null | undefined;
  orderHandle?: string | null | undefined;
}): boolean {
  const hasHandle = Boolean(shipment.tracking?.trim()) || Boolean(shipment.orderHandle?.trim());
  if (!hasHandle) return false;
  if (shipment.status === 'shipped' || shipment.status === 'delivered') return false;
  if (shipment.status === 'canceled') return false;
  return !(originatorNamed(shipment.originator)?.integratesWithApi ?? false);
}

/** Fields that "become uneditable" once a shipment has shipped (spec §5). */
export const SHIPMENT_FIELDS_LOCKED_WHEN_SHIPPED = [
  'address',
  'purchaseLink',
  'originator',
  'recipientType',
  'recipientId',
] as const;

export function isShipmentLocked(status: ShipmentStatus): boolean {
  return status === 'shipped' || status === 'delivered';
}

/** Spec §5: "empty observer emails are dropped"; a row marked `_destroy` leaves too. */
export function keptObservers<O extends { email: string; _destroy?: boolean | undefined }>(
  observers: readonly O[],
): O[] {
  return observers.filter((observer) => !observer._destroy && observer.email.trim() !== '');
}

/**
 * Whether an edit sends the shipment's stored address back unchanged: the same parts, whatever
 * their key order or place fields. Such an address may stay without a place id (a shipment
 * saved before the address lookup existed); a changed one must come from the lookup (spec §5).
 */
export function keepsShipmentAddress(
  sent: Partial<Address> | null | undefined,
  stored: Partial<Address> | null | undefined,
): boolean {
  if (!sent || !stored) return false;
  return formatAddress(sent) === formatAddress(stored);
}
