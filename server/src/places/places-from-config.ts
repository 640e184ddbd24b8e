import type { PlacesConfig } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { builtinPlaces } from './builtin-places.ts';
import { googlePlaces } from './google-places.ts';
import type { PlacesProvider } from './places-provider.ts';

/** The provider the settings name: Google Places when its key is set, else the built-in one. */
export function placesFromConfig(config: PlacesConfig, deps: Pick<AppDeps, 'db'>): PlacesProvider {
  return config.kind === 'google' ? googlePlaces(config) : builtinPlaces(deps.db);
}

/** The app's provider: the one its deps carry (tests), else the configured one. */
export function placesOf(deps: AppDeps): PlacesProvider {
  return deps.places ?? placesFromConfig(deps.config.places, deps);
}

/** A line for the startup banner. */
export function describePlaces(config: PlacesConfig): string {
  return config.kind === 'google'
    ? `Google Places (${config.apiUrl})`
    : 'built-in places (the places table)';
}
