import { DataTable, SimpleList, TopToolbar } from 'react-admin';
import type { Subject } from '@tp/domain';
import { ExportButton } from '../export/ExportButton.tsx';
import { NoResults } from '../lists/ListEmpty.tsx';
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { searchFilter } from '../lists/searchFilter.tsx';
import { exportSubjects } from './exportSubjects.ts';
import { languageName } from './languageName.ts';

const subjectFilters = [searchFilter('Name or category')];

function SubjectListActions() {
  return (
    <TopToolbar>
      <ExportButton run={exportSubjects} />
    </TopToolbar>
  );
}

const NO_SUBJECTS = <NoResults centered>No subjects to display.</NoResults>;

/**
 * Subjects, read-only: name, category and language; 25 a page (25/50/100 like every list),
 * sortable by each column, searched by name or category, exported as CSV.
 */
export function SubjectList() {
  return (
    <ResourceList<Subject>
      filters={subjectFilters}
      actions={<SubjectListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      empty={false}
    >
      <ResponsiveList
        phone={
          <SimpleList<Subject>
            primaryText={(subject) => subject.name}
            secondaryText={(subject) => subject.categoryName}
            tertiaryText={(subject) => languageName(subject.language)}
            rowClick={false}
            empty={NO_SUBJECTS}
          />
        }
        table={
          <DataTable<Subject> bulkActionButtons={false} rowClick={false} empty={NO_SUBJECTS}>
            <DataTable.Col source="name" />
            <DataTable.Col source="categoryName" label="Category" />
            <DataTable.Col source="language" render={(subject) => languageName(subject.language)} />
          </DataTable>
        }
      />
    </ResourceList>
  );
}
