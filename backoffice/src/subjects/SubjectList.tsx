import { DataTable, List, SearchInput, SimpleList } from 'react-admin';
import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import type { Subject } from '@tp/domain';

const subjectFilters = [<SearchInput key="query" source="query" alwaysOn />];

/** Subjects, read-only: name, category and language. */
export function SubjectList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<Subject> filters={subjectFilters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      {isSmall ? (
        <SimpleList<Subject>
          primaryText={(subject) => subject.name}
          secondaryText={(subject) => subject.categoryName}
          tertiaryText={(subject) => subject.language}
          rowClick={false}
        />
      ) : (
        <DataTable<Subject> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="categoryName" label="Category" disableSort />
          <DataTable.Col source="language" />
        </DataTable>
      )}
    </List>
  );
}
