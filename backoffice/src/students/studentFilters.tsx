import { Chip, Stack } from '@mui/material';
import { SearchInput, SelectInput, useListContext } from 'react-admin';
import { GRADE_CHOICES } from '@tp/domain';

/** Search and grade (TK and K shown as such); their sources are the API's filter names. */
export const studentFilters = [
  <SearchInput key="query" source="query" alwaysOn placeholder="Search students" />,
  <SelectInput
    key="grade"
    source="grade"
    label="Grade"
    choices={[...GRADE_CHOICES]}
    emptyText="All grades"
    alwaysOn
  />,
];

/** Quick filters on the student's active flag: All, Active, Inactive. */
const ACTIVE_CHOICES = [
  { value: undefined, label: 'All' },
  { value: true, label: 'Active' },
  { value: false, label: 'Inactive' },
] as const;

export function StudentQuickFilters() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { active: current, ...others } = filterValues as Record<string, unknown>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
      {ACTIVE_CHOICES.map(({ value, label }) => {
        const isOn = current === value;
        return (
          <Chip
            key={label}
            label={label}
            color={isOn ? 'primary' : 'default'}
            variant={isOn ? 'filled' : 'outlined'}
            aria-pressed={isOn}
            onClick={() =>
              setFilters(
                value === undefined ? others : { ...others, active: value },
                displayedFilters,
              )
            }
          />
        );
      })}
    </Stack>
  );
}
