import { DataTable, List, SimpleList } from 'react-admin';
import type { Subject } from '@tp/domain';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { searchFilter } from '../lists/searchFilter.tsx';

const subjectFilters = [searchFilter()];

/** Subjects, read-only: name, category and language. */
export function SubjectList() {
  return (
    <List<Subject> filters={subjectFilters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      <ResponsiveList
        phone={
          <SimpleList<Subject>
            primaryText={(subject) => subject.name}
            secondaryText={(subject) => subject.categoryName}
            tertiaryText={(subject) => subject.language}
            rowClick={false}
          />
        }
        table={
          <DataTable<Subject> bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="name" />
            <DataTable.Col source="categoryName" label="Category" disableSort />
            <DataTable.Col source="language" />
          </DataTable>
        }
      />
    </List>
  );
}
