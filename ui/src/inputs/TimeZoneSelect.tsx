import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import {
  TIME_ZONE_OPTIONS,
  isValidTimeZone,
  validateTimeZone,
  type TimeZoneOption,
} from '@tp/domain';

let runtimeOptions: TimeZoneOption[] | null = null;

/** The zones this browser's Intl knows, in domain's order (US first); computed once. */
function timeZoneOptions(): TimeZoneOption[] {
  runtimeOptions ??= TIME_ZONE_OPTIONS.filter((option) => isValidTimeZone(option.name));
  return runtimeOptions;
}

/** "America/New_York" -> "America/New York". */
export function timeZoneLabel(zone: string): string {
  return zone.replace(/_/g, ' ');
}

export interface TimeZoneSelectProps {
  /** An IANA zone name, or '' for none. */
  value: string | null | undefined;
  onChange(zone: string): void;
  onBlur?(): void;
  /** Spec §5: required by default. */
  required?: boolean;
  showErrors?: boolean;
  error?: string | undefined;
  label?: string;
  name?: string;
}

/**
 * The time zone select (spec §2, §5): zones grouped by category with US first (the default
 * category), searchable, required. Only zones the browser's Intl accepts are offered, so a
 * chosen zone always formats.
 */
export function TimeZoneSelect({
  value,
  onChange,
  onBlur,
  required = true,
  showErrors = false,
  error,
  label = 'Time zone',
  name,
}: TimeZoneSelectProps) {
  const [isTouched, setIsTouched] = useState(false);
  const options = timeZoneOptions();
  const zone = value ?? '';
  const selected = options.find((option) => option.name === zone) ?? null;
  const ruleMessage = validateTimeZone(zone, { required });
  const message = error ?? (showErrors || isTouched ? ruleMessage : null);

  return (
    <Autocomplete<TimeZoneOption>
      options={options}
      groupBy={(option) => option.category}
      getOptionLabel={(option) => timeZoneLabel(option.name)}
      isOptionEqualToValue={(option, chosen) => option.name === chosen.name}
      value={selected}
      onChange={(_event, option) => onChange(option?.name ?? '')}
      onBlur={() => {
        setIsTouched(true);
        onBlur?.();
      }}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          required={required}
          error={Boolean(message)}
          helperText={message}
        />
      )}
    />
  );
}
