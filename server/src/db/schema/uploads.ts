import {
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A file attached to a record (a Session, a Message...). The bytes live in the file store. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    attachableType: varchar('attachable_type', { length: 40 }).notNull(),
    attachableId: integer('attachable_id').notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** The type detected from the content, not the one the browser claimed. */
    contentType: varchar('content_type', { length: 100 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    storageKey: varchar('storage_key', { length: 255 }).notNull(),
    thumbnailKey: varchar('thumbnail_key', { length: 255 }),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_attachable_idx').on(t.attachableType, t.attachableId)],
);

/** One avatar per record (a Tutor, a Student, a User...), cropped to 750 square by the client. */
export const avatars = pgTable(
  'avatars',
  {
    id: serial('id').primaryKey(),
    avatarableType: varchar('avatarable_type', { length: 40 }).notNull(),
    avatarableId: integer('avatarable_id').notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    storageKey: varchar('storage_key', { length: 255 }).notNull(),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('avatars_avatarable_idx').on(t.avatarableType, t.avatarableId)],
);
