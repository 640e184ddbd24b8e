import { doublePrecision, index, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The places the built-in lookup knows (spec sign-in-exams-and-shared §3: a place lookup is
 * parsed into lat, lng, name, formatted, placeId, street1, city, state, zip, country,
 * cityOrCounty, sublocality): schools, learning centres and addresses already used. A place
 * chosen through Google Places is kept here too, so a saved `placeId` is always one the
 * server knows, whichever provider answered.
 */
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    /** `tp:<slug>` for the built-in places, the provider's id for looked-up ones. */
    placeId: varchar('place_id', { length: 255 }).notNull().unique(),
    name: varchar('name', { length: 255 }).notNull(),
    formatted: varchar('formatted', { length: 255 }).notNull(),
    street1: varchar('street1', { length: 255 }).notNull().default(''),
    city: varchar('city', { length: 255 }).notNull().default(''),
    state: varchar('state', { length: 100 }).notNull().default(''),
    zip: varchar('zip', { length: 20 }).notNull().default(''),
    country: varchar('country', { length: 100 }).notNull().default('United States'),
    cityOrCounty: varchar('city_or_county', { length: 255 }).notNull().default(''),
    sublocality: varchar('sublocality', { length: 255 }).notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('places_name_idx').on(t.name)],
);
