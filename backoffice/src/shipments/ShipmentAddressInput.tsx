import { useController, useFormState } from 'react-hook-form';
import { useRecordContext } from 'react-admin';
import { AddressFinder } from '@tp/ui';
import { isShipmentLocked, type Address, type Shipment } from '@tp/domain';
import { Typography } from '@mui/material';

/**
 * The shipment's address through the shared address finder (spec §5: from the autocomplete
 * when a places provider is configured; without one the finder takes typed parts, which the
 * server checks with the same `validateAddress`). Once shipped it is shown, not edited.
 */
export function ShipmentAddressInput() {
  const record = useRecordContext<Shipment>();
  const { field, fieldState } = useController<{ address: Address }, 'address'>({
    name: 'address',
  });
  const { isSubmitted } = useFormState();
  if (record && isShipmentLocked(record.status)) {
    return (
      <Typography variant="body2" sx={{ my: 2 }}>
        Ships to {record.address.formatted} (fixed once shipped).
      </Typography>
    );
  }
  // The resolver's messages sit on the parts (address.city); the server's on `address`.
  const ownMessage = fieldState.error?.message;
  return (
    <AddressFinder
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      showErrors={isSubmitted}
      error={ownMessage}
      label="Ship to"
    />
  );
}
