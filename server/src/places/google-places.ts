import { PLACE_PREDICTIONS_MAX, parsePlace, type PlacePrediction } from '@tp/domain';
import { z } from 'zod';
import { PlacesProviderError, type PlacesProvider } from './places-provider.ts';

export interface GooglePlacesSettings {
  apiKey: string;
  /** https://maps.googleapis.com/maps/api/place */
  apiUrl: string;
  timeoutMs: number;
}

/** Google's answers carry a status; these two mean "nothing", not "failed". */
const EMPTY_STATUSES = new Set(['ZERO_RESULTS', 'NOT_FOUND']);

const autocompleteAnswer = z.object({
  status: z.string(),
  predictions: z
    .array(
      z.object({
        place_id: z.string(),
        description: z.string(),
        structured_formatting: z.object({ main_text: z.string().optional() }).optional(),
      }),
    )
    .default([]),
});

const coordinate = z.number();
const detailsAnswer = z.object({
  status: z.string(),
  result: z
    .object({
      place_id: z.string().optional(),
      name: z.string().optional(),
      formatted_address: z.string().optional(),
      geometry: z
        .object({ location: z.object({ lat: coordinate, lng: coordinate }).optional() })
        .optional(),
      address_components: z
        .array(
          z.object({
            long_name: z.string(),
            short_name: z.string(),
            types: z.array(z.string()),
          }),
        )
        .optional(),
    })
    .optional(),
});

/** The fields details asks for (Google bills by field group; these are all Basic). */
const DETAIL_FIELDS = 'place_id,name,formatted_address,geometry,address_component';

/**
 * Google Places (the Places web service), used when GOOGLE_PLACES_API_KEY is set.
 * - search: GET {apiUrl}/autocomplete/json?input=…&types=geocode|establishment&key=…
 *   -> predictions (place_id, description, structured_formatting.main_text);
 * - details: GET {apiUrl}/details/json?place_id=…&fields=…&key=… -> result, read by domain's
 *   `parsePlace` into the spec's fields.
 * ZERO_RESULTS and NOT_FOUND (or INVALID_REQUEST for an id Google cannot read) are no
 * answer; any other status, a non-2xx, a timeout or a network failure is a PlacesProviderError.
 * `fetchFn` is the HTTP client, swapped in tests.
 */
export function googlePlaces(
  settings: GooglePlacesSettings,
  fetchFn: typeof fetch = globalThis.fetch,
): PlacesProvider {
  async function call(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${settings.apiUrl}/${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('key', settings.apiKey);
    let response: Response;
    try {
      response = await fetchFn(url.toString(), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new PlacesProviderError('Google Places could not be reached', { cause: error });
    }
    if (!response.ok) throw new PlacesProviderError(`Google Places answered ${response.status}`);
    try {
      return await response.json();
    } catch (error) {
      throw new PlacesProviderError('Google Places answered no JSON', { cause: error });
    }
  }

  const refused = (status: string) => new PlacesProviderError(`Google Places refused (${status})`);

  return {
    name: 'google',
    async search(query) {
      const parsed = autocompleteAnswer.safeParse(
        await call('autocomplete/json', { input: query, types: 'geocode|establishment' }),
      );
      if (!parsed.success) throw new PlacesProviderError('Google Places answered another shape');
      const { status, predictions } = parsed.data;
      if (EMPTY_STATUSES.has(status)) return [];
      if (status !== 'OK') throw refused(status);
      return predictions.slice(0, PLACE_PREDICTIONS_MAX).map(
        (prediction): PlacePrediction => ({
          placeId: prediction.place_id,
          name: prediction.structured_formatting?.main_text ?? prediction.description,
          formatted: prediction.description,
        }),
      );
    },
    async details(placeId) {
      const parsed = detailsAnswer.safeParse(
        await call('details/json', { place_id: placeId, fields: DETAIL_FIELDS }),
      );
      if (!parsed.success) throw new PlacesProviderError('Google Places answered another shape');
      const { status, result } = parsed.data;
      if (EMPTY_STATUSES.has(status) || status === 'INVALID_REQUEST') return null;
      if (status !== 'OK' || !result) throw refused(status);
      return parsePlace({ ...result, place_id: result.place_id ?? placeId });
    },
  };
}
