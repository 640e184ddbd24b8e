import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useGetOne } from 'react-admin';
import type { Tutor } from '@tp/domain';
import { useDebouncedValue } from '../lists/useDebouncedValue.ts';

export const tutorName = (tutor: Tutor) =>
  `${tutor.firstName} ${tutor.lastName ?? tutor.lastInitial}`;

/** The tutor of the booking: searched by name, or chosen in the Find tutors panel. */
export function TutorPicker({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange(tutor: Tutor | null): void;
  error?: string | undefined;
}) {
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input);
  const { data: chosen } = useGetOne<Tutor>(
    'tutors',
    { id: value ?? 0 },
    { enabled: value !== null },
  );
  const { data: found = [], isPending } = useGetList<Tutor>('tutors', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'lastName', order: 'ASC' },
    filter: { active: true, ...(query ? { query } : {}) },
  });
  const selected = value !== null ? (chosen ?? null) : null;
  const options =
    selected && !found.some((t) => t.id === selected.id) ? [selected, ...found] : found;
  return (
    <Autocomplete<Tutor>
      options={options}
      value={selected}
      loading={isPending}
      getOptionLabel={tutorName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all) => all}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
      }}
      onChange={(_event, tutor) => onChange(tutor)}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Tutor"
          required
          error={Boolean(error)}
          helperText={error ?? (selected?.timeZone ? `Works in ${selected.timeZone}` : ' ')}
        />
      )}
    />
  );
}
