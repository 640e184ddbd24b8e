import type { Db } from '../db/client.ts';
import { places } from '../db/schema/index.ts';

/** The fixture world's known places; the first id is the place id schemas give as example. */
export const FIXTURE_PLACE_IDS = {
  centre: 'tp:lakeview-learning-center',
  school: 'tp:lincoln-park-high-school',
  /** A home the fixture shipments go to. */
  home: 'tp:12-elm-st-springfield',
} as const;

export async function seedFixturePlaces(db: Db) {
  const rows = await db
    .insert(places)
    .values([
      {
        placeId: FIXTURE_PLACE_IDS.centre,
        name: 'Lakeview Learning Center',
        formatted: '410 Harbor Ave, Chicago, IL 60601, United States',
        street1: '410 Harbor Ave',
        city: 'Chicago',
        state: 'IL',
        zip: '60601',
        cityOrCounty: 'Chicago',
        lat: 41.8868,
        lng: -87.6186,
      },
      {
        placeId: FIXTURE_PLACE_IDS.school,
        name: 'Lincoln Park High School',
        formatted: '2001 N Orchard St, Chicago, IL 60614, United States',
        street1: '2001 N Orchard St',
        city: 'Chicago',
        state: 'IL',
        zip: '60614',
        cityOrCounty: 'Chicago',
        lat: 41.9184,
        lng: -87.6468,
      },
      {
        placeId: FIXTURE_PLACE_IDS.home,
        name: '12 Elm St',
        formatted: '12 Elm St, Springfield, IL 62701, United States',
        street1: '12 Elm St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        cityOrCounty: 'Springfield',
        lat: 39.8017,
        lng: -89.6437,
      },
    ])
    .returning();
  return { centre: rows[0]!, school: rows[1]!, home: rows[2]! };
}
