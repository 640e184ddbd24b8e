import type { ParsedPlace, PlacePrediction } from '@tp/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { places } from '../db/schema/index.ts';
import { Conflict, NotFound } from '../http/errors.ts';
import { placesOf } from '../places/places-from-config.ts';
import { PlacesProviderError } from '../places/places-provider.ts';

export const PLACES_UNAVAILABLE_MESSAGE =
  'The address lookup is unavailable right now. Please enter the address in the fields.';

/** A provider failure is a 409 with a sentence for the finder; anything else goes up. */
async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PlacesProviderError) throw new Conflict(PLACES_UNAVAILABLE_MESSAGE);
    throw error;
  }
}

/** Predictions for what the user typed (GET /places?query=). */
export function searchPlaces(deps: AppDeps, query: string): Promise<PlacePrediction[]> {
  return fromProvider(() => placesOf(deps).search(query));
}

/**
 * One place's details (GET /places/{placeId}); 404 when the provider knows no such place. A
 * place an outside provider answered is kept in the places table, so a session may name it
 * (its placeId is then one the server knows) and the built-in search finds it later.
 */
export async function lookUpPlace(deps: AppDeps, placeId: string): Promise<ParsedPlace> {
  const provider = placesOf(deps);
  const place = await fromProvider(() => provider.details(placeId));
  if (!place) throw new NotFound('No place has that id.');
  if (provider.name !== 'built-in') await rememberPlace(deps.db, place);
  return place;
}

async function rememberPlace(db: Db, place: ParsedPlace): Promise<void> {
  const { placeId, ...fields } = place;
  // Columns are bounded; a provider's longer text is cut rather than refused.
  const values = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.slice(0, 255) : value,
    ]),
  ) as Omit<ParsedPlace, 'placeId'>;
  await db
    .insert(places)
    .values({ placeId, ...values, formatted: values.formatted || values.name })
    .onConflictDoUpdate({ target: places.placeId, set: values });
}

/** The ids among `placeIds` that no known place has (a session must name a known place). */
export async function unknownPlaceIds(db: Db, placeIds: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(placeIds)];
  if (wanted.length === 0) return new Set();
  const known = await db
    .select({ placeId: places.placeId })
    .from(places)
    .where(inArray(places.placeId, wanted));
  const knownIds = new Set(known.map((row) => row.placeId));
  return new Set(wanted.filter((id) => !knownIds.has(id)));
}
