import { Box } from '@mui/material';
import { HistorySection } from '../audit/HistoryTab.tsx';
import { Edit, SimpleForm } from 'react-admin';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { EmployeeInputs, employeeResolver } from './EmployeeInputs.tsx';
import { EmployeeStandingCard } from './EmployeeStandingCard.tsx';

/** Edit an employee (pessimistic: the server's answer decides); terminate and rehire beside it. */
export function EmployeeEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={useSavedNotice('employees', 'Employee', 'updated')}
      aside={<EmployeeStandingCard />}
      sx={{ '& .RaEdit-main': { flexDirection: { xs: 'column', md: 'row' } } }}
    >
      <Box sx={{ width: '100%' }}>
        <SimpleForm warnWhenUnsavedChanges noValidate resolver={employeeResolver}>
          <EmployeeInputs />
        </SimpleForm>
        <HistorySection />
      </Box>
    </Edit>
  );
}
