import { describe, expect, it } from 'vitest';
import {
  nextShipmentStatus,
  shipmentEventsFrom,
  shipmentTransitionRefusal,
} from './shipment-status.ts';

describe('shipment status machine', () => {
  it('moves a pending shipment on hold, back, and to shipped', () => {
    expect(nextShipmentStatus('pending', 'hold')).toBe('on_hold');
    expect(nextShipmentStatus('on_hold', 'release')).toBe('pending');
    expect(nextShipmentStatus('on_hold', 'ship')).toBe('shipped');
    expect(nextShipmentStatus('shipped', 'deliver')).toBe('delivered');
  });

  it('refuses events that do not apply to the status', () => {
    expect(nextShipmentStatus('shipped', 'cancel')).toBeNull();
    expect(nextShipmentStatus('pending', 'release')).toBeNull();
    expect(nextShipmentStatus('delivered', 'ship')).toBeNull();
    expect(nextShipmentStatus('canceled', 'release')).toBeNull();
  });

  it('lists the events each status offers', () => {
    expect(shipmentEventsFrom('pending')).toEqual(['hold', 'ship', 'cancel']);
    expect(shipmentEventsFrom('on_hold')).toEqual(['release', 'ship', 'cancel']);
    expect(shipmentEventsFrom('shipped')).toEqual(['deliver']);
    expect(shipmentEventsFrom('delivered')).toEqual([]);
    expect(shipmentEventsFrom('canceled')).toEqual([]);
  });

  it('names the event and the status in a refusal', () => {
    expect(shipmentTransitionRefusal('shipped', 'cancel')).toBe(
      'cannot cancel a shipment that is shipped (shipped)',
    );
  });
});
