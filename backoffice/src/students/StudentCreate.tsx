import { Create, SimpleForm, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { StudentInputs, studentResolver } from './StudentInputs.tsx';

export function StudentCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (record: RaRecord) => {
    notify('Student created', { type: 'success' });
    redirect('show', 'students', record.id);
  };
  return (
    <Create mutationOptions={{ onSuccess }}>
      <SimpleForm
        warnWhenUnsavedChanges
        resolver={studentResolver}
        defaultValues={{
          firstName: '',
          lastName: '',
          grade: null,
          parentId: null,
          timeZone: null,
          note: null,
          active: true,
        }}
      >
        <StudentInputs />
      </SimpleForm>
    </Create>
  );
}
