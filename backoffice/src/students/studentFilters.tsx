import { GradeSelectInput } from '../lookups/lookups.tsx';
import { searchFilter } from '../lists/searchFilter.tsx';
import { QuickFilterChips } from '../lists/QuickFilterChips.tsx';

/** Search and grade (TK and K shown as such); their sources are the API's filter names. */
export const studentFilters = [
  searchFilter('Search students'),
  <GradeSelectInput key="grade" source="grade" label="Grade" emptyText="All grades" alwaysOn />,
];

/** Quick filters on the student's active flag: All, Active, Inactive (one of them is on). */
const ACTIVE_CHOICES = [
  { label: 'All', values: {} },
  { label: 'Active', values: { active: true } },
  { label: 'Inactive', values: { active: false } },
];

export function StudentQuickFilters() {
  return <QuickFilterChips filters={ACTIVE_CHOICES} exclusive sx={{ flexShrink: 0 }} />;
}
