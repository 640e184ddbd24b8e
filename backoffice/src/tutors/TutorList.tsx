import { Box, Chip } from '@mui/material';
import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  FilterButton,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import type { Tutor } from '@tp/domain';
import { StatusChip } from '../employees/EmployeeList.tsx';
import { StatusQuickFilters } from '../employees/StatusQuickFilters.tsx';
import { ExportButton } from '../export/ExportButton.tsx';
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { searchFilter } from '../lists/searchFilter.tsx';
import { EmptyPage } from '../lists/ListEmpty.tsx';
import { exportTutors } from './exportTutors.ts';
import { SpoofTutorButton } from './SpoofTutorButton.tsx';
import { hoursText, listText, tutorFullName } from './tutorLabels.ts';

/** The filters' sources are the API's filter names, sent unchanged by the data provider. */
const tutorFilters = [
  searchFilter('Name or e-mail'),
  <ReferenceInput key="tierId" source="tierId" reference="tiers">
    <SelectInput label="Tier" optionText="name" />
  </ReferenceInput>,
  <ReferenceInput key="subjectId" source="subjectId" reference="subjects" perPage={100}>
    <AutocompleteInput label="Subject" optionText="name" />
  </ReferenceInput>,
  <ReferenceInput key="departmentId" source="departmentId" reference="departments">
    <SelectInput label="Department" optionText="name" />
  </ReferenceInput>,
  <SelectInput
    key="acceptNewStudents"
    source="acceptNewStudents"
    label="Accepting new students"
    choices={[
      { id: true, name: 'Yes' },
      { id: false, name: 'No' },
    ]}
  />,
];

function TutorListActions({ canCreate }: { canCreate: boolean }) {
  return (
    <TopToolbar>
      <FilterButton />
      {/* Spec §6: the Admin app offers 'Add a Tutor'. */}
      {canCreate ? <CreateButton label="Add a Tutor" /> : null}
      <ExportButton run={exportTutors} />
    </TopToolbar>
  );
}

function AcceptingChip({ tutor }: { tutor: Tutor }) {
  return tutor.acceptNewStudents ? (
    <Chip size="small" label="Accepting" color="success" variant="outlined" />
  ) : (
    <Chip size="small" label="Not accepting" variant="outlined" />
  );
}

/**
 * Tutors by last name with tier, subjects, departments, whether they take new students and
 * their weekly targets; each opens on its page (sessions, teams, Spoof). Admins and HR add
 * and edit tutors (spec §6: 'Edit Tutors', 'Add a Tutor').
 */
export function TutorList() {
  const { canAccess: canCreate = false } = useCanAccess({ action: 'create', resource: 'tutors' });
  return (
    <ResourceList<Tutor>
      filters={tutorFilters}
      filterDefaultValues={{ active: true }}
      actions={<TutorListActions canCreate={canCreate} />}
      sort={{ field: 'lastName', order: 'ASC' }}
      empty={
        <EmptyPage
          message="No tutors found."
          action={canCreate ? <CreateButton variant="contained" label="Add a Tutor" /> : null}
        />
      }
    >
      <Box sx={{ px: 2 }}>
        <StatusQuickFilters />
      </Box>
      <ResponsiveList
        phone={
          <SimpleList<Tutor>
            primaryText={(tutor) => tutorFullName(tutor)}
            secondaryText={(tutor) =>
              `${tutor.tierName ?? 'No tier'} · ${listText(tutor.subjectNames)}`
            }
            tertiaryText={(tutor) => <AcceptingChip tutor={tutor} />}
            rowClick="show"
          />
        }
        table={
          <DataTable<Tutor> rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="lastName" label="Name" render={tutorFullName} />
            <DataTable.Col source="tierName" label="Tier" render={(t) => t.tierName ?? '—'} />
            <DataTable.Col
              source="subjectNames"
              label="Subjects"
              disableSort
              render={(t) => listText(t.subjectNames)}
            />
            <DataTable.Col
              source="departmentNames"
              label="Departments"
              disableSort
              render={(t) => listText(t.departmentNames)}
            />
            <DataTable.Col
              source="acceptNewStudents"
              label="New students"
              render={(t) => <AcceptingChip tutor={t as Tutor} />}
            />
            <DataTable.Col
              source="deliveryTarget"
              label="Delivery target"
              render={(t) => hoursText(t.deliveryTarget)}
            />
            <DataTable.Col
              source="availabilityTarget"
              label="Availability target"
              render={(t) => hoursText(t.availabilityTarget)}
            />
            <DataTable.Col
              source="active"
              label="Status"
              render={(t) => <StatusChip active={t.active ?? false} />}
            />
            <DataTable.Col label="" disableSort>
              <SpoofTutorButton isCompact />
            </DataTable.Col>
          </DataTable>
        }
      />
    </ResourceList>
  );
}
