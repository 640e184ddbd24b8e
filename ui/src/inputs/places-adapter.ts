import type { PlaceResult } from '@tp/domain';

/** One autocomplete suggestion: what the list shows and the id to fetch its details by. */
export interface PlaceSuggestion {
  placeId: string;
  description: string;
}

/**
 * The address finder's way to a places provider (ARCHITECTURE: address lookup is a places
 * provider when configured, else manual entry). An adapter for Google Places maps its
 * predictions to suggestions and returns its place details as they come.
 */
export interface PlacesAdapter {
  /** False when there is no provider: the finder then offers the manual fields only. */
  readonly canSearch: boolean;
  /** Suggestions for what the user typed; `signal` aborts a search overtaken by typing. */
  search(query: string, signal?: AbortSignal): Promise<PlaceSuggestion[]>;
  /** The details of a suggestion, in the Google-Places-like shape `parsePlace` reads. */
  details(placeId: string): Promise<PlaceResult>;
}

/** No provider configured: no suggestions, so the user types the address into the fields. */
export const manualPlacesAdapter: PlacesAdapter = {
  canSearch: false,
  search: () => Promise.resolve([]),
  details: (placeId) => Promise.reject(new Error(`No places provider to look up ${placeId}.`)),
};
