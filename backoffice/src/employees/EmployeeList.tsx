import { Box, Chip } from '@mui/material';
import {
  CreateButton,
  DataTable,
  FilterButton,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { EMPLOYEE_ROLES, EMPLOYEE_TYPES, type Employee } from '@tp/domain';
import { ExportButton } from '../export/ExportButton.tsx';
import { EmptyPage } from '../lists/ListEmpty.tsx';
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { searchFilter } from '../lists/searchFilter.tsx';
import { dateText, roleChoices, rolesText } from './employeeLabels.ts';
import { exportEmployees } from './exportEmployees.ts';
import { StatusQuickFilters } from './StatusQuickFilters.tsx';

/** The filters' sources are the API's filter names, sent unchanged by the data provider. */
const employeeFilters = [
  searchFilter('Name, e-mail or title'),
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
  const { canAccess: canCreate = false } = useCanAccess({
    action: 'create',
    resource: 'employees',
  });
  const { canAccess: canEdit = false } = useCanAccess({ action: 'edit', resource: 'employees' });
  // A tutor's record is the tutor page (tier, subjects, targets, Spoof).
  const rowClick = (_id: unknown, _resource: string, record: { type?: unknown; id: unknown }) =>
    record.type === 'Tutor' ? `/tutors/${String(record.id)}/show` : canEdit ? 'edit' : false;
  return (
    <ResourceList<Employee>
      filters={employeeFilters}
      filterDefaultValues={{ active: true }}
      actions={<EmployeeListActions canCreate={canCreate} />}
      sort={{ field: 'lastName', order: 'ASC' }}
      empty={
        <EmptyPage
          message="No employees found."
          action={canCreate ? <CreateButton variant="contained" label="Add an employee" /> : null}
        />
      }
      title="Employees"
    >
      <Box sx={{ px: 2 }}>
        <StatusQuickFilters />
      </Box>
      <ResponsiveList
        phone={
          <SimpleList<Employee>
            primaryText={(employee) => employee.fullName}
            secondaryText={(employee) => `${employee.title} · ${rolesText(employee)}`}
            tertiaryText={(employee) => <StatusChip active={employee.active} />}
            rowClick={rowClick}
          />
        }
        table={
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
        }
      />
    </ResourceList>
  );
}
