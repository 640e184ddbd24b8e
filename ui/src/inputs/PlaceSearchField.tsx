import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { ParsedPlace } from '@tp/domain';
import type { PlaceSuggestion, PlacesAdapter } from './places-adapter.ts';
import { usePlaceSearch } from './usePlaceSearch.ts';

export const PLACE_LOOKUP_FAILED_MESSAGE =
  'We could not look up that address. Please enter it in the fields below.';

interface PlaceSearchFieldProps {
  adapter: PlacesAdapter;
  onPlace(place: ParsedPlace): void;
  onBlur?(): void;
  error?: string | undefined;
  pauseMs?: number | undefined;
}

/** The finder's search box: suggestions after a typing pause, and the chosen place's details. */
export function PlaceSearchField({
  adapter,
  onPlace,
  onBlur,
  error,
  pauseMs,
}: PlaceSearchFieldProps) {
  const [query, setQuery] = useState('');
  const [isLoadingPlace, setIsLoadingPlace] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const { suggestions, isSearching } = usePlaceSearch(adapter, query, pauseMs);

  const choose = async (suggestion: PlaceSuggestion | null) => {
    if (!suggestion) return;
    setIsLoadingPlace(true);
    setLookupError(null);
    try {
      onPlace(await adapter.details(suggestion.placeId));
      setQuery('');
    } catch {
      setLookupError(PLACE_LOOKUP_FAILED_MESSAGE);
    } finally {
      setIsLoadingPlace(false);
    }
  };

  const message = lookupError ?? error;
  const isBusy = isSearching || isLoadingPlace;
  return (
    <Autocomplete<PlaceSuggestion>
      options={suggestions}
      // The provider already matched the query; filtering again would hide its fuzzy matches.
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.description}
      isOptionEqualToValue={(option, chosen) => option.placeId === chosen.placeId}
      value={null}
      inputValue={query}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setQuery(text);
      }}
      onChange={(_event, suggestion) => void choose(suggestion)}
      onBlur={onBlur}
      loading={isBusy}
      loadingText="Searching…"
      noOptionsText={query.trim() === '' ? 'Type an address' : 'No matching addresses'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Search for an address"
          error={Boolean(message)}
          helperText={message ?? 'Choose a suggestion to fill in the address.'}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {isBusy ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
