import type { SessionType } from '@tp/domain';
import { boolean, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { lockVersion } from './lock-version.ts';
import { brands } from './organisation.ts';

/** A brand's session types (scheduling spec: sessionClass, sessionName, name, online). */
export const sessionTypes = pgTable(
  'session_types',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    sessionClass: varchar('session_class', { length: 40 }).$type<SessionType>().notNull(),
    sessionName: varchar('session_name', { length: 100 }).notNull().default(''),
    online: boolean('online').notNull().default(true),
    minDuration: integer('min_duration').notNull().default(15),
    lockVersion: lockVersion('session_types'),
  },
  (t) => [index('session_types_brand_idx').on(t.brandId)],
);
