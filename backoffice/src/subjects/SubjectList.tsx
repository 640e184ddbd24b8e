import { Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { DataTable, List, Pagination, SearchInput, SimpleList, TopToolbar } from 'react-admin';
import { RESOURCE_PAGE_SIZES, type Subject } from '@tp/domain';
import { ExportButton } from '../export/ExportButton.tsx';
import { exportSubjects } from './exportSubjects.ts';
import { languageName } from './languageName.ts';

const subjectFilters = [
  <SearchInput key="query" source="query" alwaysOn placeholder="Name or category" />,
];

function SubjectListActions() {
  return (
    <TopToolbar>
      <ExportButton run={exportSubjects} />
    </TopToolbar>
  );
}

function NoSubjects() {
  return <Typography sx={{ p: 3, textAlign: 'center' }}>No subjects to display.</Typography>;
}

/**
 * Subjects, read-only: name, category and language; 25 a page (25/50/100 like every list),
 * sortable by each column, searched by name or category, exported as CSV.
 */
export function SubjectList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<Subject>
      filters={subjectFilters}
      actions={<SubjectListActions />}
      perPage={RESOURCE_PAGE_SIZES[0]}
      pagination={<Pagination rowsPerPageOptions={[...RESOURCE_PAGE_SIZES]} />}
      sort={{ field: 'name', order: 'ASC' }}
      empty={false}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList<Subject>
          primaryText={(subject) => subject.name}
          secondaryText={(subject) => subject.categoryName}
          tertiaryText={(subject) => languageName(subject.language)}
          rowClick={false}
          empty={<NoSubjects />}
        />
      ) : (
        <DataTable<Subject> bulkActionButtons={false} rowClick={false} empty={<NoSubjects />}>
          <DataTable.Col source="name" />
          <DataTable.Col source="categoryName" label="Category" />
          <DataTable.Col source="language" render={(subject) => languageName(subject.language)} />
        </DataTable>
      )}
    </List>
  );
}
