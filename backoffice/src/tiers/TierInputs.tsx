import { NumberInput, TextInput } from 'react-admin';
import { InputAdornment } from '@mui/material';
import { TIER_BILLING_RATE_MAX } from '@tp/domain';

/** The tier's fields, shared by Create and Edit; checked by domain's `tierCreate`. */
export function TierInputs() {
  return (
    <>
      <TextInput source="name" fullWidth />
      <NumberInput
        source="billingRate"
        label="Billing rate (per hour)"
        helperText={`Dollars, to the cent; at most ${TIER_BILLING_RATE_MAX}`}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
      />
    </>
  );
}
