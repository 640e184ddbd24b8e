import { Box, Chip, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  Pagination,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { RESOURCE_PAGE_SIZES, type Tutor } from '@tp/domain';
import { StatusChip } from '../employees/EmployeeList.tsx';
import { StatusQuickFilters } from '../employees/StatusQuickFilters.tsx';
import { ExportButton } from '../export/ExportButton.tsx';
import { exportTutors } from './exportTutors.ts';
import { SpoofTutorButton } from './SpoofTutorButton.tsx';
import { hoursText, listText, tutorFullName } from './tutorLabels.ts';

/** The filters' sources are the API's filter names, sent unchanged by the data provider. */
const tutorFilters = [
  <SearchInput key="query" source="query" alwaysOn placeholder="Name or e-mail" />,
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

function NoTutors({ canCreate }: { canCreate: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" gutterBottom>
        No tutors found.
      </Typography>
      {canCreate ? <CreateButton variant="contained" label="Add a Tutor" /> : null}
    </Box>
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
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { canAccess: canCreate = false } = useCanAccess({ action: 'create', resource: 'tutors' });
  return (
    <List<Tutor>
      filters={tutorFilters}
      filterDefaultValues={{ active: true }}
      actions={<TutorListActions canCreate={canCreate} />}
      perPage={RESOURCE_PAGE_SIZES[0]}
      sort={{ field: 'lastName', order: 'ASC' }}
      pagination={<Pagination rowsPerPageOptions={[...RESOURCE_PAGE_SIZES]} />}
      empty={<NoTutors canCreate={canCreate} />}
      exporter={false}
    >
      <Box sx={{ px: 2 }}>
        <StatusQuickFilters />
      </Box>
      {isSmall ? (
        <SimpleList<Tutor>
          primaryText={(tutor) => tutorFullName(tutor)}
          secondaryText={(tutor) =>
            `${tutor.tierName ?? 'No tier'} · ${listText(tutor.subjectNames)}`
          }
          tertiaryText={(tutor) => <AcceptingChip tutor={tutor} />}
          rowClick="show"
        />
      ) : (
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
      )}
    </List>
  );
}
