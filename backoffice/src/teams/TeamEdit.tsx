import {
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import type { Team } from '@tp/domain';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { TeamInputs, teamResolver } from './TeamInputs.tsx';

function TeamEditToolbar() {
  const team = useRecordContext<Team>();
  const { canAccess: canDelete } = useCanAccess({
    action: 'delete',
    resource: 'teams',
    record: team,
  });
  const deleted = useSavedNotice('teams', 'Team', 'deleted');
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete ? (
        <DeleteWithConfirmButton
          mutationOptions={deleted}
          confirmTitle="Delete this team?"
          confirmContent="The team and its memberships are deleted for good. Its tutors and advisors stay."
        />
      ) : null}
    </Toolbar>
  );
}

/** Edit a team's name, type, manager and members (pessimistic: the server's answer decides). */
export function TeamEdit() {
  return (
    <Edit mutationMode="pessimistic" mutationOptions={useSavedNotice('teams', 'Team', 'updated')}>
      <SimpleForm warnWhenUnsavedChanges resolver={teamResolver} toolbar={<TeamEditToolbar />}>
        <TeamInputs />
      </SimpleForm>
    </Edit>
  );
}
