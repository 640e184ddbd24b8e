import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { US_STATES, isUnitedStates, usStateCode } from '@tp/domain';

interface StateFieldProps {
  value: string;
  country: string;
  onChange(state: string): void;
  onBlur?(): void;
  error?: string | undefined;
  required?: boolean;
}

/**
 * The address's state (spec §5): a picklist of US states when the country is the United
 * States, free text otherwise. The picklist stores the USPS code; a state stored by name
 * ("New York") shows as its code's entry.
 */
export function StateField({ value, country, onChange, onBlur, error, required }: StateFieldProps) {
  const common = {
    label: 'State',
    fullWidth: true,
    required,
    error: Boolean(error),
    helperText: error,
    onBlur,
  };
  if (!isUnitedStates(country)) {
    return (
      <TextField {...common} value={value} onChange={(event) => onChange(event.target.value)} />
    );
  }
  return (
    <TextField
      {...common}
      select
      value={usStateCode(value) ?? ''}
      onChange={(event) => onChange(event.target.value)}
    >
      {US_STATES.map((state) => (
        <MenuItem key={state.code} value={state.code}>
          {state.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
