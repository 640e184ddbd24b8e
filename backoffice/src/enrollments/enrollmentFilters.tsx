import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import type { Course, Student } from '@tp/domain';
import { searchFilter } from '../lists/searchFilter.tsx';
import { QuickFilterChips } from '../lists/QuickFilterChips.tsx';
import { ENROLLMENT_STATUS_CHOICES } from './enrollmentLabels.ts';

const searchBy = (query: string) => ({ query });

/** The list's filter inputs; their sources are the API's filter names. */
export const enrollmentFilters = [
  searchFilter('Student or course'),
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
  { label: 'Active', values: { active: true } },
  { label: 'Unenrolled', values: { active: false } },
  { label: 'Limited', values: { type: 'LimitedEnrollment' } },
];

export function EnrollmentQuickFilters() {
  return <QuickFilterChips filters={QUICK_FILTERS} sx={{ flexWrap: 'wrap' }} />;
}
