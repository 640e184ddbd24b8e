import { Box, Chip, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { EMPLOYEE_ROLES, EMPLOYEE_TYPES, RESOURCE_PAGE_SIZES, type Employee } from '@tp/domain';
import { ExportButton } from '../export/ExportButton.tsx';
import { dateText, roleChoices, rolesText } from './employeeLabels.ts';
import { exportEmployees } from './exportEmployees.ts';
import { StatusQuickFilters } from './StatusQuickFilters.tsx';

/** The filters' sources are the API's filter names, sent unchanged by the data provider. */
const employeeFilters = [
  <SearchInput key="query" source="query" alwaysOn placeholder="Name, e-mail or title" />,
  <SelectInput
    key="type"
    source="type"
    label="Type"
    choices={EMPLOYEE_TYPES.map((type) => ({ id: type, name: type }))}
  />,
  <SelectInput key="roles" source="roles" label="Role" choices={roleChoices(EMPLOYEE_ROLES)} />,
];

function EmployeeListActions({ canCreate }: { canCreate: boolean }) {
  return (
    <TopToolbar>
      <FilterButton />
      {canCreate ? <CreateButton label="Add an employee" /> : null}
      <ExportButton run={exportEmployees} />
    </TopToolbar>
  );
}

function NoEmployees({ canCreate }: { canCreate: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" gutterBottom>
        No employees found.
      </Typography>
      {canCreate ? <CreateButton variant="contained" label="Add an employee" /> : null}
    </Box>
  );
}

export function StatusChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      label={active ? 'Active' : 'Inactive'}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
    />
  );
}

/**
 * Everyone on the payroll, staff and tutors (spec §2: "Employee list with an employee modal"),
 * active first by default; admins and HR add, edit, terminate and rehire.
 */
export function EmployeeList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { canAccess: canCreate = false } = useCanAccess({
    action: 'create',
    resource: 'employees',
  });
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit', resource: 'employees' });
  // A tutor's record is the tutor page (tier, subjects, targets, Spoof).
  const rowClick = (_id: unknown, _resource: string, record: { type?: unknown; id: unknown }) =>
    record.type === 'Tutor' ? `/tutors/${String(record.id)}/show` : canEdit ? 'edit' : false;
  return (
    <List<Employee>
      filters={employeeFilters}
      filterDefaultValues={{ active: true }}
      actions={<EmployeeListActions canCreate={canCreate} />}
      perPage={RESOURCE_PAGE_SIZES[0]}
      sort={{ field: 'lastName', order: 'ASC' }}
      pagination={<Pagination rowsPerPageOptions={[...RESOURCE_PAGE_SIZES]} />}
      empty={<NoEmployees canCreate={canCreate} />}
      exporter={false}
      title="Employees"
    >
      <Box sx={{ px: 2 }}>
        <StatusQuickFilters />
      </Box>
      {isSmall ? (
        <SimpleList<Employee>
          primaryText={(employee) => employee.fullName}
          secondaryText={(employee) => `${employee.title} · ${rolesText(employee)}`}
          tertiaryText={(employee) => <StatusChip active={employee.active} />}
          rowClick={rowClick}
        />
      ) : (
        <DataTable<Employee> rowClick={rowClick} bulkActionButtons={false}>
          <DataTable.Col source="lastName" label="Name" render={(e) => e.fullName} />
          <DataTable.Col source="email" label="E-mail" render={(e) => e.email} />
          <DataTable.Col source="title" />
          <DataTable.Col source="type" />
          <DataTable.Col source="roles" disableSort render={rolesText} />
          <DataTable.Col
            source="extensionHandle"
            label="Ext."
            disableSort
            render={(e) => e.extensionHandle ?? '—'}
          />
          <DataTable.Col source="hireDate" label="Hired" render={(e) => dateText(e.hireDate)} />
          <DataTable.Col source="endDate" label="Ended" render={(e) => dateText(e.endDate)} />
          <DataTable.Col
            source="active"
            label="Status"
            render={(e) => <StatusChip active={e.active} />}
          />
        </DataTable>
      )}
    </List>
  );
}
