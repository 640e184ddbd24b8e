import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import {
  addressFromPlace,
  emptyAddress,
  formatAddress,
  hasRequiredAddressParts,
  isUnitedStates,
  usStateCode,
  validateAddress,
  type Address,
  type AddressPart,
  type ParsedPlace,
} from '@tp/domain';
import { AddressFields, type AddressField } from './AddressFields.tsx';
import { PlaceSearchField } from './PlaceSearchField.tsx';
import { manualPlacesAdapter, type PlacesAdapter } from './places-adapter.ts';

export type AddressFinderMode = 'search' | 'edit';

export interface AddressFinderProps {
  /** The address; null or undefined reads as an empty one (country United States). */
  value: Address | null | undefined;
  onChange(address: Address): void;
  onBlur?(): void;
  /** The places provider; without one the user types the address into the fields. */
  adapter?: PlacesAdapter;
  /** Spec §5: an address is required by default. */
  required?: boolean;
  /** The address must be chosen from the autocomplete (shipments). */
  requirePlace?: boolean;
  /** Show every rule's message now (a submitted form); otherwise a field shows its own once left. */
  showErrors?: boolean;
  /** A message from outside (the server's answer), shown under the finder. */
  error?: string | undefined;
  label?: string;
  /** The autocomplete pause; spec §9's 400 ms unless a test shortens it. */
  pauseMs?: number;
}

/** Fields whose manual edit means the address is no longer the place that was chosen. */
const PLACE_FIELDS: readonly AddressField[] = ['street1', 'city', 'state', 'zip', 'country'];

/**
 * The address finder (spec §2, §4, §5). It starts in search mode (a places search above the
 * manual fields) and switches to edit mode once every required part is filled, whether
 * from a chosen place or by hand; "Reset search" clears every part and goes back to search.
 * Each part's message comes from domain's `validateAddress`, the rule the server applies.
 */
export function AddressFinder({
  value,
  onChange,
  onBlur,
  adapter = manualPlacesAdapter,
  required = true,
  requirePlace = false,
  showErrors = false,
  error,
  label = 'Address',
  pauseMs,
}: AddressFinderProps) {
  const address = value ?? emptyAddress();
  const [mode, setMode] = useState<AddressFinderMode>(() =>
    hasRequiredAddressParts(address) ? 'edit' : 'search',
  );
  const [touched, setTouched] = useState<ReadonlySet<AddressPart | 'base'>>(() => new Set());

  // Spec §4: search mode becomes edit mode when the required parts are filled, however they
  // were filled (typing, a chosen place, or a form reset to a saved address).
  if (mode === 'search' && hasRequiredAddressParts(address)) setMode('edit');

  const errors = validateAddress(address, { required, requirePlace });
  const visibleError = (field: AddressPart | 'base') =>
    showErrors || touched.has(field) ? errors[field]?.[0] : undefined;

  // Leaving any part also shows the autocomplete rule: a typed address is not a chosen place.
  const touch = (field: AddressPart | 'base') => {
    setTouched((current) => new Set(current).add(field).add('base'));
    onBlur?.();
  };

  const changeField = (field: AddressField, text: string) => {
    const next: Address = { ...address, [field]: text };
    // Into the United States a state is kept only if it is one (stored as its code).
    if (field === 'country' && isUnitedStates(text)) next.state = usStateCode(address.state) ?? '';
    if (PLACE_FIELDS.includes(field)) {
      next.placeId = null;
      next.lat = null;
      next.lng = null;
    }
    onChange({ ...next, formatted: formatAddress(next) });
  };

  const choosePlace = (place: ParsedPlace) => {
    onChange(addressFromPlace(place, address.street2));
  };

  const reset = () => {
    setMode('search');
    setTouched(new Set());
    onChange(emptyAddress());
  };

  const placeError = visibleError('base');
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <FormLabel component="legend" required={required} sx={{ mb: 1.5 }}>
        {label}
      </FormLabel>
      <Stack spacing={2}>
        {mode === 'search' && adapter.canSearch ? (
          <PlaceSearchField
            adapter={adapter}
            onPlace={choosePlace}
            onBlur={() => touch('base')}
            error={placeError}
            pauseMs={pauseMs}
          />
        ) : null}
        <AddressFields
          value={address}
          required={required}
          onFieldChange={changeField}
          onFieldBlur={(field) => {
            if (field !== 'street2') touch(field);
          }}
          errorFor={visibleError}
        />
        {placeError && (mode === 'edit' || !adapter.canSearch) ? (
          <FormHelperText error>{placeError}</FormHelperText>
        ) : null}
        {error ? <FormHelperText error>{error}</FormHelperText> : null}
        {mode === 'edit' ? (
          <Box>
            <Button variant="text" onClick={reset}>
              {adapter.canSearch ? 'Reset search' : 'Clear address'}
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
