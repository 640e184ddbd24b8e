import { useEffect, useState } from 'react';
import type { PlaceSuggestion, PlacesAdapter } from './places-adapter.ts';

/** Spec §9: autocomplete pause 400 ms. */
export const AUTOCOMPLETE_PAUSE_MS = 400;

export interface PlaceSearchState {
  suggestions: PlaceSuggestion[];
  isSearching: boolean;
}

/**
 * Suggestions for `query`, asked for once typing has paused for `pauseMs`. A newer query
 * aborts the older search, so a slow answer never replaces a fresher one.
 */
export function usePlaceSearch(
  adapter: PlacesAdapter,
  query: string,
  pauseMs = AUTOCOMPLETE_PAUSE_MS,
): PlaceSearchState {
  const [result, setResult] = useState<{ query: string; suggestions: PlaceSuggestion[] }>({
    query: '',
    suggestions: [],
  });
  const trimmed = query.trim();

  useEffect(() => {
    if (!adapter.canSearch || trimmed === '') return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      adapter
        .search(trimmed, controller.signal)
        .then((suggestions) => {
          if (!controller.signal.aborted) setResult({ query: trimmed, suggestions });
        })
        .catch(() => {
          // A failed lookup leaves no suggestions; the manual fields still work.
          if (!controller.signal.aborted) setResult({ query: trimmed, suggestions: [] });
        });
    }, pauseMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [adapter, trimmed, pauseMs]);

  const isCurrent = result.query === trimmed && trimmed !== '';
  return {
    suggestions: isCurrent ? result.suggestions : [],
    isSearching: adapter.canSearch && trimmed !== '' && !isCurrent,
  };
}
