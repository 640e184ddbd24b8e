/**
 * A shipment's status machine (spec staff-and-crm §4: "Status is changed by sending an
 * event"). Pure: the server applies it in the change_status action, the back-office uses it
 * to offer only the events that apply.
 */
export const SHIPMENT_STATUSES = [
  'pending',
  'on_hold',
  'shipped',
  'delivered',
  'canceled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPMENT_EVENTS = ['hold', 'release', 'ship', 'deliver', 'cancel'] as const;
export type ShipmentEvent = (typeof SHIPMENT_EVENTS)[number];

/** Readable labels for lists, filters and the CSV. */
export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  pending: 'Pending',
  on_hold: 'On hold',
  shipped: 'Shipped',
  delivered: 'Delivered',
  canceled: 'Canceled',
};

export const SHIPMENT_EVENT_LABELS: Record<ShipmentEvent, string> = {
  hold: 'Put on hold',
  release: 'Release',
  ship: 'Mark shipped',
  deliver: 'Mark delivered',
  cancel: 'Cancel',
};

/** Each event: the statuses it leaves from and the one it leads to. */
const TRANSITIONS: Record<ShipmentEvent, { from: readonly ShipmentStatus[]; to: ShipmentStatus }> =
  {
    hold: { from: ['pending'], to: 'on_hold' },
    release: { from: ['on_hold'], to: 'pending' },
    ship: { from: ['pending', 'on_hold'], to: 'shipped' },
    deliver: { from: ['shipped'], to: 'delivered' },
    cancel: { from: ['pending', 'on_hold'], to: 'canceled' },
  };

/** The status `event` leads to from `status`, or null when the event does not apply. */
export function nextShipmentStatus(
  status: ShipmentStatus,
  event: ShipmentEvent,
): ShipmentStatus | null {
  const transition = TRANSITIONS[event];
  return transition.from.includes(status) ? transition.to : null;
}

/** The events that apply to a shipment in `status`, in the order the buttons show them. */
export function shipmentEventsFrom(status: ShipmentStatus): ShipmentEvent[] {
  return SHIPMENT_EVENTS.filter((event) => nextShipmentStatus(status, event) !== null);
}

/** The message of a refused event (the error the spec stores on the record). */
export function shipmentTransitionRefusal(status: ShipmentStatus, event: ShipmentEvent): string {
  return `cannot ${event} a shipment that is ${SHIPMENT_STATUS_LABELS[status].toLowerCase()} (${status})`;
}
