import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  BOOKING_DURATION_OPTIONS,
  BOOKING_NOTES_MAX,
  CUSTOM_BOOKING_DURATION,
  type FieldErrors,
  type RepeatChoice,
} from '@tp/domain';
import { CUSTOM_DURATION, type TutoringFormState } from './tutoring-form-state.ts';

/** A repeat choice as the select lists it. */
export interface RepeatChoiceItem {
  value: RepeatChoice;
  label: string;
}

/**
 * The tutoring form's when, how long and how often (spec §5), for the tutor and for staff:
 * the date and start time (5-minute steps), the duration (60, 90 or 120, or a custom 15 to 360
 * minutes where the booker may; fixed when the brand forces one), the weekly repeat, and notes
 * up to 250 characters.
 */
export function TutoringScheduleFields({
  state,
  onChange,
  errors,
  allowCustomDuration,
  timeHelperText,
  repeatChoices,
  repeatError,
  repeatHelperText = ' ',
  afterTime,
}: {
  state: TutoringFormState;
  onChange(changes: Partial<TutoringFormState>): void;
  errors: FieldErrors;
  allowCustomDuration: boolean;
  timeHelperText: string;
  repeatChoices: readonly RepeatChoiceItem[];
  repeatError?: string | undefined;
  repeatHelperText?: string;
  /** Shown under the date and time (staff: a forced duration's start times). */
  afterTime?: ReactNode;
}) {
  const errorOf = (field: string) => errors[field]?.[0];
  const isForced = state.forceDuration !== null && state.forceDuration > 0;
  const isCustom = state.durationChoice === CUSTOM_DURATION && !isForced;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="date"
          label="Date"
          required
          fullWidth
          value={state.date}
          onChange={(event) => onChange({ date: event.target.value })}
          error={Boolean(errorOf('date'))}
          helperText={errorOf('date') ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="time"
          label="Start time"
          required
          fullWidth
          value={state.time}
          onChange={(event) => onChange({ time: event.target.value })}
          error={Boolean(errorOf('time'))}
          helperText={errorOf('time') ?? timeHelperText}
          // spec §9: the time picker steps by 5 minutes.
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
        />
      </Stack>
      {afterTime}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Duration"
          fullWidth
          value={isForced ? String(state.forceDuration) : String(state.durationChoice)}
          onChange={(event) =>
            onChange({
              durationChoice:
                event.target.value === CUSTOM_DURATION
                  ? CUSTOM_DURATION
                  : Number(event.target.value),
            })
          }
          disabled={isForced}
          error={Boolean(errorOf('duration')) && !isCustom}
          helperText={
            isForced ? 'Fixed by the brand.' : !isCustom ? (errorOf('duration') ?? ' ') : ' '
          }
        >
          {isForced ? (
            <MenuItem value={String(state.forceDuration)}>{state.forceDuration} minutes</MenuItem>
          ) : null}
          {BOOKING_DURATION_OPTIONS.map((minutes) => (
            <MenuItem key={minutes} value={String(minutes)}>
              {minutes} minutes
            </MenuItem>
          ))}
          {allowCustomDuration ? <MenuItem value={CUSTOM_DURATION}>Custom</MenuItem> : null}
        </TextField>
        {isCustom ? (
          <TextField
            type="number"
            label="Custom minutes"
            required
            fullWidth
            value={state.customMinutes}
            onChange={(event) => onChange({ customMinutes: event.target.value })}
            error={Boolean(errorOf('duration'))}
            helperText={
              errorOf('duration') ??
              `${CUSTOM_BOOKING_DURATION.min} to ${CUSTOM_BOOKING_DURATION.max}`
            }
            slotProps={{
              htmlInput: { min: CUSTOM_BOOKING_DURATION.min, max: CUSTOM_BOOKING_DURATION.max },
            }}
          />
        ) : null}
        <TextField
          select
          label="Repeat"
          fullWidth
          value={String(state.repeat)}
          onChange={(event) => {
            const picked = repeatChoices.find((c) => String(c.value) === event.target.value);
            if (picked) onChange({ repeat: picked.value });
          }}
          error={Boolean(repeatError)}
          helperText={repeatError ?? repeatHelperText}
        >
          {repeatChoices.map((choice) => (
            <MenuItem key={String(choice.value)} value={String(choice.value)}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BookingNotesField notes={state.notes} onChange={onChange} error={errorOf('notes')} />
    </>
  );
}

/** A booking's notes, up to 250 characters (spec §5), with how many are used. */
export function BookingNotesField({
  notes,
  onChange,
  error,
  isCapped = false,
}: {
  notes: string;
  onChange(changes: { notes: string }): void;
  error: string | undefined;
  /** Stops typing at the limit (the family apps) rather than only saying it is passed. */
  isCapped?: boolean;
}) {
  return (
    <TextField
      label="Notes"
      multiline
      minRows={2}
      value={notes}
      onChange={(event) => onChange({ notes: event.target.value })}
      error={Boolean(error)}
      helperText={error ?? `${notes.length}/${BOOKING_NOTES_MAX}`}
      {...(isCapped ? { slotProps: { htmlInput: { maxLength: BOOKING_NOTES_MAX } } } : {})}
    />
  );
}
