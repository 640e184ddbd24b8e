import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { COUNTRIES } from '@tp/domain';

const COUNTRY_NAMES = COUNTRIES.map((country) => country.name);

interface CountryFieldProps {
  value: string;
  onChange(country: string): void;
  onBlur?(): void;
  error?: string | undefined;
  required?: boolean;
}

/** The address's country: a searchable list of country names (addresses store the name). */
export function CountryField({ value, onChange, onBlur, error, required }: CountryFieldProps) {
  return (
    <Autocomplete
      options={COUNTRY_NAMES}
      value={value === '' ? null : value}
      onChange={(_event, country) => onChange(country ?? '')}
      onBlur={onBlur}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label="Country"
          required={required}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
