import { Autocomplete, TextField } from '@mui/material';
import { useGetList } from 'react-admin';
import { BOOKING_SUBJECTS_MAX, type Subject } from '@tp/domain';

/** The session's topics: up to two subjects, not the same twice (spec §5). */
export function SubjectsPicker({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange(subjectIds: number[]): void;
  error?: string | undefined;
}) {
  const { data: subjects = [], isPending } = useGetList<Subject>('subjects', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
    filter: { language: 'en' },
  });
  const chosen = value.flatMap((id) => subjects.filter((s) => s.id === id));
  // Grouped by category, so sorted by it first (a group must come in one run).
  const options = [...subjects].sort(
    (a, b) => a.categoryName.localeCompare(b.categoryName) || a.name.localeCompare(b.name),
  );
  return (
    <Autocomplete<Subject, true>
      multiple
      options={options}
      value={chosen}
      loading={isPending}
      groupBy={(subject) => subject.categoryName}
      getOptionLabel={(subject) => subject.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionDisabled={(subject) =>
        value.length >= BOOKING_SUBJECTS_MAX && !value.includes(subject.id)
      }
      onChange={(_event, picked) => onChange(picked.map((s) => s.id))}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Subjects"
          error={Boolean(error)}
          helperText={error ?? `Up to ${BOOKING_SUBJECTS_MAX}; they also narrow the tutor search.`}
        />
      )}
    />
  );
}
