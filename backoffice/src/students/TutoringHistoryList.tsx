import { List, SelectInput, TopToolbar } from 'react-admin';
import { TUTORING_HISTORY_PER_PAGE, type TutoringHistory } from '@tp/domain';
import { ExportButton } from '../export/ExportButton.tsx';
import { searchFilter } from '../lists/searchFilter.tsx';
import { tutorFilter } from '../lists/tutorFilter.tsx';
import {
  HistoryPagination,
  NO_TUTORING_HISTORY,
  TutoringHistoryTable,
} from './TutoringHistoryTable.tsx';
import { exportTutoringHistories } from './exportTutoringHistories.ts';

const historyFilters = [
  searchFilter('Search students'),
  tutorFilter(),
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

const historyActions = (
  <TopToolbar>
    <ExportButton run={exportTutoringHistories} />
  </TopToolbar>
);

/**
 * Tutors' students (tutoring histories), 25 a page, pagination only past 25 (spec §2, §9);
 * staff read every tutor's, a tutor their own. Export writes what the filters select.
 */
export function TutoringHistoryList() {
  return (
    <List<TutoringHistory>
      title="Tutoring history"
      filters={historyFilters}
      actions={historyActions}
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
