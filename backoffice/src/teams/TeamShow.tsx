import { Chip, Stack, Typography } from '@mui/material';
import { HistorySection } from '../audit/HistoryTab.tsx';
import {
  EditButton,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import type { Team } from '@tp/domain';
import { TeamStatsBars } from './TeamStatsBars.tsx';

function TeamShowActions() {
  const team = useRecordContext<Team>();
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: 'teams', record: team });
  return <TopToolbar>{canEdit ? <EditButton /> : null}</TopToolbar>;
}

function Members({ role }: { role: 'tutor' | 'advisor' }) {
  const team = useRecordContext<Team>();
  const members = team?.members.filter((member) => member.role === role) ?? [];
  if (members.length === 0)
    return (
      <Typography variant="body2">{role === 'tutor' ? 'No tutors' : 'No advisors'}</Typography>
    );
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {members.map((member) => (
        <Chip key={member.id} label={member.name} size="small" />
      ))}
    </Stack>
  );
}

/** A team: its manager, its tutors and advisors, and this week's stats bars. */
export function TeamShow() {
  return (
    <Show actions={<TeamShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="type" />
        <TextField source="managerName" label="Manager" emptyText="No manager" />
        <Labeled label="Tutors">
          <Members role="tutor" />
        </Labeled>
        <Labeled label="Advisors">
          <Members role="advisor" />
        </Labeled>
        <TeamStatsBars />
      </SimpleShowLayout>
      <HistorySection />
    </Show>
  );
}
