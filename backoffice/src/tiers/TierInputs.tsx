import { zodResolver } from '@hookform/resolvers/zod';
import { InputAdornment } from '@mui/material';
import { NumberInput, TextInput } from 'react-admin';
import { TIER_BILLING_RATE_MAX, tierCreate } from '@tp/domain';

/**
 * The tier forms validate with the payload schema the server validates with (domain's
 * `tierCreate`); the server's 422s land on the same fields.
 */
export const tierResolver = zodResolver(tierCreate);

/** The tier's fields, shared by Create and Edit. */
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
