import { Box, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  Pagination,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useListContext,
} from 'react-admin';
import { RESOURCE_PAGE_SIZES, gradeLabel, type Student } from '@tp/domain';
import { ActiveChip } from './ActiveChip.tsx';
import { ExportStudentsButton } from './ExportStudentsButton.tsx';
import { StudentMergeButton } from './StudentMergeButton.tsx';
import { StudentQuickFilters, studentFilters } from './studentFilters.tsx';

function StudentListActions() {
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: 'students' });
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <StudentQuickFilters />
      <StudentMergeButton />
      {canCreate ? <CreateButton /> : null}
      <ExportStudentsButton />
    </TopToolbar>
  );
}

/** With filters: nothing matches them; without: there is no student yet. */
function NoStudents() {
  const { filterValues } = useListContext();
  const isFiltered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <Box sx={{ p: 3 }}>
      <Typography>
        {isFiltered ? 'No students match these filters.' : 'There are no students yet.'}
      </Typography>
    </Box>
  );
}

/**
 * Students by last name, 25 a page (25/50/100), searched by name and filtered by grade and
 * active; each opens on its profile.
 */
export function StudentList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<Student>
      filters={studentFilters}
      actions={<StudentListActions />}
      perPage={RESOURCE_PAGE_SIZES[0]}
      sort={{ field: 'lastName', order: 'ASC' }}
      pagination={<Pagination rowsPerPageOptions={[...RESOURCE_PAGE_SIZES]} />}
      exporter={false}
      empty={false}
    >
      {isSmall ? (
        <SimpleList<Student>
          primaryText={(student) => student.fullName}
          secondaryText={(student) =>
            [
              student.grade === null ? null : `Grade ${gradeLabel(student.grade)}`,
              student.parentName,
            ]
              .filter(Boolean)
              .join(' · ')
          }
          tertiaryText={(student) => (student.active ? '' : 'Inactive')}
          rowClick="show"
          empty={<NoStudents />}
        />
      ) : (
        <DataTable<Student> rowClick="show" bulkActionButtons={false} empty={<NoStudents />}>
          <DataTable.Col source="lastName" label="Last name" />
          <DataTable.Col source="firstName" label="First name" />
          <DataTable.Col source="grade" render={(student) => gradeLabel(student.grade) || '—'} />
          <DataTable.Col
            source="parentName"
            label="Parent"
            render={(student) => student.parentName ?? '—'}
          />
          <DataTable.Col
            source="advisorName"
            label="Advisor"
            disableSort
            render={(student) => student.advisorName ?? '—'}
          />
          <DataTable.NumberCol source="enrollmentsCount" label="Enrollments" />
          <DataTable.Col
            source="active"
            render={(student) => <ActiveChip active={student.active} />}
          />
        </DataTable>
      )}
    </List>
  );
}
