import { Edit, SimpleForm, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { StudentInputs, studentResolver } from './StudentInputs.tsx';

/** Back to the student's profile after a save. */
function useStudentSaved() {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: (record: RaRecord) => {
      notify('Student updated', { type: 'success' });
      redirect('show', 'students', record.id);
    },
  };
}

/** Edit a student (pessimistic: the server's answer, and its 422s on the fields, decide). */
export function StudentEdit() {
  return (
    <Edit mutationMode="pessimistic" mutationOptions={useStudentSaved()}>
      <SimpleForm warnWhenUnsavedChanges resolver={studentResolver}>
        <StudentInputs />
      </SimpleForm>
    </Edit>
  );
}
