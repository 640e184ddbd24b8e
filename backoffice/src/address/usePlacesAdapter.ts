import { useMemo } from 'react';
import { createHttpClient, currentSpoofTarget } from '@tp/data-provider';
import { httpPlacesAdapter, type PlacesAdapter } from '@tp/ui';

/**
 * The server's places lookup for the back-office's address finders (GET /api/v2/places),
 * as the session editor uses it: one adapter per mounted form, its client sending the spoof
 * header like the data provider's.
 */
export function usePlacesAdapter(): PlacesAdapter {
  return useMemo(() => httpPlacesAdapter(createHttpClient({ getSpoof: currentSpoofTarget })), []);
}
