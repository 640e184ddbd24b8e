import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CUSTOM_EVENT_DURATION,
  EVENT_DETAILS_MAX,
  EVENT_DURATION_MAX,
  EVENT_DURATION_MIN,
  EVENT_DURATION_OPTIONS,
  EVENT_NAME_MAX,
  EVENT_TYPE_LABELS,
  PAST_REASON_MAX,
  isPayableEventType,
  type Department,
  type EventType,
  type FieldErrors,
} from '@tp/domain';
import type { EventFormState } from './event-form-state.ts';

interface EventFormFieldsProps {
  state: EventFormState;
  /** Paid time in the past: the form asks why (asksPastReason). */
  asksPastReason?: boolean;
  onChange(change: Partial<EventFormState>): void;
  types: readonly EventType[];
  departments: readonly Department[];
  /** Errors shown (after a first save attempt, or the server's). */
  errors: FieldErrors;
  disabled?: boolean;
}

const firstError = (errors: FieldErrors, field: string) => errors[field]?.[0];

/**
 * The event form (spec §5): type, department, name (at most 191), date and time, duration
 * (5 to 60 in fives, or Custom 5 to 360), details (at most 280).
 */
export function EventFormFields({
  state,
  onChange,
  types,
  departments,
  errors,
  disabled = false,
  asksPastReason = false,
}: EventFormFieldsProps) {
  const typeOptions =
    state.type !== '' && !types.includes(state.type) ? [...types, state.type] : types;
  const durationError = firstError(errors, 'duration');
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          fullWidth
          label="Type"
          value={state.type}
          disabled={disabled}
          onChange={(event) => onChange({ type: event.target.value as EventType })}
          error={Boolean(errors.type)}
          helperText={firstError(errors, 'type')}
        >
          {typeOptions.map((type) => (
            <MenuItem key={type} value={type}>
              {EVENT_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        {state.type !== '' && isPayableEventType(state.type) ? (
          <Chip size="small" color="success" variant="outlined" label="Payable" />
        ) : null}
      </Box>
      <TextField
        select
        label="Department"
        value={state.departmentId ?? ''}
        disabled={disabled}
        onChange={(event) => onChange({ departmentId: Number(event.target.value) })}
        error={Boolean(errors.departmentId)}
        helperText={firstError(errors, 'departmentId')}
      >
        {departments.map((department) => (
          <MenuItem key={department.id} value={department.id}>
            {department.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Name"
        value={state.name}
        disabled={disabled}
        onChange={(event) => onChange({ name: event.target.value })}
        error={Boolean(errors.name)}
        helperText={firstError(errors, 'name') ?? `${state.name.length}/${EVENT_NAME_MAX}`}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Date"
          type="date"
          value={state.date}
          disabled={disabled}
          onChange={(event) => onChange({ date: event.target.value })}
          error={Boolean(errors.startsAt)}
          helperText={firstError(errors, 'startsAt')}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        />
        <TextField
          label="Time"
          type="time"
          value={state.time}
          disabled={disabled}
          onChange={(event) => onChange({ time: event.target.value })}
          error={Boolean(errors.startsAt)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Duration"
          value={state.durationChoice}
          disabled={disabled}
          onChange={(event) => {
            const value = event.target.value as number | typeof CUSTOM_EVENT_DURATION;
            onChange({
              durationChoice: value === CUSTOM_EVENT_DURATION ? value : Number(value),
            });
          }}
          error={Boolean(durationError) && state.durationChoice !== CUSTOM_EVENT_DURATION}
          helperText={state.durationChoice !== CUSTOM_EVENT_DURATION ? durationError : undefined}
          sx={{ flex: 1 }}
        >
          {EVENT_DURATION_OPTIONS.map((minutes) => (
            <MenuItem key={minutes} value={minutes}>
              {minutes} minutes
            </MenuItem>
          ))}
          <MenuItem value={CUSTOM_EVENT_DURATION}>Custom</MenuItem>
        </TextField>
        {state.durationChoice === CUSTOM_EVENT_DURATION ? (
          <TextField
            label="Custom duration (minutes)"
            type="number"
            value={state.customMinutes}
            disabled={disabled}
            onChange={(event) => onChange({ customMinutes: event.target.value })}
            error={Boolean(durationError)}
            helperText={durationError ?? `${EVENT_DURATION_MIN} to ${EVENT_DURATION_MAX} minutes`}
            slotProps={{ htmlInput: { min: EVENT_DURATION_MIN, max: EVENT_DURATION_MAX, step: 5 } }}
            sx={{ flex: 1 }}
          />
        ) : null}
      </Stack>
      <TextField
        label="Details"
        multiline
        minRows={3}
        value={state.details}
        disabled={disabled}
        onChange={(event) => onChange({ details: event.target.value })}
        error={Boolean(errors.details)}
        helperText={firstError(errors, 'details') ?? `${state.details.length}/${EVENT_DETAILS_MAX}`}
      />
      {asksPastReason ? (
        <TextField
          label="Reason for paid time in the past"
          multiline
          minRows={2}
          required
          value={state.pastReason}
          disabled={disabled}
          onChange={(event) => onChange({ pastReason: event.target.value })}
          error={Boolean(errors.pastReason)}
          helperText={
            firstError(errors, 'pastReason') ??
            'This paid time starts in the past: say why it is added now.'
          }
          slotProps={{ htmlInput: { maxLength: PAST_REASON_MAX } }}
        />
      ) : null}
    </Stack>
  );
}
