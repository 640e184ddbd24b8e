import type { Address } from '@tp/domain';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { lockVersion } from './lock-version.ts';

/**
 * Materials staff ship to a student or a parent (spec staff-and-crm §3 Shipment). The
 * recipient and the regarding record are polymorphic (type and id), as the spec names them.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    recipientType: varchar('recipient_type', { length: 20 }).notNull(),
    recipientId: integer('recipient_id').notNull(),
    purchaseLink: varchar('purchase_link', { length: 2000 }).notNull(),
    regardingType: varchar('regarding_type', { length: 20 }),
    regardingId: integer('regarding_id'),
    tracking: varchar('tracking', { length: 191 }),
    orderHandle: varchar('order_handle', { length: 191 }),
    originator: varchar('originator', { length: 40 }).notNull(),
    /** How it travels: one of domain's SHIPPING_METHODS ids (GET /shipping_methods). */
    shippingMethod: varchar('shipping_method', { length: 40 }),
    address: jsonb('address').$type<Address>().notNull(),
    estimatedDeliveryDate: date('estimated_delivery_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lockVersion: lockVersion('shipments'),
  },
  (t) => [
    index('shipments_status_idx').on(t.status),
    index('shipments_recipient_idx').on(t.recipientType, t.recipientId),
  ],
);

/** Who is told about a shipment (spec: shipmentObservers, email). */
export const shipmentObservers = pgTable(
  'shipment_observers',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 191 }).notNull(),
  },
  (t) => [index('shipment_observers_shipment_idx').on(t.shipmentId)],
);
