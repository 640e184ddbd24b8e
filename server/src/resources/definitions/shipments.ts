import {
  ADDRESS_PLACE_REQUIRED_MESSAGE,
  formatAddress,
  isShipmentLocked,
  keepsShipmentAddress,
  marksShipped,
  nextShipmentStatus,
  PLACES_INVALID_MESSAGE,
  SHIPMENT_FIELDS_LOCKED_WHEN_SHIPPED,
  shipmentsContract,
  shipmentTransitionRefusal,
  type Address,
  type ShipmentEvent,
  type ShipmentOriginatorId,
  type ShipmentStatus,
  type ShippingMethodId,
} from '@tp/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  courses,
  parents,
  shipmentObservers,
  shipments,
  students,
  users,
} from '../../db/schema/index.ts';
import { Invalid } from '../../http/errors.ts';
import { unknownPlaceIds } from '../../services/places.ts';
import { defineResource, isoRequired } from '../define.ts';
import { integerIn, stringIn, textSearch } from '../filters.ts';
import { qualified } from '../scopes.ts';
import type { AnyRow } from '../types.ts';

const observersJson = sql<{ id: number; email: string }[]>`coalesce((
  select json_agg(json_build_object('id', o.id, 'email', o.email) order by o.id)
  from ${shipmentObservers} o where o.shipment_id = ${qualified(shipments.id)}), '[]'::json)`.as(
  'shipment_observers',
);

/** The recipient's full name: a student's own, a parent's from their user. */
const recipientNameSql = sql<string>`coalesce(case ${qualified(shipments.recipientType)}
  when 'Student' then (select s.first_name || ' ' || s.last_name from ${students} s
    where s.id = ${qualified(shipments.recipientId)})
  when 'Parent' then (select u.first_name || ' ' || u.last_name from ${parents} p
    join ${users} u on u.id = p.user_id where p.id = ${qualified(shipments.recipientId)})
  end, '')`;
const recipientName = recipientNameSql.as('recipient_name');

/** 422 unless the recipient (and the course it is about, if any) exists. */
async function assertReferencesExist(tx: Db, values: Record<string, unknown>): Promise<void> {
  const { recipientType, recipientId, regardingId } = values as {
    recipientType?: string;
    recipientId?: number;
    regardingId?: number | null;
  };
  if (recipientType !== undefined && recipientId !== undefined) {
    const table = recipientType === 'Parent' ? parents : students;
    const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.id, recipientId));
    if (!found) throw new Invalid({ recipientId: [`is not a ${recipientType.toLowerCase()}`] });
  }
  if (regardingId !== undefined && regardingId !== null) {
    const [found] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, regardingId));
    if (!found) throw new Invalid({ regardingId: ['is not a course'] });
  }
}

/**
 * 422 unless the address sent is a place the lookup answered (spec §5: from the autocomplete).
 * The contract (and shipmentValues, for an edit) already demands a `placeId`; here it must be
 * one the places table knows, which holds the built-in places and every place an outside
 * provider answered (services/places).
 */
async function assertKnownPlace(tx: Db, values: Record<string, unknown>): Promise<void> {
  const placeId = (values.address as Address | undefined)?.placeId;
  if (!placeId) return;
  if ((await unknownPlaceIds(tx, [placeId])).size > 0)
    throw new Invalid({ address: [PLACES_INVALID_MESSAGE] });
}

/** A form sends every field back: the same address in another key order is no change. */
function isSameValue(field: string, sent: unknown, stored: unknown): boolean {
  if (field === 'address') return keepsShipmentAddress(sent as Address, stored as Address);
  return sent === stored;
}

/** Column values from a payload; observers go to their own table (the `after` hook). */
function shipmentValues(
  payload: Record<string, unknown>,
  current: AnyRow | null,
  now: Date,
): Record<string, unknown> {
  const { shipmentObservers: observers, ...columns } = payload;
  if (columns.address && !(columns.address as Address).placeId) {
    // Spec §5: a new address comes from the autocomplete. A shipment saved before the lookup
    // existed has none for its address, which an edit may send back unchanged: it stays.
    if (!current || !keepsShipmentAddress(columns.address as Address, current.address as Address))
      throw new Invalid({ address: [ADDRESS_PLACE_REQUIRED_MESSAGE] });
    delete columns.address;
  }
  if (columns.address) {
    // The one-line form lists and the CSV show, always the parts as saved.
    const address = columns.address as Address;
    columns.address = { ...address, formatted: formatAddress(address) };
  }
  if (current) {
    const status = current.status as ShipmentStatus;
    if (isShipmentLocked(status)) {
      const locked = SHIPMENT_FIELDS_LOCKED_WHEN_SHIPPED.filter(
        (field) => field in columns && !isSameValue(field, columns[field], current[field]),
      );
      if (locked.length > 0) {
        throw new Invalid(
          Object.fromEntries(locked.map((field) => [field, ["can't be changed once shipped"]])),
        );
      }
    }
  }
  const merged = { ...(current ?? { status: 'pending' }), ...columns } as Parameters<
    typeof marksShipped
  >[0];
  // Spec §5: a tracking or order handle on a manual originator marks the shipment shipped.
  const status = marksShipped(merged) ? { status: 'shipped' } : {};
  // Observers alone still change the record: its version and updatedAt move.
  const touched = observers !== undefined && current ? { updatedAt: now } : {};
  return { ...columns, ...status, ...touched };
}

export const shipmentsResource = defineResource({
  contract: shipmentsContract,
  from: shipments,
  fields: {
    id: shipments.id,
    status: shipments.status,
    recipientType: shipments.recipientType,
    recipientId: shipments.recipientId,
    recipientName,
    purchaseLink: shipments.purchaseLink,
    regardingType: shipments.regardingType,
    regardingId: shipments.regardingId,
    shipmentObservers: observersJson,
    tracking: shipments.tracking,
    orderHandle: shipments.orderHandle,
    originator: shipments.originator,
    shippingMethod: shipments.shippingMethod,
    address: shipments.address,
    estimatedDeliveryDate: shipments.estimatedDeliveryDate,
    createdAt: shipments.createdAt,
    updatedAt: shipments.updatedAt,
    lockVersion: shipments.lockVersion,
  },
  idColumn: shipments.id,
  sortable: {
    id: shipments.id,
    status: shipments.status,
    recipient_name: recipientNameSql,
    originator: shipments.originator,
    estimated_delivery_date: shipments.estimatedDeliveryDate,
    created_at: shipments.createdAt,
    updated_at: shipments.updatedAt,
  },
  defaultOrder: { column: 'created_at', sort: 'desc' },
  filters: {
    status: stringIn(shipments.status, 'Status is one of these (pending, on_hold, shipped...).'),
    originator: stringIn(shipments.originator, 'Bought from one of these originators.'),
    shippingMethod: stringIn(shipments.shippingMethod, 'Sent by one of these shipping methods.'),
    recipientType: stringIn(shipments.recipientType, 'Recipient is a Student or a Parent.'),
    recipientId: integerIn(shipments.recipientId, 'Recipient id is one of these.'),
    query: textSearch(
      {
        tracking: shipments.tracking,
        orderHandle: shipments.orderHandle,
        purchaseLink: shipments.purchaseLink,
      },
      'Tracking, order number or purchase link contains (case-insensitive).',
    ),
  },
  serialize: (row) => ({
    ...row,
    status: row.status as ShipmentStatus,
    recipientType: row.recipientType as 'Student' | 'Parent',
    regardingType: row.regardingType as 'Course' | null,
    originator: row.originator as ShipmentOriginatorId,
    shippingMethod: row.shippingMethod as ShippingMethodId | null,
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  }),
  write: {
    table: shipments,
    toValues: (payload, current, ctx) => shipmentValues(payload, current, ctx.now),
    hooks: {
      async after(tx, { action, id, payload }) {
        if (action === 'deleted' || !payload) return;
        await assertReferencesExist(tx, payload);
        await assertKnownPlace(tx, payload);
        const observers = payload.shipmentObservers as { email: string }[] | undefined;
        if (observers === undefined) return;
        // A simple replace: the rows sent (empty and `_destroy` ones already dropped) are the set.
        await tx.delete(shipmentObservers).where(eq(shipmentObservers.shipmentId, id));
        await tx
          .insert(shipmentObservers)
          .values(observers.map((observer) => ({ shipmentId: id, email: observer.email })));
      },
    },
  },
  actions: {
    changeStatus: {
      async run({ tx, ctx, id, record, input }) {
        const { event } = input as { event: ShipmentEvent };
        const status = record!.status as ShipmentStatus;
        const next = nextShipmentStatus(status, event);
        if (!next) throw new Invalid({ status: [shipmentTransitionRefusal(status, event)] });
        await tx
          .update(shipments)
          .set({ status: next, updatedAt: ctx.now })
          .where(eq(shipments.id, id!));
      },
    },
  },
});
