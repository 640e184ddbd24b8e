import { Card, CardContent, Typography } from '@mui/material';
import { SaveButton, SimpleForm, Title, Toolbar, useDataProvider, useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useEnrollmentsPath } from './useEnrollmentsPath.ts';
import {
  readCallFailure,
  readServerErrors,
  toFormErrors,
  type AppDataProvider,
} from '@tp/data-provider';
import {
  BATCH_ENROLL_MAX,
  ENROLLMENT_MESSAGES,
  enrollmentBatchForm,
  type EnrollmentBatch,
} from '@tp/domain';
import {
  CourseInput,
  EnrolleeChoices,
  StudentsInput,
  useEnrolleeResolver,
  withoutStaleLimit,
} from './EnrollmentInputs.tsx';

/**
 * Batch enroll (spec §2 "Modals: batch enroll"): several students into one course with the
 * same choices, in one transaction on the server: one already enrolled and nobody is.
 */
export function BatchEnroll() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const enrollmentsPath = useEnrollmentsPath();
  const [params] = useSearchParams();
  const courseId = Number(params.get('courseId')) || null;
  const { resolver, courseDatesRef } = useEnrolleeResolver(enrollmentBatchForm);

  async function save(values: FieldValues): Promise<FieldValues | undefined> {
    const data = withoutStaleLimit(values) as EnrollmentBatch;
    try {
      const { data: result } = await dataProvider.action('enrollments', 'batchEnroll', { data });
      notify(ENROLLMENT_MESSAGES.batchEnrolled(result.enrollmentIds.length), { type: 'success' });
      navigate(enrollmentsPath(`course/${data.courseId}`));
      return undefined;
    } catch (error) {
      const errors = readServerErrors(readCallFailure(error).body);
      // react-admin puts the returned errors on the fields and shows the sentence.
      return toFormErrors(errors ?? ['The students could not be enrolled.']);
    }
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Batch enroll" />
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Batch enroll
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Up to {BATCH_ENROLL_MAX} students into one course. If any of them is already enrolled,
          nobody is.
        </Typography>
        <SimpleForm
          warnWhenUnsavedChanges
          noValidate
          resolver={resolver}
          onSubmit={save}
          toolbar={
            <Toolbar>
              <SaveButton label="Enroll students" alwaysEnable />
            </Toolbar>
          }
          defaultValues={{
            courseId,
            studentIds: [],
            type: 'Enrollment',
            tutorId: null,
            limitedAttendancesCount: null,
          }}
        >
          <CourseInput />
          <StudentsInput />
          <EnrolleeChoices courseDatesRef={courseDatesRef} />
        </SimpleForm>
      </CardContent>
    </Card>
  );
}
