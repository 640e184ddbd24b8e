import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  emptyAddress,
  PLACES_INVALID_MESSAGE,
  SESSION_EDITOR_LIMITS,
  SESSION_EDITOR_MINUTE_STEP,
  type Address,
  type EditorSessionType,
  type FieldErrors,
  type SessionEditorForm,
} from '@tp/domain';
import { AddressFinder } from '../../inputs/AddressFinder.tsx';
import type { PlacesAdapter } from '../../inputs/places-adapter.ts';
import { DateInput } from '../../inputs/DateInput.tsx';

export interface EditorFormProps {
  form: SessionEditorForm;
  errors: FieldErrors;
  types: readonly EditorSessionType[];
  /** Spec §2/§6: the tutor app hides Tutors required. */
  showTutorsRequired: boolean;
  /** Spec §2: while any row is selected, Date and Repeat are disabled. */
  hasSelection: boolean;
  onChange(patch: Partial<SessionEditorForm>): void;
  /** The Place's address search; manual entry only without one. */
  places?: PlacesAdapter;
}

const first = (errors: FieldErrors, field: string) => errors[field]?.[0];

/** A whole number from a number field, or null while it is empty. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The form above the table (spec §2): Type, Date (MM/DD/YYYY), Time, Duration (min), Tutors
 * required, Repeat (total weeks), and Place and Room number for types that are not online.
 */
export function EditorForm({
  form,
  errors,
  types,
  showTutorsRequired,
  hasSelection,
  onChange,
  places,
}: EditorFormProps) {
  const type = types.find((t) => t.id === form.sessionTypeId) ?? null;
  const isOffline = type !== null && !type.online;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)', md: 'repeat(6, 1fr)' },
        alignItems: 'start',
      }}
    >
      <TextField
        select
        label="Type"
        required
        value={form.sessionTypeId ?? ''}
        onChange={(e) => onChange({ sessionTypeId: Number(e.target.value) })}
        error={Boolean(first(errors, 'sessionTypeId'))}
        helperText={first(errors, 'sessionTypeId')}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'span 2' } }}
      >
        {types.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'span 2' } }}>
        {hasSelection ? (
          <TextField label="Date" disabled fullWidth value="" helperText="Kept per row" />
        ) : (
          <DateInput
            label="Date"
            name="date"
            value={form.date || null}
            onChange={(date) => onChange({ date: date ?? '' })}
            error={first(errors, 'date')}
          />
        )}
      </Box>
      <TextField
        label="Time"
        type="time"
        required={!hasSelection}
        value={form.time}
        onChange={(e) => onChange({ time: e.target.value })}
        error={Boolean(first(errors, 'time'))}
        helperText={first(errors, 'time')}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { step: SESSION_EDITOR_MINUTE_STEP * 60 },
        }}
      />
      <TextField
        label="Duration (min)"
        type="number"
        required
        value={form.duration ?? ''}
        onChange={(e) => onChange({ duration: numberOrNull(e.target.value) })}
        error={Boolean(first(errors, 'duration'))}
        helperText={first(errors, 'duration')}
        slotProps={{
          htmlInput: {
            min: type?.minDuration ?? SESSION_EDITOR_LIMITS.durationMinDefault,
            max: SESSION_EDITOR_LIMITS.durationMax,
            step: SESSION_EDITOR_MINUTE_STEP,
          },
        }}
      />
      {showTutorsRequired ? (
        <TextField
          label="Tutors required"
          type="number"
          value={form.employeesRequired ?? ''}
          onChange={(e) => onChange({ employeesRequired: numberOrNull(e.target.value) })}
          error={Boolean(first(errors, 'employeesRequired'))}
          helperText={first(errors, 'employeesRequired')}
          slotProps={{
            htmlInput: {
              min: SESSION_EDITOR_LIMITS.tutorsRequiredMin,
              max: SESSION_EDITOR_LIMITS.tutorsRequiredMax,
            },
          }}
        />
      ) : null}
      <TextField
        label="Repeat (total weeks)"
        type="number"
        disabled={hasSelection}
        value={form.repeatWeeks ?? ''}
        onChange={(e) => onChange({ repeatWeeks: numberOrNull(e.target.value) })}
        error={Boolean(first(errors, 'repeatWeeks'))}
        helperText={first(errors, 'repeatWeeks')}
        slotProps={{
          htmlInput: {
            min: SESSION_EDITOR_LIMITS.repeatWeeksMin,
            max: SESSION_EDITOR_LIMITS.repeatWeeksMax,
          },
        }}
      />
      <TextField
        label="Name"
        value={form.name}
        onChange={(e) => onChange({ name: e.target.value })}
        error={Boolean(first(errors, 'name'))}
        helperText={first(errors, 'name')}
        placeholder="Optional"
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        slotProps={{ htmlInput: { maxLength: SESSION_EDITOR_LIMITS.nameMax + 5 } }}
      />
      {isOffline ? (
        <>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <PlaceFinder
              place={form.place}
              placeId={form.placeId ?? null}
              adapter={places}
              error={first(errors, 'place') ?? first(errors, 'placeId')}
              onPlace={(place, placeId) => onChange({ place, placeId })}
            />
          </Box>
          <TextField
            label="Room number"
            value={form.room}
            onChange={(e) => onChange({ room: e.target.value })}
            error={Boolean(first(errors, 'room'))}
            helperText={first(errors, 'room')}
            sx={{ gridColumn: { xs: '1 / -1', sm: 'span 1', md: 'span 2' } }}
          />
        </>
      ) : null}
    </Box>
  );
}

/**
 * Spec §2 "Place (address search)": the shared address finder the parent form uses (a places
 * search through the server's places lookup, or the address typed into its fields); the row
 * keeps the formatted address and the chosen place's id (null once the address is typed over).
 * The parts live here while the form is open; a place cleared from outside (after Add
 * sessions) empties them.
 */
function PlaceFinder({
  place,
  placeId,
  adapter,
  error,
  onPlace,
}: {
  place: string;
  placeId: string | null;
  adapter: PlacesAdapter | undefined;
  error: string | undefined;
  onPlace(place: string, placeId: string | null): void;
}) {
  const [address, setAddress] = useState<Address>(() => ({
    ...emptyAddress(),
    street1: place,
    formatted: place,
    placeId,
  }));
  const shown = place === '' && address.formatted !== '' ? emptyAddress() : address;
  return (
    <AddressFinder
      label="Place"
      value={shown}
      adapter={adapter}
      onChange={(next) => {
        setAddress(next);
        onPlace(next.formatted, next.placeId ?? null);
      }}
      // A place is missing only while every part is empty: the parts' own messages say it.
      showErrors={Boolean(error)}
      error={error === PLACES_INVALID_MESSAGE ? error : undefined}
    />
  );
}
