import { z } from 'zod';
import type { Address } from '../address.ts';
import {
  keepsShipmentAddress,
  SHIPMENT_ORIGINATOR_IDS,
  SHIPPING_METHOD_IDS,
  SHIPPING_METHOD_UNKNOWN_MESSAGE,
  stripPurchaseLink,
} from '../shipment-rules.ts';
import { SHIPMENT_EVENTS, SHIPMENT_STATUSES } from '../shipment-status.ts';
import { addressPlaceFields, checkAddress } from './address-fields.ts';
import { defineContract } from './contract.ts';
import { integer, isoDateTime, recordId, storableText } from './payload-fields.ts';
import { shipmentsAccess } from './access/shipments.ts';
export { SHIPMENT_MANAGER_ROLES } from './access/shipments.ts';

export const SHIPMENT_RECIPIENT_TYPES = ['Student', 'Parent'] as const;
export type ShipmentRecipientType = (typeof SHIPMENT_RECIPIENT_TYPES)[number];
export const SHIPMENT_OBSERVERS_REQUIRED_MESSAGE = 'must have at least one observer';
export const SHIPMENT_OBSERVERS_MAX = 20;

const calendarDate = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });

/** The postal address as stored and sent: domain's `Address`. */
export const shipmentAddress = z.object({
  street1: storableText.max(191),
  city: storableText.max(191),
  state: storableText.max(191),
  zip: storableText.max(20),
  country: storableText.max(191),
  ...addressPlaceFields,
});

/**
 * Spec §5: an address is required, with its street, city, state, zip and country, and chosen
 * from the autocomplete ('Please select an address from the autocomplete results'): it carries
 * the place's id, which the server also checks is a place its lookup knows.
 */
const requiredAddress = shipmentAddress.superRefine(
  checkAddress({ required: true, requirePlace: true }),
);

/** An observer row of the form; `_destroy` removes it (Rails' nested attributes). */
export const shipmentObserverInput = z.object({
  email: storableText.trim().max(191),
  _destroy: z.boolean().optional(),
});

/** Spec §5: empty emails are dropped; what is left must be emails, at least one. */
const observersInput = z
  .array(shipmentObserverInput)
  // Also before the blank rows go: the documented input says one observer at least (minItems).
  .min(1, SHIPMENT_OBSERVERS_REQUIRED_MESSAGE)
  .max(SHIPMENT_OBSERVERS_MAX)
  .transform((rows) => rows.filter((row) => !row._destroy && row.email !== ''))
  .pipe(
    z
      .array(z.object({ email: z.email({ error: 'is not an email' }) }))
      .min(1, SHIPMENT_OBSERVERS_REQUIRED_MESSAGE),
  );

const purchaseLink = z
  .url({ protocol: /^https?$/, error: 'must be a web address (http or https)' })
  .max(2000)
  .transform(stripPurchaseLink);

export const shipmentRecord = z.object({
  id: integer,
  status: z.enum(SHIPMENT_STATUSES),
  recipientType: z.enum(SHIPMENT_RECIPIENT_TYPES),
  recipientId: integer,
  /** The recipient's full name, for lists and the CSV. */
  recipientName: z.string(),
  purchaseLink: z.string(),
  regardingType: z.enum(['Course']).nullable(),
  regardingId: integer.nullable(),
  shipmentObservers: z.array(z.object({ id: integer, email: z.string() })),
  tracking: z.string().nullable(),
  orderHandle: z.string().nullable(),
  originator: z.enum(SHIPMENT_ORIGINATOR_IDS),
  /** How it travels (GET /shipping_methods ids); null until staff choose one. */
  shippingMethod: z.enum(SHIPPING_METHOD_IDS).nullable(),
  address: shipmentAddress,
  estimatedDeliveryDate: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  lockVersion: integer,
});
export type Shipment = z.infer<typeof shipmentRecord>;

const handle = storableText.trim().max(191).nullable();
const shippingMethod = z.enum(SHIPPING_METHOD_IDS, { error: SHIPPING_METHOD_UNKNOWN_MESSAGE });

export const shipmentCreate = z.object({
  recipientType: z.enum(SHIPMENT_RECIPIENT_TYPES),
  recipientId: recordId,
  purchaseLink,
  regardingType: z.enum(['Course']).nullish(),
  regardingId: recordId.nullish(),
  shipmentObservers: observersInput,
  tracking: handle.optional(),
  orderHandle: handle.optional(),
  originator: z.enum(SHIPMENT_ORIGINATOR_IDS),
  shippingMethod: shippingMethod.nullish(),
  address: requiredAddress,
  estimatedDeliveryDate: calendarDate.nullish(),
});
export type ShipmentCreate = z.input<typeof shipmentCreate>;

/**
 * An edit: any of the fields, each as on create, except that the address need not carry a
 * place id here: the stored address sent back unchanged may lack one (saved before the lookup
 * existed), which only the stored record can tell, so the server checks that (a changed
 * address without a place is refused with the autocomplete message).
 */
export const shipmentUpdate = shipmentCreate
  .extend({ address: shipmentAddress.superRefine(checkAddress({ required: true })) })
  .partial();
export type ShipmentUpdate = z.input<typeof shipmentUpdate>;

/**
 * The edit form's schema: the create one, with the address chosen from the autocomplete
 * unless it is the `stored` one unchanged (keepsShipmentAddress), as the server decides.
 */
export function shipmentEditSchema(stored: Address | null | undefined) {
  return shipmentCreate.extend({
    address: shipmentAddress.superRefine((address, ctx) =>
      checkAddress({ required: true, requirePlace: !keepsShipmentAddress(address, stored) })(
        address,
        ctx,
      ),
    ),
  });
}

/** PUT /shipments/{id}/change_status: the event to send. */
export const shipmentStatusChange = z.object({ event: z.enum(SHIPMENT_EVENTS) });
export type ShipmentStatusChange = z.infer<typeof shipmentStatusChange>;

export const shipmentsContract = defineContract({
  name: 'shipments',
  singular: shipmentsAccess.singular,
  summary:
    'Materials shipped to students and parents: address, purchase link, observers, tracking; the status moves by events.',
  record: shipmentRecord,
  create: shipmentCreate,
  update: shipmentUpdate,
  access: shipmentsAccess.access,
  actions: {
    changeStatus: {
      on: 'member',
      method: 'PUT',
      path: 'change_status',
      summary:
        'Sends a status event (hold, release, ship, deliver, cancel); a transition the status does not allow is a 422. Body: { event }. Answers the shipment.',
      input: { in: 'body', schema: shipmentStatusChange },
      allow: shipmentsAccess.actions.changeStatus,
    },
  },
});
