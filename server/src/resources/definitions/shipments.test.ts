import {
  ADDRESS_PLACE_REQUIRED_MESSAGE,
  PLACES_INVALID_MESSAGE,
  SHIPPING_METHOD_UNKNOWN_MESSAGE,
  type ParsedPlace,
  type Shipment,
} from '@tp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipments } from '../../db/schema/index.ts';
import type { TestAgent } from '../../test/agent.ts';
import {
  call,
  type ListBody,
  type OneBody,
  type ProblemBody,
  type ResourceWorld,
} from '../../test/fixtures.ts';
import { BACKENDS } from '../../test/harness.ts';
import { FIXTURE_PLACE_IDS } from '../../test/place-fixtures.ts';
import type { PlacesProvider } from '../../places/places-provider.ts';
import {
  createResourceTestContext,
  type ResourceTestContext,
} from '../../test/resource-test-context.ts';

/** The fixture home, as the address finder fills it from the chosen place. */
const ADDRESS = {
  street1: '12 Elm St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'United States',
  placeId: FIXTURE_PLACE_IDS.home,
};

describe.each(BACKENDS)('shipments (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let admin: TestAgent;
  let advisor: TestAgent;
  let tutor: TestAgent;
  let parent: TestAgent;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    [admin, advisor, tutor, parent] = await ctx.signInAs('admin', 'advisor', 'tia', 'pam');
  });
  afterAll(() => ctx?.close());

  const payload = (overrides: Record<string, unknown> = {}) => ({
    shipment: {
      recipientType: 'Student',
      recipientId: world.students.sid,
      purchaseLink: 'https://shop.example.com/books/sat?ref=abc&utm=x',
      shipmentObservers: [{ email: 'mom@example.com' }, { email: '' }],
      originator: 'amazon',
      address: ADDRESS,
      ...overrides,
    },
  });
  const create = (agent: TestAgent, overrides: Record<string, unknown> = {}) =>
    call<OneBody<'shipment', Shipment>>(agent.post('/api/v2/shipments', payload(overrides)));

  it('creates a shipment: the link loses its query string, empty observers are dropped', async () => {
    const { status, body } = await create(admin);
    expect(status).toBe(201);
    expect(body.shipment).toMatchObject({
      status: 'pending',
      purchaseLink: 'https://shop.example.com/books/sat',
      recipientName: 'Sid Other',
      shipmentObservers: [{ email: 'mom@example.com' }],
      address: { city: 'Springfield', state: 'IL' },
    });
  });

  it('refuses a shipment without an address part or an observer, on the fields', async () => {
    const { status, body } = await call<ProblemBody>(
      admin.post(
        '/api/v2/shipments',
        payload({ address: { ...ADDRESS, zip: '' }, shipmentObservers: [{ email: ' ' }] }),
      ),
    );
    expect(status).toBe(422);
    expect(body.errors.address).toContain('Zip is required.');
    expect(body.errors.shipmentObservers).toEqual(['must have at least one observer']);
  });

  it('refuses an address typed by hand or naming a place the lookup does not know, for every writer', async () => {
    for (const agent of [admin, advisor]) {
      const typed = await call<ProblemBody>(
        agent.post('/api/v2/shipments', payload({ address: { ...ADDRESS, placeId: null } })),
      );
      expect(typed.status).toBe(422);
      expect(typed.body.errors.address).toEqual([ADDRESS_PLACE_REQUIRED_MESSAGE]);
      const unknown = await call<ProblemBody>(
        agent.post(
          '/api/v2/shipments',
          payload({ address: { ...ADDRESS, placeId: 'tp:nowhere' } }),
        ),
      );
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors.address).toEqual([PLACES_INVALID_MESSAGE]);
    }
    const stored = await ctx.db
      .select({ id: shipments.id })
      .from(shipments)
      .where(sql`${shipments.address}->>'placeId' = 'tp:nowhere'`);
    expect(stored).toEqual([]);
  });

  it('changes the address to another known place, and refuses one typed by hand', async () => {
    const created = (await create(advisor)).body.shipment;
    expect(created.address.placeId).toBe(FIXTURE_PLACE_IDS.home);
    const centre = {
      street1: '410 Harbor Ave',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      country: 'United States',
      placeId: FIXTURE_PLACE_IDS.centre,
    };
    const moved = await call<OneBody<'shipment', Shipment>>(
      advisor.put(`/api/v2/shipments/${created.id}`, {
        shipment: { address: centre, lockVersion: created.lockVersion },
      }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.shipment.address).toMatchObject({
      placeId: FIXTURE_PLACE_IDS.centre,
      formatted: '410 Harbor Ave, Chicago, IL 60601, United States',
    });
    for (const address of [
      { ...centre, street1: '412 Harbor Ave', placeId: null },
      { ...centre, placeId: 'tp:nowhere' },
    ]) {
      const refused = await call<ProblemBody>(
        admin.put(`/api/v2/shipments/${created.id}`, { shipment: { address } }),
      );
      expect(refused.status).toBe(422);
      expect(refused.body.errors.address).toHaveLength(1);
    }
  });

  describe('a shipment saved before the address lookup existed (no place id)', () => {
    const LEGACY_ADDRESS = {
      street1: '9 Old Mill Rd',
      street2: '',
      city: 'Springfield',
      state: 'IL',
      zip: '62702',
      country: 'United States',
      formatted: '9 Old Mill Rd, Springfield, IL 62702, United States',
    };
    const legacyShipment = async () => {
      const [row] = await ctx.db
        .insert(shipments)
        .values({
          recipientType: 'Student',
          recipientId: world.students.sid,
          purchaseLink: 'https://shop.example.com/books/old',
          originator: 'amazon',
          address: LEGACY_ADDRESS,
        })
        .returning();
      return row!;
    };

    it('saves an edit that sends its address back unchanged, without a place', async () => {
      const legacy = await legacyShipment();
      // As the form sends it: every field back, the address parts in another order.
      const { street1, city, state, zip, country } = LEGACY_ADDRESS;
      for (const [agent, address, link] of [
        [advisor, { country, zip, state, city, street1, placeId: null }, 'https://shop.test/a'],
        [admin, { street1, city, state, zip, country }, 'https://shop.test/b'],
      ] as const) {
        const current = (
          await call<OneBody<'shipment', Shipment>>(agent.get(`/api/v2/shipments/${legacy.id}`))
        ).body.shipment;
        const saved = await call<OneBody<'shipment', Shipment>>(
          agent.put(`/api/v2/shipments/${legacy.id}`, {
            shipment: {
              purchaseLink: link,
              address,
              shipmentObservers: [{ email: 'dad@example.com' }],
              lockVersion: current.lockVersion,
            },
          }),
        );
        expect(saved.status).toBe(200);
        expect(saved.body.shipment.purchaseLink).toBe(link);
        expect(saved.body.shipment.address).toEqual(LEGACY_ADDRESS);
      }
    });

    it('refuses a changed address without a place, with the autocomplete message', async () => {
      const legacy = await legacyShipment();
      for (const address of [
        { ...LEGACY_ADDRESS, street1: '11 Old Mill Rd', placeId: null },
        { ...LEGACY_ADDRESS, zip: '62703' },
      ]) {
        const refused = await call<ProblemBody>(
          admin.put(`/api/v2/shipments/${legacy.id}`, { shipment: { address } }),
        );
        expect(refused.status).toBe(422);
        expect(refused.body.errors.address).toEqual([ADDRESS_PLACE_REQUIRED_MESSAGE]);
      }
      const [stored] = await ctx.db
        .select({ address: shipments.address })
        .from(shipments)
        .where(sql`${shipments.id} = ${legacy.id}`);
      expect(stored!.address).toEqual(LEGACY_ADDRESS);
      // A place from the lookup replaces it.
      const moved = await call<OneBody<'shipment', Shipment>>(
        admin.put(`/api/v2/shipments/${legacy.id}`, { shipment: { address: ADDRESS } }),
      );
      expect(moved.status).toBe(200);
      expect(moved.body.shipment.address.placeId).toBe(FIXTURE_PLACE_IDS.home);
    });
  });

  it('takes a place an outside provider answered, once the finder looked it up', async () => {
    const station: ParsedPlace = {
      lat: 41.8789,
      lng: -87.6403,
      name: 'Union Station',
      formatted: '225 S Canal St, Chicago, IL 60606, United States',
      placeId: 'ChIJ-shipment-place',
      street1: '225 S Canal St',
      city: 'Chicago',
      state: 'IL',
      zip: '60606',
      country: 'United States',
      cityOrCounty: 'Chicago',
      sublocality: '',
    };
    const google: PlacesProvider = {
      name: 'google',
      search: () => Promise.resolve([]),
      details: (placeId) => Promise.resolve(placeId === station.placeId ? station : null),
    };
    const address = { ...ADDRESS, ...station };
    // Not yet looked up: the server does not know it.
    expect((await create(admin, { address })).status).toBe(422);
    ctx.deps.places = google;
    try {
      expect((await call(admin.get(`/api/v2/places/${station.placeId}`))).status).toBe(200);
    } finally {
      delete ctx.deps.places;
    }
    const { status, body } = await create(admin, { address });
    expect(status).toBe(201);
    expect(body.shipment.address.placeId).toBe(station.placeId);
  });

  it('stores a shipping method from the list, filters by it, clears it, and refuses another', async () => {
    const created = await create(advisor, { shippingMethod: 'fedex_2day' });
    expect(created.status).toBe(201);
    expect(created.body.shipment.shippingMethod).toBe('fedex_2day');
    const byMethod = await call<ListBody<'shipments', Shipment>>(
      advisor.get('/api/v2/shipments?shippingMethod=fedex_2day&per=100'),
    );
    expect(byMethod.body.shipments.map((s) => s.id)).toEqual([created.body.shipment.id]);
    const cleared = await call<OneBody<'shipment', Shipment>>(
      advisor.put(`/api/v2/shipments/${created.body.shipment.id}`, {
        shipment: { shippingMethod: null },
      }),
    );
    expect(cleared.body.shipment.shippingMethod).toBeNull();

    const refused = await call<ProblemBody>(
      advisor.post('/api/v2/shipments', payload({ shippingMethod: 'carrier_pigeon' })),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors.shippingMethod).toEqual([SHIPPING_METHOD_UNKNOWN_MESSAGE]);
    const onEdit = await call<ProblemBody>(
      advisor.put(`/api/v2/shipments/${created.body.shipment.id}`, {
        shipment: { shippingMethod: 'UPS Ground' },
      }),
    );
    expect(onEdit.status).toBe(422);
    expect(onEdit.body.errors.shippingMethod).toEqual([SHIPPING_METHOD_UNKNOWN_MESSAGE]);
  });

  it('refuses a recipient that does not exist', async () => {
    const { status, body } = await call<ProblemBody>(
      admin.post('/api/v2/shipments', payload({ recipientId: 999_999 })),
    );
    expect(status).toBe(422);
    expect(body.errors.recipientId).toEqual(['is not a student']);
  });

  it('marks the shipment shipped when a tracking number is saved, then locks its address', async () => {
    const created = (await create(advisor)).body.shipment;
    const updated = await call<OneBody<'shipment', Shipment>>(
      advisor.put(`/api/v2/shipments/${created.id}`, {
        shipment: { tracking: '1Z999', lockVersion: created.lockVersion },
      }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.shipment.status).toBe('shipped');
    const locked = await call<ProblemBody>(
      advisor.put(`/api/v2/shipments/${created.id}`, {
        shipment: { address: { ...ADDRESS, city: 'Chicago' } },
      }),
    );
    expect(locked.status).toBe(422);
    expect(locked.body.errors.address).toEqual(["can't be changed once shipped"]);
  });

  it('does not auto-ship for an originator that integrates with an API', async () => {
    const { body } = await create(admin, { originator: 'warehouse', tracking: '1Z1' });
    expect(body.shipment.status).toBe('pending');
  });

  it('replaces the observers with the rows sent, `_destroy` rows removed', async () => {
    const created = (await create(admin)).body.shipment;
    const { status, body } = await call<OneBody<'shipment', Shipment>>(
      admin.put(`/api/v2/shipments/${created.id}`, {
        shipment: {
          shipmentObservers: [
            { email: 'mom@example.com', _destroy: true },
            { email: 'dad@example.com' },
          ],
        },
      }),
    );
    expect(status).toBe(200);
    expect(body.shipment.shipmentObservers.map((o) => o.email)).toEqual(['dad@example.com']);
    expect(body.shipment.lockVersion).toBe(created.lockVersion + 1);
  });

  it('changes the status by event, and refuses a transition naming both', async () => {
    const created = (await create(admin)).body.shipment;
    const held = await call<OneBody<'shipment', Shipment>>(
      admin.put(`/api/v2/shipments/${created.id}/change_status`, { event: 'hold' }),
    );
    expect(held.status).toBe(200);
    expect(held.body.shipment.status).toBe('on_hold');
    const refused = await call<ProblemBody>(
      admin.put(`/api/v2/shipments/${created.id}/change_status`, { event: 'deliver' }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors.status).toEqual([
      'cannot deliver a shipment that is on hold (on_hold)',
    ]);
    const unknown = await admin.put(`/api/v2/shipments/${created.id}/change_status`, {
      event: 'teleport',
    });
    expect(unknown.status).toBe(422);
  });

  it('hides shipments from tutors and parents', async () => {
    const created = (await create(admin)).body.shipment;
    expect((await tutor.post('/api/v2/shipments', payload())).status).toBe(403);
    expect((await parent.post('/api/v2/shipments', payload())).status).toBe(403);
    expect((await tutor.get('/api/v2/shipments')).status).toBe(403);
    expect((await parent.get(`/api/v2/shipments/${created.id}`)).status).toBe(404);
    expect(
      (await tutor.put(`/api/v2/shipments/${created.id}/change_status`, { event: 'hold' })).status,
    ).toBe(404);
    expect((await tutor.get('/api/v2/shipments.csv')).status).toBe(403);
  });

  it('filters by status and exports what the filters select as CSV', async () => {
    await create(admin, { purchaseLink: 'https://shop.example.com/csv-one?x=1' });
    const list = await call<ListBody<'shipments', Shipment>>(
      admin.get('/api/v2/shipments?status=shipped&per=100'),
    );
    expect(list.status).toBe(200);
    expect(list.body.shipments.every((s) => s.status === 'shipped')).toBe(true);

    const res = await admin.get('/api/v2/shipments.csv?status=pending&query=csv-one');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    // The byte order mark spreadsheets need to read UTF-8 (text() decodes it away).
    expect([...new Uint8Array(await res.clone().arrayBuffer()).slice(0, 3)]).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'ID,Status,Recipient,Recipient type,Originator,Shipping method,Purchase link,Tracking,Order number,Address,Observers,Estimated delivery,Created',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      ',Pending,Sid Other,Student,Amazon,,https://shop.example.com/csv-one,',
    );
    const byMethod = await admin.get('/api/v2/shipments.csv?shippingMethod=ups_ground');
    expect((await byMethod.text()).trimEnd().split('\r\n')[1]).toContain(
      ',Our warehouse,UPS Ground,',
    );
    expect(lines[1]).toContain('"12 Elm St, Springfield, IL 62701, United States"');
  });
});
