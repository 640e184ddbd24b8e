import type { Db } from '../db/client.ts';
import { shipmentObservers, shipments } from '../db/schema/index.ts';
import { FIXTURE_PLACE_IDS } from './place-fixtures.ts';

/** The fixture home place (place-fixtures): a shipment's address is chosen from the lookup. */
export const FIXTURE_SHIPMENT_ADDRESS = {
  street1: '12 Elm St',
  street2: '',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'United States',
  formatted: '12 Elm St, Springfield, IL 62701, United States',
  placeId: FIXTURE_PLACE_IDS.home,
  lat: 39.8017,
  lng: -89.6437,
};

/**
 * Two shipments of the resource world: a pending one to Sid (no shipping method yet), a shipped
 * one to parent Pam (UPS Ground).
 */
export async function seedShipments(db: Db, ids: { studentId: number; parentId: number }) {
  const [toSid, toPam] = await db
    .insert(shipments)
    .values([
      {
        recipientType: 'Student',
        recipientId: ids.studentId,
        purchaseLink: 'https://shop.example.com/books/sat',
        originator: 'amazon',
        address: FIXTURE_SHIPMENT_ADDRESS,
      },
      {
        status: 'shipped',
        recipientType: 'Parent',
        recipientId: ids.parentId,
        purchaseLink: 'https://shop.example.com/books/act',
        originator: 'warehouse',
        shippingMethod: 'ups_ground',
        tracking: '1Z0001',
        address: FIXTURE_SHIPMENT_ADDRESS,
      },
    ])
    .returning();
  await db.insert(shipmentObservers).values([
    { shipmentId: toSid!.id, email: 'advisor@fixture.test' },
    { shipmentId: toPam!.id, email: 'parent@fixture.test' },
  ]);
  return { toSid: toSid!, toPam: toPam! };
}
