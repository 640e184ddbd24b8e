import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useNotify, useRedirect, type RaRecord } from 'react-admin';
import { CourseInputs, courseResolver } from './CourseInputs.tsx';

function CourseEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        confirmTitle="Delete this course?"
        confirmContent="The course, its sessions and its history are deleted for good. A course with enrollments can't be deleted: cancel it instead."
      />
    </Toolbar>
  );
}

/** Edit a course (pessimistic: the server's answer decides), then back to its page. */
export function CourseEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          notify(`Course ${String(record.name)} updated`, { type: 'success' });
          redirect('show', 'courses', record.id);
        },
      }}
    >
      <SimpleForm
        warnWhenUnsavedChanges
        noValidate
        resolver={courseResolver}
        toolbar={<CourseEditToolbar />}
      >
        <CourseInputs />
      </SimpleForm>
    </Edit>
  );
}
