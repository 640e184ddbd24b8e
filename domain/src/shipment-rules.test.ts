import { describe, expect, it } from 'vitest';
import {
  keepsShipmentAddress,
  keptObservers,
  marksShipped,
  SHIPPING_METHOD_UNKNOWN_MESSAGE,
  shippingMethodLabel,
  stripPurchaseLink,
} from './shipment-rules.ts';
import { ADDRESS_PLACE_REQUIRED_MESSAGE } from './address.ts';
import { shipmentCreate, shipmentEditSchema, shipmentUpdate } from './resources/shipments.ts';

const address = {
  street1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'United States',
  placeId: 'tp:1-main-st-springfield',
};

/** A shipment's fields but its address, as the form sends them. */
const FIELDS = {
  recipientType: 'Student',
  recipientId: 3,
  purchaseLink: 'https://shop.test/b',
  shipmentObservers: [{ email: 'a@x.test' }],
  originator: 'amazon',
};

describe('shipment rules', () => {
  it('strips the query string and fragment from a purchase link', () => {
    expect(stripPurchaseLink(' https://shop.test/book/1?ref=abc&tag=x#top ')).toBe(
      'https://shop.test/book/1',
    );
    expect(stripPurchaseLink('https://shop.test/book/1')).toBe('https://shop.test/book/1');
  });

  it('marks shipped when a tracking or order handle arrives on a manual originator', () => {
    const base = { status: 'pending' as const, originator: 'amazon' };
    expect(marksShipped({ ...base, tracking: '1Z999' })).toBe(true);
    expect(marksShipped({ ...base, orderHandle: 'A-1' })).toBe(true);
    expect(marksShipped({ ...base, tracking: '  ' })).toBe(false);
    expect(marksShipped({ ...base, status: 'shipped', tracking: '1Z' })).toBe(false);
    expect(marksShipped({ ...base, originator: 'warehouse', tracking: '1Z' })).toBe(false);
  });

  it('drops empty and destroyed observer rows', () => {
    expect(
      keptObservers([{ email: 'a@x.test' }, { email: ' ' }, { email: 'b@x.test', _destroy: true }]),
    ).toEqual([{ email: 'a@x.test' }]);
  });

  it('validates a create payload: link stripped, observers kept, address required', () => {
    const parsed = shipmentCreate.parse({
      recipientType: 'Student',
      recipientId: 3,
      purchaseLink: 'https://shop.test/b?x=1',
      shipmentObservers: [{ email: 'a@x.test' }, { email: '' }],
      originator: 'amazon',
      address,
    });
    expect(parsed.purchaseLink).toBe('https://shop.test/b');
    expect(parsed.shipmentObservers).toEqual([{ email: 'a@x.test' }]);

    const refused = shipmentCreate.safeParse({
      recipientType: 'Student',
      recipientId: 3,
      purchaseLink: 'https://shop.test/b',
      shipmentObservers: [{ email: '' }],
      originator: 'amazon',
      address: { ...address, city: '' },
    });
    expect(refused.success).toBe(false);
    const messages = refused.error!.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    expect(messages).toContain('address.city: City is required.');
    expect(messages).toContain('shipmentObservers: must have at least one observer');
  });

  it('refuses an address typed by hand: it must come from the autocomplete', () => {
    const typed = shipmentCreate.safeParse({
      recipientType: 'Parent',
      recipientId: 3,
      purchaseLink: 'https://shop.test/b',
      shipmentObservers: [{ email: 'a@x.test' }],
      originator: 'amazon',
      address: { ...address, placeId: null },
    });
    expect(typed.error?.issues).toEqual([
      expect.objectContaining({
        path: ['address', 'base'],
        message: ADDRESS_PLACE_REQUIRED_MESSAGE,
      }),
    ]);
    expect(shipmentUpdate.safeParse({ tracking: '1Z' }).success).toBe(true);
  });

  it('lets an edit keep the stored address without a place, but not change it without one', () => {
    const legacy = { ...address, placeId: null };
    // The contract cannot tell: the server checks against the stored address.
    expect(shipmentUpdate.safeParse({ address: legacy }).success).toBe(true);
    expect(shipmentUpdate.safeParse({ address: { ...legacy, zip: '' } }).success).toBe(false);
    // As stored: every part of the address, the optional ones empty.
    const edit = shipmentEditSchema({ ...legacy, street2: '', formatted: '' });
    const form = { ...FIELDS, recipientType: 'Parent' };
    const { street1, city, state, zip, country } = legacy;
    expect(
      edit.safeParse({ ...form, address: { zip, street1, country, city, state } }).success,
    ).toBe(true);
    const moved = edit.safeParse({ ...form, address: { ...legacy, street1: '2 Main St' } });
    expect(moved.error?.issues).toEqual([
      expect.objectContaining({
        path: ['address', 'base'],
        message: ADDRESS_PLACE_REQUIRED_MESSAGE,
      }),
    ]);
    expect(keepsShipmentAddress(legacy, { ...legacy, placeId: 'tp:x' })).toBe(true);
    expect(keepsShipmentAddress(legacy, null)).toBe(false);
  });

  it('takes a shipping method of the list or none, and refuses any other with one sentence', () => {
    const payload = { ...FIELDS, address };
    expect(shipmentCreate.parse({ ...payload, shippingMethod: 'ups_ground' }).shippingMethod).toBe(
      'ups_ground',
    );
    expect(shipmentCreate.parse(payload).shippingMethod).toBeUndefined();
    expect(shipmentUpdate.parse({ shippingMethod: null }).shippingMethod).toBeNull();
    for (const shippingMethod of ['UPS Ground', 'carrier_pigeon', '', 3]) {
      const refused = shipmentUpdate.safeParse({ shippingMethod });
      expect(refused.error!.issues.map((issue) => issue.message)).toEqual([
        SHIPPING_METHOD_UNKNOWN_MESSAGE,
      ]);
    }
  });

  it('names a shipping method for lists and the CSV, an unknown id as it is', () => {
    expect(shippingMethodLabel('fedex_2day')).toBe('FedEx 2Day');
    expect(shippingMethodLabel('retired_service')).toBe('retired_service');
    expect(shippingMethodLabel(null)).toBe('');
  });
});
