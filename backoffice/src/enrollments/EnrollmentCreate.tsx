import { Create, SimpleForm, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useEnrollmentsPath } from './useEnrollmentsPath.ts';
import { ENROLLMENT_MESSAGES, enrollmentCreateForm, type Enrollment } from '@tp/domain';
import {
  CourseInput,
  EnrolleeChoices,
  StudentInput,
  useEnrolleeResolver,
  withoutStaleLimit,
} from './EnrollmentInputs.tsx';

/**
 * The enrollee form (spec §2): a student into a course, with a tutor choice. Creating happens
 * by saving (§4); a course given in the link (`?source={"courseId":…}`) is preset. Back to the
 * course's enrollees after.
 */
export function EnrollmentCreate() {
  const notify = useNotify();
  const navigate = useNavigate();
  const enrollmentsPath = useEnrollmentsPath();
  const { resolver, courseDatesRef } = useEnrolleeResolver(enrollmentCreateForm);
  return (
    <Create<Enrollment>
      transform={(values) => withoutStaleLimit(values)}
      mutationOptions={{
        onSuccess: (enrollment) => {
          notify(ENROLLMENT_MESSAGES.created, { type: 'success' });
          navigate(enrollmentsPath(`course/${enrollment.courseId}`));
        },
      }}
      title="Enroll a student"
    >
      <SimpleForm
        warnWhenUnsavedChanges
        noValidate
        resolver={resolver}
        defaultValues={{ type: 'Enrollment', tutorId: null, limitedAttendancesCount: null }}
      >
        <CourseInput />
        <StudentInput />
        <EnrolleeChoices courseDatesRef={courseDatesRef} />
      </SimpleForm>
    </Create>
  );
}
