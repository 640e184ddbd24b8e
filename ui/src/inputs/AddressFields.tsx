import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { Address, AddressPart } from '@tp/domain';
import { CountryField } from './CountryField.tsx';
import { StateField } from './StateField.tsx';

/** The parts a user types; street2 (apt/suite) is never required. */
export type AddressField = AddressPart | 'street2';

interface AddressFieldsProps {
  value: Address;
  onFieldChange(field: AddressField, text: string): void;
  onFieldBlur(field: AddressField): void;
  /** The message to show under a field now (already filtered to touched fields). */
  errorFor(field: AddressPart): string | undefined;
  required: boolean;
}

/** The manual address fields (spec §2): street, apt/suite, city, state, zip, country. */
export function AddressFields({
  value,
  onFieldChange,
  onFieldBlur,
  errorFor,
  required,
}: AddressFieldsProps) {
  const text = (field: 'street1' | 'street2' | 'city' | 'zip', label: string) => {
    const error = field === 'street2' ? undefined : errorFor(field);
    return (
      <TextField
        label={label}
        fullWidth
        required={required && field !== 'street2'}
        value={value[field]}
        onChange={(event) => onFieldChange(field, event.target.value)}
        onBlur={() => onFieldBlur(field)}
        error={Boolean(error)}
        helperText={error}
      />
    );
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>{text('street1', 'Street')}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>{text('street2', 'Apt/Suite')}</Grid>
      <Grid size={{ xs: 12, sm: 5 }}>{text('city', 'City')}</Grid>
      <Grid size={{ xs: 7, sm: 4 }}>
        <StateField
          value={value.state}
          country={value.country}
          required={required}
          onChange={(state) => onFieldChange('state', state)}
          onBlur={() => onFieldBlur('state')}
          error={errorFor('state')}
        />
      </Grid>
      <Grid size={{ xs: 5, sm: 3 }}>{text('zip', 'Zip')}</Grid>
      <Grid size={12}>
        <CountryField
          value={value.country}
          required={required}
          onChange={(country) => onFieldChange('country', country)}
          onBlur={() => onFieldBlur('country')}
          error={errorFor('country')}
        />
      </Grid>
    </Grid>
  );
}
