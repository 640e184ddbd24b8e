import { PLACE_PREDICTIONS_MAX, placeQueryWords, type ParsedPlace } from '@tp/domain';
import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { places } from '../db/schema/index.ts';
import type { PlacesProvider } from './places-provider.ts';

type PlaceRow = typeof places.$inferSelect;

/** `%` and `_` are LIKE's wildcards: a typed one means itself. */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A row of the places table in the spec's fields. */
export function parsedPlaceOf(row: PlaceRow): ParsedPlace {
  return {
    lat: row.lat,
    lng: row.lng,
    name: row.name,
    formatted: row.formatted,
    placeId: row.placeId,
    street1: row.street1,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    cityOrCounty: row.cityOrCounty,
    sublocality: row.sublocality,
  };
}

/**
 * The embedded default: the places the database knows (schools, centres, addresses already
 * used). A search matches every typed word, case-insensitively and in any order, anywhere in
 * the name or the formatted address; names starting with the first word come first.
 */
export function builtinPlaces(db: Db): PlacesProvider {
  return {
    name: 'built-in',
    async search(query) {
      const words = placeQueryWords(query);
      if (words.length === 0) return [];
      const text = sql`(${places.name} || ' ' || ${places.formatted})`;
      const matches: SQL[] = words.map((word) => ilike(text, `%${escapeLike(word)}%`));
      const rows = await db
        .select({ placeId: places.placeId, name: places.name, formatted: places.formatted })
        .from(places)
        .where(and(...matches))
        .orderBy(
          sql`case when ${ilike(places.name, `${escapeLike(words[0]!)}%`)} then 0 else 1 end`,
          asc(places.name),
          asc(places.id),
        )
        .limit(PLACE_PREDICTIONS_MAX);
      return rows;
    },
    async details(placeId) {
      const [row] = await db.select().from(places).where(eq(places.placeId, placeId));
      return row ? parsedPlaceOf(row) : null;
    },
  };
}
