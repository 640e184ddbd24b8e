import type { Address, ShipmentStatus } from '@tp/domain';
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
const ADDRESSES: readonly Omit<Address, 'formatted'>[] = [
  {
    street1: '12 Elm St',
    street2: '',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    country: 'United States',
  },
  {
    street1: '400 Market St',
    street2: 'Apt 5',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    country: 'United States',
  },
  {
    street1: '77 Lake Ave',
    street2: '',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    country: 'United States',
  },
  {
    street1: '9 Harbour Rd',
    street2: '',
    city: 'Toronto',
    state: 'Ontario',
    zip: 'M5V 2T6',
    country: 'Canada',
  },
];

function formatted(address: Omit<Address, 'formatted'>): string {
  const stateZip = `${address.state} ${address.zip}`;
  return [address.street1, address.street2, address.city, stateZip, address.country]
    .filter((part) => part !== '')
    .join(', ');
}

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
      address: { ...address, formatted: formatted(address), placeId: null, lat: null, lng: null },
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
