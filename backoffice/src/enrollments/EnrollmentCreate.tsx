import { zodResolver } from '@hookform/resolvers/zod';
import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { ENROLLMENT_MESSAGES, enrollmentCreateForm, type Enrollment } from '@tp/domain';
import {
  CourseInput,
  EnrolleeChoices,
  StudentInput,
  withoutStaleLimit,
} from './EnrollmentInputs.tsx';

const resolver = zodResolver(enrollmentCreateForm);

/**
 * The enrollee form (spec §2): a student into a course, with a tutor choice. Creating happens
 * by saving (§4); a course given in the link (`?source={"courseId":…}`) is preset. Back to the
 * course's enrollees after.
 */
export function EnrollmentCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create<Enrollment>
      transform={(values) => withoutStaleLimit(values)}
      mutationOptions={{
        onSuccess: (enrollment) => {
          notify(ENROLLMENT_MESSAGES.created, { type: 'success' });
          redirect(`/enrollments/course/${enrollment.courseId}`);
        },
      }}
      title="Enroll a student"
    >
      <SimpleForm
        resolver={resolver}
        defaultValues={{ type: 'Enrollment', tutorId: null, limitedAttendancesCount: null }}
      >
        <CourseInput />
        <StudentInput />
        <EnrolleeChoices />
      </SimpleForm>
    </Create>
  );
}
