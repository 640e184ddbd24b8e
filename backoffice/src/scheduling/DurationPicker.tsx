import { MenuItem, Stack, TextField } from '@mui/material';
import { BOOKING_DURATION_OPTIONS, CUSTOM_BOOKING_DURATION } from '@tp/domain';

const isOption = (minutes: number) =>
  (BOOKING_DURATION_OPTIONS as readonly number[]).includes(minutes);

/**
 * Duration (spec §5): 60, 90 or 120, or a custom 15 to 360 minutes where the booker may (the
 * admin app); fixed at the brand's forced duration when it has one.
 */
export function DurationPicker({
  value,
  onChange,
  forceDuration,
  allowCustom,
  error,
}: {
  value: number;
  onChange(minutes: number): void;
  forceDuration: number | null;
  allowCustom: boolean;
  error?: string | undefined;
}) {
  if (forceDuration !== null)
    return (
      <TextField
        label="Duration (min)"
        value={forceDuration}
        disabled
        fullWidth
        helperText={`This brand's sessions last ${forceDuration} minutes.`}
      />
    );
  const isCustom = !isOption(value);
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        label="Duration (min)"
        value={isCustom ? 'custom' : String(value)}
        onChange={(event) =>
          onChange(event.target.value === 'custom' ? 45 : Number(event.target.value))
        }
        fullWidth
        error={Boolean(error) && !isCustom}
        helperText={!isCustom ? (error ?? ' ') : ' '}
      >
        {BOOKING_DURATION_OPTIONS.map((minutes) => (
          <MenuItem key={minutes} value={String(minutes)}>
            {minutes} minutes
          </MenuItem>
        ))}
        {allowCustom ? <MenuItem value="custom">Custom</MenuItem> : null}
      </TextField>
      {isCustom ? (
        <TextField
          label="Custom minutes"
          type="number"
          value={Number.isNaN(value) ? '' : value}
          onChange={(event) =>
            onChange(event.target.value === '' ? NaN : Number(event.target.value))
          }
          slotProps={{
            htmlInput: {
              min: CUSTOM_BOOKING_DURATION.min,
              max: CUSTOM_BOOKING_DURATION.max,
              step: 5,
            },
          }}
          fullWidth
          error={Boolean(error)}
          helperText={error ?? `${CUSTOM_BOOKING_DURATION.min} to ${CUSTOM_BOOKING_DURATION.max}`}
        />
      ) : null}
    </Stack>
  );
}
