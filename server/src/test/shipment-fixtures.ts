import type { Db } from '../db/client.ts';
import { shipmentObservers, shipments } from '../db/schema/index.ts';

const ADDRESS = {
  street1: '12 Elm St',
  street2: '',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'United States',
  formatted: '12 Elm St, Springfield, IL 62701, United States',
};

/** Two shipments of the resource world: a pending one to Sid, a shipped one to parent Pam. */
export async function seedShipments(db: Db, ids: { studentId: number; parentId: number }) {
  const [toSid, toPam] = await db
    .insert(shipments)
    .values([
      {
        recipientType: 'Student',
        recipientId: ids.studentId,
        purchaseLink: 'https://shop.example.com/books/sat',
        originator: 'amazon',
        address: ADDRESS,
      },
      {
        status: 'shipped',
        recipientType: 'Parent',
        recipientId: ids.parentId,
        purchaseLink: 'https://shop.example.com/books/act',
        originator: 'warehouse',
        tracking: '1Z0001',
        address: ADDRESS,
      },
    ])
    .returning();
  await db.insert(shipmentObservers).values([
    { shipmentId: toSid!.id, email: 'advisor@fixture.test' },
    { shipmentId: toPam!.id, email: 'parent@fixture.test' },
  ]);
  return { toSid: toSid!, toPam: toPam! };
}
