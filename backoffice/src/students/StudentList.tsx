import {
  CreateButton,
  DataTable,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useListContext,
} from 'react-admin';
import { gradeLabel, type Student } from '@tp/domain';
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { NoResults } from '../lists/ListEmpty.tsx';
import { ExportButton } from '../export/ExportButton.tsx';
import { ActiveChip } from './ActiveChip.tsx';
import { StudentMergeButton } from './StudentMergeButton.tsx';
import { StudentQuickFilters, studentFilters } from './studentFilters.tsx';
import { exportStudents } from './exportStudents.ts';

function StudentListActions() {
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: 'students' });
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <StudentQuickFilters />
      <StudentMergeButton />
      {canCreate ? <CreateButton /> : null}
      <ExportButton run={exportStudents} />
    </TopToolbar>
  );
}

/** With filters: nothing matches them; without: there is no student yet. */
function NoStudents() {
  const { filterValues } = useListContext();
  const isFiltered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <NoResults>
      {isFiltered ? 'No students match these filters.' : 'There are no students yet.'}
    </NoResults>
  );
}

/**
 * Students by last name, 25 a page (25/50/100), searched by name and filtered by grade and
 * active; each opens on its profile.
 */
export function StudentList() {
  return (
    <ResourceList<Student>
      filters={studentFilters}
      actions={<StudentListActions />}
      sort={{ field: 'lastName', order: 'ASC' }}
      empty={false}
    >
      <ResponsiveList
        phone={
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
        }
        table={
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
        }
      />
    </ResourceList>
  );
}
