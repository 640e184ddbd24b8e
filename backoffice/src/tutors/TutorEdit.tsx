import { Edit, SimpleForm, useCanAccess } from 'react-admin';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { TutorInputs, tutorResolver, tutorTargetsResolver } from './TutorInputs.tsx';

/**
 * Spec §6: 'Edit Tutors'. Admins and HR change everything; instruction managers the targets
 * only (the server refuses any other field from them with a 403).
 */
export function TutorEdit() {
  const { canAccess: mayEditAll = false, isPending } = useCanAccess({
    action: 'create',
    resource: 'tutors',
  });
  const saved = useSavedNotice('tutors', 'Tutor', 'updated');
  if (isPending) return null;
  return (
    <Edit mutationMode="pessimistic" mutationOptions={saved}>
      <SimpleForm
        warnWhenUnsavedChanges
        noValidate
        resolver={mayEditAll ? tutorResolver : tutorTargetsResolver}
      >
        <TutorInputs targetsOnly={!mayEditAll} />
      </SimpleForm>
    </Edit>
  );
}
