import { Create, SimpleForm } from 'react-admin';
import { NEW_EMPLOYEE_DEFAULTS, type EmployeeCreate as EmployeePayload } from '@tp/domain';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { EmployeeInputs, employeeResolver } from './EmployeeInputs.tsx';

/** Spec §5: "a new employee defaults to title 'Admin' and roles admin". */
const DEFAULTS: Partial<EmployeePayload> = {
  firstName: '',
  lastName: '',
  email: '',
  title: NEW_EMPLOYEE_DEFAULTS.title,
  roles: [...NEW_EMPLOYEE_DEFAULTS.roles],
};

export function EmployeeCreate() {
  return (
    <Create
      title="Add an employee"
      mutationOptions={useSavedNotice('employees', 'Employee', 'created')}
      redirect="list"
    >
      <SimpleForm noValidate resolver={employeeResolver} defaultValues={DEFAULTS}>
        <EmployeeInputs />
      </SimpleForm>
    </Create>
  );
}
