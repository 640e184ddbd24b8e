import { describe, expect, it } from 'vitest';
import type { Shipment } from '@tp/domain';
import { shipmentsCsv } from './shipments-csv.ts';

const shipment: Shipment = {
  id: 7,
  status: 'on_hold',
  recipientType: 'Parent',
  recipientId: 3,
  recipientName: 'Pam "P" Parent',
  purchaseLink: 'https://shop.example.com/b',
  regardingType: null,
  regardingId: null,
  shipmentObservers: [
    { id: 1, email: 'a@x.test' },
    { id: 2, email: 'b@x.test' },
  ],
  tracking: '=HYPERLINK("x")',
  orderHandle: null,
  originator: 'barnes_and_noble',
  shippingMethod: 'ups_ground',
  address: {
    street1: '1 Main St',
    street2: '',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    country: 'United States',
    formatted: '1 Main St, Springfield, IL 62701, United States',
  },
  estimatedDeliveryDate: '2026-03-17',
  createdAt: '2026-03-10T15:00:00.000Z',
  updatedAt: '2026-03-10T15:00:00.000Z',
  lockVersion: 0,
};

describe('shipments CSV', () => {
  it('writes readable labels, quotes what needs it and defuses formulas', () => {
    const [, row] = shipmentsCsv([shipment], null).split('\r\n');
    expect(row).toBe(
      '7,On hold,"Pam ""P"" Parent",Parent,Barnes & Noble,UPS Ground,https://shop.example.com/b,"\'=HYPERLINK(""x"")",,"1 Main St, Springfield, IL 62701, United States",a@x.test; b@x.test,2026-03-17,2026-03-10 15:00 UTC',
    );
  });

  it('starts with a byte order mark and ends every line with CRLF', () => {
    const csv = shipmentsCsv([shipment], null);
    expect(csv.startsWith('\uFEFFID,Status,Recipient,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('shows times in the viewer’s zone, UTC (said so) without one or with an unknown one', () => {
    const created = (zone: string | null) => shipmentsCsv([shipment], zone).split('\r\n')[1]!;
    expect(created('America/New_York')).toMatch(/,2026-03-10 11:00$/);
    expect(created(null)).toMatch(/,2026-03-10 15:00 UTC$/);
    expect(created('Mars/Olympus')).toMatch(/,2026-03-10 15:00 UTC$/);
  });
});
