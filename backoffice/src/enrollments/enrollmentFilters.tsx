import { Chip, Stack } from '@mui/material';
import {
  AutocompleteInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useListContext,
} from 'react-admin';
import type { Course, Student } from '@tp/domain';
import { ENROLLMENT_STATUS_CHOICES } from './enrollmentLabels.ts';

const searchBy = (query: string) => ({ query });

/** The list's filter inputs; their sources are the API's filter names. */
export const enrollmentFilters = [
  <SearchInput key="query" source="query" alwaysOn placeholder="Student or course" />,
  <ReferenceInput key="courseId" source="courseId" reference="courses" perPage={25} alwaysOn>
    <AutocompleteInput
      label="Course"
      optionText={(course: Course) => course.title}
      filterToQuery={searchBy}
      sx={{ minWidth: 220 }}
    />
  </ReferenceInput>,
  <ReferenceInput key="studentId" source="studentId" reference="students" perPage={25}>
    <AutocompleteInput
      label="Student"
      optionText={(student: Student) => student.fullName}
      filterToQuery={searchBy}
      sx={{ minWidth: 220 }}
    />
  </ReferenceInput>,
  <SelectInput key="status" source="status" label="Status" choices={ENROLLMENT_STATUS_CHOICES} />,
];

/** Quick filters: each sets one filter value, and a second click takes it off. */
const QUICK_FILTERS = [
  { key: 'active', label: 'Active', source: 'active', value: true },
  { key: 'unenrolled', label: 'Unenrolled', source: 'active', value: false },
  { key: 'limited', label: 'Limited', source: 'type', value: 'LimitedEnrollment' },
] as const;

export function EnrollmentQuickFilters() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const values = filterValues as Record<string, unknown>;
  function toggle(source: string, value: unknown) {
    const { [source]: current, ...others } = values;
    setFilters(current === value ? others : { ...others, [source]: value }, displayedFilters);
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {QUICK_FILTERS.map(({ key, label, source, value }) => {
        const isOn = values[source] === value;
        return (
          <Chip
            key={key}
            label={label}
            color={isOn ? 'primary' : 'default'}
            variant={isOn ? 'filled' : 'outlined'}
            aria-pressed={isOn}
            onClick={() => toggle(source, value)}
          />
        );
      })}
    </Stack>
  );
}
