import { z } from 'zod';
import type { Actor } from './permissions/actor.ts';
import type { ParsedPlace } from './place.ts';
import { storableText } from './resources/payload-fields.ts';
import { hasRole, isStaff } from './roles.ts';

/**
 * The places lookup behind the address finder (spec sign-in-exams-and-shared §3; scheduling
 * §2 "Place (address search)"): GET /api/v2/places?query= answers predictions, GET
 * /api/v2/places/{placeId} a place parsed into the spec's fields. The server answers from its
 * own table of known places, or from Google Places when it is configured.
 */

/** At most this many predictions per search. */
export const PLACE_PREDICTIONS_MAX = 8;
/** A search longer than this is not an address anyone types. */
export const PLACE_QUERY_MAX = 200;
/** Provider place ids (Google's run to a few hundred characters). */
export const PLACE_ID_MAX = 255;

/** Spec scheduling §7's message for a row whose place is not one the lookup knows. */
export const PLACES_INVALID_MESSAGE = 'Not all of the places were valid.';

export const placeSearchQuery = z.object({
  query: storableText
    .trim()
    .min(1)
    .max(PLACE_QUERY_MAX)
    .meta({ description: 'What the user typed.', example: 'lakeview chicago' }),
});
export type PlaceSearchQuery = z.infer<typeof placeSearchQuery>;

/** A place id as the lookup gives it: printable, no spaces or slashes. */
export const placeIdField = z
  .string()
  .trim()
  .min(1)
  .max(PLACE_ID_MAX)
  .regex(/^[\w:.-]+$/, 'is not a place id')
  .meta({
    description: 'The place id the lookup answered.',
    example: 'tp:lakeview-learning-center',
  });

/** One autocomplete suggestion: what the list shows and the id to fetch its details by. */
export const placePrediction = z.object({
  placeId: z.string(),
  name: z.string(),
  formatted: z.string(),
});
export type PlacePrediction = z.infer<typeof placePrediction>;

/** A place lookup parsed into the spec's fields (domain's `ParsedPlace`). */
export const placeDetails = z.object({
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  name: z.string(),
  formatted: z.string(),
  placeId: z.string(),
  street1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  cityOrCounty: z.string(),
  sublocality: z.string(),
}) satisfies z.ZodType<ParsedPlace>;

export const placePredictionsAnswer = z.object({ places: z.array(placePrediction) });
export const placeDetailsAnswer = z.object({ place: placeDetails });

/**
 * Who may look places up: staff (parent, shipment and session addresses) and tutors (the
 * session editor's Place). Students and parents fill no address form that searches.
 */
export function canLookUpPlaces(actor: Pick<Actor, 'roles'>): boolean {
  return isStaff(actor.roles) || hasRole(actor.roles, 'tutor');
}

/** The words of a search, lower case, each matched anywhere and in any order. */
export function placeQueryWords(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/[\s,]+/)
        .filter((word) => word !== ''),
    ),
  ];
}
