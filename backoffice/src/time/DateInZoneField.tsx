import { useFieldValue } from 'react-admin';
import { Typography } from '@mui/material';
import { formatInZone } from './formatInZone.ts';
import { useDisplayTimeZone } from './useDisplayTimeZone.ts';

interface DateInZoneFieldProps {
  source: string;
  /** Read by react-admin's SimpleShowLayout for the field's label. */
  label?: string;
  format?: string;
}

/** A UTC timestamp of the record shown in the user's zone (the footer names that zone). */
export function DateInZoneField({ source, format }: DateInZoneFieldProps) {
  const value: unknown = useFieldValue({ source });
  const zone = useDisplayTimeZone();
  return (
    <Typography component="span" variant="body2">
      {typeof value === 'string' ? formatInZone(value, zone, format) : ''}
    </Typography>
  );
}
