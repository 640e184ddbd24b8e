import {
  formatAddress,
  type Address,
  type ShipmentStatus,
  type ShippingMethodId,
} from '@tp/domain';
import { demoHomeAddresses } from './places.ts';
import type { ParentRow, ShipmentObserverRow, ShipmentRow, StudentRow } from './types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 60 shipments: more than two pages of 25, every status, every originator, both recipients. */
const SHIPMENT_COUNT = 60;
const STATUSES: readonly ShipmentStatus[] = [
  'pending',
  'on_hold',
  'shipped',
  'delivered',
  'canceled',
];
const ORIGINATORS = ['amazon', 'barnes_and_noble', 'warehouse'] as const;
const BOOKS = ['sat-prep-guide', 'act-math-workbook', 'ap-biology-review', 'reading-kit'];
const CARRIER_METHODS: readonly ShippingMethodId[] = [
  'usps_priority',
  'ups_ground',
  'usps_first_class',
  'fedex_2day',
];

/**
 * How each shipment travels: the carriers in turn; now and then one not yet sent is handed over
 * at the center instead; one in eight, of every status, has no method chosen (it is optional).
 */
function shippingMethodOf(index: number, hasHandle: boolean): ShippingMethodId | null {
  if (index % 8 === 7) return null;
  if (!hasHandle && index % 7 === 0) return 'hand_delivery';
  return CARRIER_METHODS[index % CARRIER_METHODS.length]!;
}

function withStreet2(address: Address, street2: string): Address {
  const next = { ...address, street2 };
  return { ...next, formatted: formatAddress(next) };
}

/** Where shipments go: the demo homes the places table knows; one adds an apartment. */
const ADDRESSES: readonly Address[] = demoHomeAddresses().map((home, index) =>
  index === 1 ? withStreet2(home, 'Apt 5') : home,
);

/** Shipments to the demo's students and parents, each with one or two observers. */
export function generateShipments(
  now: Date,
  students: readonly StudentRow[],
  parents: readonly ParentRow[],
): { shipments: ShipmentRow[]; shipmentObservers: ShipmentObserverRow[] } {
  const shipments: ShipmentRow[] = [];
  const shipmentObservers: ShipmentObserverRow[] = [];
  for (let index = 0; index < SHIPMENT_COUNT; index += 1) {
    const id = index + 1;
    const status = STATUSES[index % STATUSES.length]!;
    const toParent = index % 4 === 3 && parents.length > 0;
    const recipient = toParent
      ? parents[index % parents.length]!
      : students[index % students.length]!;
    const address = ADDRESSES[index % ADDRESSES.length]!;
    const createdAt = new Date(now.getTime() - (SHIPMENT_COUNT - index) * DAY_MS);
    const hasHandle = status === 'shipped' || status === 'delivered';
    const delivery = new Date(createdAt.getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
    shipments.push({
      id,
      status,
      recipientType: toParent ? 'Parent' : 'Student',
      recipientId: recipient.id,
      purchaseLink: `https://shop.example.com/books/${BOOKS[index % BOOKS.length]}`,
      regardingType: null,
      regardingId: null,
      tracking: hasHandle ? `1Z${String(100000 + id * 7919).padStart(8, '0')}` : null,
      orderHandle: hasHandle ? `ORD-${2000 + id}` : null,
      originator: ORIGINATORS[index % ORIGINATORS.length]!,
      shippingMethod: shippingMethodOf(index, hasHandle),
      address,
      estimatedDeliveryDate: status === 'canceled' ? null : delivery,
      createdAt,
      updatedAt: createdAt,
      lockVersion: 0,
    });
    shipmentObservers.push({
      id: shipmentObservers.length + 1,
      shipmentId: id,
      email: 'advisor@demo.test',
    });
    if (index % 3 === 0) {
      shipmentObservers.push({
        id: shipmentObservers.length + 1,
        shipmentId: id,
        email: `family${recipient.id}@example.com`,
      });
    }
  }
  return { shipments, shipmentObservers };
}
