import type { HttpClient } from '@tp/data-provider';
import type { ParsedPlace, PlacePrediction } from '@tp/domain';

/** One autocomplete suggestion: what the list shows and the id to fetch its details by. */
export interface PlaceSuggestion {
  placeId: string;
  description: string;
}

/**
 * The address finder's way to a places lookup (ARCHITECTURE: address lookup is a places
 * provider). The server's lookup (`httpPlacesAdapter`) answers from its known places, or from
 * Google Places when configured; without an adapter the finder offers the manual fields only.
 */
export interface PlacesAdapter {
  /** False when there is no lookup: the finder then offers the manual fields only. */
  readonly canSearch: boolean;
  /** Suggestions for what the user typed; `signal` aborts a search overtaken by typing. */
  search(query: string, signal?: AbortSignal): Promise<PlaceSuggestion[]>;
  /** The chosen suggestion's place, parsed into the spec's fields. */
  details(placeId: string): Promise<ParsedPlace>;
}

/** No lookup: no suggestions, so the user types the address into the fields. */
export const manualPlacesAdapter: PlacesAdapter = {
  canSearch: false,
  search: () => Promise.resolve([]),
  details: (placeId) => Promise.reject(new Error(`No places provider to look up ${placeId}.`)),
};

/** "Lakeview Learning Center, 410 Harbor Ave, …"; an address alone when it is its own name. */
export function suggestionOf(prediction: PlacePrediction): PlaceSuggestion {
  const { placeId, name, formatted } = prediction;
  const description =
    name === '' || formatted.startsWith(name) ? formatted : `${name}, ${formatted}`;
  return { placeId, description };
}

/**
 * The server's places lookup:
 * - search: GET /api/v2/places?query= -> `{ places: [{ placeId, name, formatted }] }`;
 * - details: GET /api/v2/places/{placeId} -> `{ place }` in the spec's fields.
 */
export function httpPlacesAdapter(httpClient: HttpClient): PlacesAdapter {
  return {
    canSearch: true,
    async search(query, signal) {
      const { json } = await httpClient<{ places: PlacePrediction[] }>('/api/v2/places', {
        query: { query },
        ...(signal ? { signal } : {}),
      });
      return json.places.map(suggestionOf);
    },
    async details(placeId) {
      const { json } = await httpClient<{ place: ParsedPlace }>(
        `/api/v2/places/${encodeURIComponent(placeId)}`,
      );
      return json.place;
    },
  };
}
