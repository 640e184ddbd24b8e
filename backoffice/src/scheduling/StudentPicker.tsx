import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useGetOne } from 'react-admin';
import type { Student } from '@tp/domain';
import { useDebouncedValue } from '../lists/useDebouncedValue.ts';

/** The student the booking is for: a search of the students list (spec §9: 400 ms pause). */
export function StudentPicker({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange(student: Student | null): void;
  error?: string | undefined;
}) {
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input);
  const { data: chosen } = useGetOne<Student>(
    'students',
    { id: value ?? 0 },
    { enabled: value !== null },
  );
  const { data: found = [], isPending } = useGetList<Student>('students', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'lastName', order: 'ASC' },
    filter: { active: true, ...(query ? { query } : {}) },
  });
  const selected = value !== null ? (chosen ?? null) : null;
  const options =
    selected && !found.some((s) => s.id === selected.id) ? [selected, ...found] : found;
  return (
    <Autocomplete<Student>
      options={options}
      value={selected}
      loading={isPending}
      getOptionLabel={(student) => student.fullName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all) => all}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
      }}
      onChange={(_event, student) => onChange(student)}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Student"
          required
          error={Boolean(error)}
          helperText={error ?? ' '}
        />
      )}
    />
  );
}
