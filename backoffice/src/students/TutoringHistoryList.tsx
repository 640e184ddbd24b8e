import { List, SelectInput, ReferenceInput, AutocompleteInput } from 'react-admin';
import { TUTORING_HISTORY_PER_PAGE, type Tutor, type TutoringHistory } from '@tp/domain';
import { searchFilter } from '../lists/searchFilter.tsx';
import {
  HistoryPagination,
  NO_TUTORING_HISTORY,
  TutoringHistoryTable,
} from './TutoringHistoryTable.tsx';

const tutorName = (tutor: Tutor) =>
  'lastName' in tutor && typeof tutor.lastName === 'string'
    ? `${tutor.firstName} ${tutor.lastName}`
    : tutor.firstName;

const historyFilters = [
  searchFilter('Search students'),
  <ReferenceInput key="tutorId" source="tutorId" reference="tutors" perPage={25} alwaysOn>
    <AutocompleteInput
      label="Tutor"
      optionText={tutorName}
      filterToQuery={(query) => ({ query })}
      debounce={400}
    />
  </ReferenceInput>,
  <SelectInput
    key="active"
    source="active"
    label="Status"
    choices={[
      { id: true, name: 'Active' },
      { id: false, name: 'Removed' },
    ]}
    emptyText="All"
    alwaysOn
  />,
];

/**
 * Tutors' students (tutoring histories), 25 a page, pagination only past 25 (spec §2, §9);
 * staff read every tutor's, a tutor their own.
 */
export function TutoringHistoryList() {
  return (
    <List<TutoringHistory>
      title="Tutoring history"
      filters={historyFilters}
      filterDefaultValues={{ active: true }}
      perPage={TUTORING_HISTORY_PER_PAGE}
      sort={{ field: 'studentName', order: 'ASC' }}
      pagination={<HistoryPagination />}
      exporter={false}
      empty={NO_TUTORING_HISTORY}
    >
      <TutoringHistoryTable />
    </List>
  );
}
