import { useController, useFormState } from 'react-hook-form';
import { useRecordContext } from 'react-admin';
import { AddressFinder } from '@tp/ui';
import { isShipmentLocked, keepsShipmentAddress, type Address, type Shipment } from '@tp/domain';
import { Box, Typography } from '@mui/material';
import { usePlacesAdapter } from '../address/usePlacesAdapter.ts';

/**
 * The shipment's address through the shared address finder and the server's places lookup
 * (spec §5: 'Please select an address from the autocomplete results'): domain's schema and
 * the server both demand the chosen place's id, and the server that it is a place it knows.
 * An edit may keep the stored address as it is without one (saved before the lookup existed).
 * Once shipped it is shown, not edited.
 */
export function ShipmentAddressInput() {
  const record = useRecordContext<Shipment>();
  const { field, fieldState } = useController<{ address: Address }, 'address'>({
    name: 'address',
  });
  const { isSubmitted } = useFormState();
  const places = usePlacesAdapter();
  if (record && isShipmentLocked(record.status)) {
    return (
      <Typography variant="body2" sx={{ my: 2 }}>
        Ships to {record.address.formatted} (fixed once shipped).
      </Typography>
    );
  }
  // The resolver's messages sit on the parts (address.city); the server's on `address`.
  const ownMessage = fieldState.error?.message;
  // The stored address, unchanged, may lack a place; any change must come from the lookup.
  const keepsStored = record !== undefined && keepsShipmentAddress(field.value, record.address);
  return (
    // Room between "Reset search" and the observers' label below.
    <Box sx={{ mb: 2 }}>
      <AddressFinder
        adapter={places}
        requirePlace={places.canSearch && !keepsStored}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        showErrors={isSubmitted}
        error={ownMessage}
        label="Ship to"
      />
    </Box>
  );
}
