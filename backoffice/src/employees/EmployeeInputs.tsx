import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  DateInput,
  TextInput,
  useRecordContext,
} from 'react-admin';
import {
  TIME_ZONE_OPTIONS,
  employeeCreate,
  employeeTitleOptions,
  grantableRoles,
  type Employee,
  type Role,
} from '@tp/domain';
import { useAuthUser } from '../auth/AuthUserContext.tsx';
import { roleChoices } from './employeeLabels.ts';

/** Create and Edit validate with domain's schema; the server's 422s land on the same fields. */
export const employeeResolver = zodResolver(employeeCreate);

const ZONE_CHOICES = TIME_ZONE_OPTIONS.map((zone) => ({
  id: zone.name,
  name: zone.name.replace(/_/g, ' '),
}));

/**
 * The roles offered: those the signed-in user may grant (HR may not grant admin), plus those
 * the employee holds already, which stay whoever edits them.
 */
function useRoleChoices() {
  const { user } = useAuthUser();
  const employee = useRecordContext<Employee>();
  const offered = new Set<Role>(user ? grantableRoles(user) : []);
  for (const role of employee?.roles ?? []) offered.add(role);
  return roleChoices([...offered]);
}

/** The employee's fields, shared by Create and Edit. */
export function EmployeeInputs() {
  const employee = useRecordContext<Employee>();
  const titles = employeeTitleOptions([employee?.title ?? null]).map((title) => ({
    id: title,
    name: title,
  }));
  return (
    <Box sx={{ width: '100%', maxWidth: 640 }}>
      <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
        <TextInput source="firstName" label="First name" fullWidth />
        <TextInput source="lastName" label="Last name" fullWidth />
      </Box>
      <TextInput source="email" label="E-mail" type="email" fullWidth />
      <AutocompleteInput source="title" choices={titles} fullWidth />
      <AutocompleteArrayInput source="roles" choices={useRoleChoices()} fullWidth />
      <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
        <TextInput source="phone" fullWidth />
        <TextInput source="extensionHandle" label="Extension" fullWidth />
      </Box>
      <AutocompleteInput source="timeZone" label="Time zone" choices={ZONE_CHOICES} fullWidth />
      <DateInput source="hireDate" label="Hire date" helperText="Today when left blank." />
    </Box>
  );
}
