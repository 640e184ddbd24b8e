import { Create, SimpleForm } from 'react-admin';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { TeamInputs, teamResolver } from './TeamInputs.tsx';

export function TeamCreate() {
  return (
    <Create mutationOptions={useSavedNotice('teams', 'Team', 'created')}>
      <SimpleForm
        warnWhenUnsavedChanges
        resolver={teamResolver}
        defaultValues={{ name: '', type: 'Tutor', managerId: null, tutorIds: [], advisorIds: [] }}
      >
        <TeamInputs />
      </SimpleForm>
    </Create>
  );
}
