import { useMemo } from 'react';
import { Create, SimpleForm } from 'react-admin';
import { newEmployeeDefaultsFor, type EmployeeCreate as EmployeePayload } from '@tp/domain';
import { useAuthUser } from '../auth/AuthUserContext.tsx';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { EmployeeInputs, employeeResolver } from './EmployeeInputs.tsx';

/**
 * Spec §5: "a new employee defaults to title 'Admin' and roles admin", the roles kept to those
 * the user may grant: HR picks one (the admin role would sit in the form unseen, as the role
 * select offers HR no admin, and the save would be refused).
 */
function useDefaults(): Partial<EmployeePayload> {
  const { user } = useAuthUser();
  // One object while the user is the same: the form is reset when its defaults change.
  return useMemo(() => {
    const { title, roles } = newEmployeeDefaultsFor(user ?? { roles: [] });
    return { firstName: '', lastName: '', email: '', title, roles };
  }, [user]);
}

export function EmployeeCreate() {
  const defaults = useDefaults();
  return (
    <Create
      title="Add an employee"
      mutationOptions={useSavedNotice('employees', 'Employee', 'created')}
      redirect="list"
    >
      <SimpleForm
        warnWhenUnsavedChanges
        noValidate
        resolver={employeeResolver}
        defaultValues={defaults}
      >
        <EmployeeInputs />
      </SimpleForm>
    </Create>
  );
}
