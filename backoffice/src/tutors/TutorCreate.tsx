import { Create, SimpleForm } from 'react-admin';
import type { TutorCreate as TutorPayload } from '@tp/domain';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { TutorInputs, tutorResolver } from './TutorInputs.tsx';

const DEFAULTS: Partial<TutorPayload> = {
  firstName: '',
  lastName: '',
  email: '',
  subjectIds: [],
  departmentIds: [],
  acceptNewStudents: true,
  featured: false,
  essayGrader: false,
  curriculumWork: false,
  deliveryTarget: 0,
  availabilityTarget: 0,
};

/** Spec §6: 'Add a Tutor'. The new tutor's account is mailed its confirmation. */
export function TutorCreate() {
  return (
    <Create title="Add a Tutor" mutationOptions={useSavedNotice('tutors', 'Tutor', 'created')}>
      <SimpleForm
        warnWhenUnsavedChanges
        noValidate
        resolver={tutorResolver}
        defaultValues={DEFAULTS}
      >
        <TutorInputs />
      </SimpleForm>
    </Create>
  );
}
