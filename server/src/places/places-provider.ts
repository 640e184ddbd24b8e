import type { ParsedPlace, PlacePrediction } from '@tp/domain';

/**
 * Where the address finder's lookups go (ARCHITECTURE: address lookup is a places provider
 * when configured, else the built-in one): predictions for what the user typed, and one
 * place's details parsed into the spec's fields.
 */
export interface PlacesProvider {
  readonly name: 'built-in' | 'google';
  /** At most PLACE_PREDICTIONS_MAX predictions, best first. */
  search(query: string): Promise<PlacePrediction[]>;
  /** The place, or null when the provider knows no place by that id. */
  details(placeId: string): Promise<ParsedPlace | null>;
}

/** The provider could not be reached or refused the call: answered without its details. */
export class PlacesProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PlacesProviderError';
  }
}
