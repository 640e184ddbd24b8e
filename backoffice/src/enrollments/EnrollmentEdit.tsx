import { Typography } from '@mui/material';
import { Edit, SimpleForm, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { ENROLLMENT_MESSAGES, enrollmentUpdateForm, type Enrollment } from '@tp/domain';
import { EnrolleeChoices, useEnrolleeResolver, withoutStaleLimit } from './EnrollmentInputs.tsx';

function EditTitle() {
  const enrollment = useRecordContext<Enrollment>();
  return (
    <Typography variant="subtitle1" sx={{ mb: 1 }}>
      {enrollment ? `${enrollment.studentName} in ${enrollment.courseTitle}` : ''}
    </Typography>
  );
}

/** The enrollee form on an enrollment: its tutor, type, limit and start (pessimistic: 409 stays). */
export function EnrollmentEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  const { resolver, courseDatesRef } = useEnrolleeResolver(enrollmentUpdateForm);
  return (
    <Edit<Enrollment>
      mutationMode="pessimistic"
      transform={(values) =>
        withoutStaleLimit({
          tutorId: values.tutorId,
          type: values.type,
          limitedAttendancesCount: values.limitedAttendancesCount,
          startsAt: values.startsAt,
          lockVersion: values.lockVersion,
        })
      }
      mutationOptions={{
        onSuccess: (enrollment) => {
          notify(ENROLLMENT_MESSAGES.updated, { type: 'success' });
          redirect('show', 'enrollments', enrollment.id);
        },
      }}
    >
      <SimpleForm warnWhenUnsavedChanges noValidate resolver={resolver}>
        <EditTitle />
        <EnrolleeChoices courseDatesRef={courseDatesRef} />
      </SimpleForm>
    </Edit>
  );
}
