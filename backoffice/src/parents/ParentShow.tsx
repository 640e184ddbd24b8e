import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { HistorySection } from '../audit/HistoryTab.tsx';
import { ContactHistoryPanel } from '../contact-histories/ContactHistoryPanel.tsx';
import {
  BooleanField,
  EditButton,
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Parent } from '@tp/domain';
import { CardStatusIcon } from './CardStatusIcon.tsx';
import { DateInZoneField } from '../time/DateInZoneField.tsx';
import { DATE_FORMAT } from '../time/formatInZone.ts';
import { ParentActions } from './ParentActions.tsx';
import { parentName } from './parentChoices.ts';

function ParentShowActions() {
  const parent = useRecordContext<Parent>();
  const { canAccess: canEdit = false } = useCanAccess({
    action: 'edit',
    resource: 'parents',
    record: parent,
  });
  return <TopToolbar>{canEdit ? <EditButton /> : null}</TopToolbar>;
}

/** The contact's students, each a link to the student's page (the record's neighbours). */
function StudentLinks() {
  const parent = useRecordContext<Parent>();
  const createPath = useCreatePath();
  if (!parent || parent.studentIds.length === 0)
    return <Typography variant="body2">No students yet</Typography>;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {parent.studentIds.map((id, index) => (
        <Chip
          key={id}
          label={parent.studentNames[index] ?? `Student ${id}`}
          component={RouterLink}
          to={createPath({ resource: 'students', id, type: 'show' })}
          clickable
          size="small"
        />
      ))}
    </Stack>
  );
}

/** The advisor, linking to their other contacts (the list filtered on them, for directors). */
function AdvisorLink() {
  const parent = useRecordContext<Parent>();
  const createPath = useCreatePath();
  if (!parent) return null;
  if (parent.employeeId === null) return <Typography variant="body2">Unassigned</Typography>;
  const filter = encodeURIComponent(
    JSON.stringify({ type: parent.type, assignedTo: String(parent.employeeId) }),
  );
  const list = createPath({ resource: 'parents', type: 'list' });
  return (
    <Link component={RouterLink} to={`${list}?filter=${filter}`} variant="body2">
      {parent.employeeName}
    </Link>
  );
}

function AccountState() {
  const parent = useRecordContext<Parent>();
  if (!parent) return null;
  const states = [
    parent.active ? null : 'Inactive contact',
    parent.isLocked ? 'Locked' : null,
    parent.isFrozen ? 'Frozen' : null,
  ].filter((state): state is string => state !== null);
  if (states.length === 0) return <Typography variant="body2">Active</Typography>;
  return (
    <Stack direction="row" spacing={1}>
      {states.map((state) => (
        <Chip key={state} label={state} size="small" color="warning" />
      ))}
    </Stack>
  );
}

function ParentTitle() {
  const parent = useRecordContext<Parent>();
  return (
    <span>
      {parent ? `${parent.type === 'Lead' ? 'Lead' : 'Parent'}: ${parentName(parent)}` : ''}
    </span>
  );
}

/** The family's contact history (spec §3 Contact history), below the details. */
function ParentContact() {
  const parent = useRecordContext<Parent>();
  if (!parent) return null;
  return (
    <Box sx={{ px: 2 }}>
      <ContactHistoryPanel regardingType="Parent" regardingId={parent.id} />
    </Box>
  );
}

/** A parent or lead: details, students, advisor, account state and the actions beside. */
export function ParentShow() {
  return (
    <Show
      actions={<ParentShowActions />}
      title={<ParentTitle />}
      aside={<ParentActions />}
      sx={{ '& .RaShow-main': { flexDirection: { xs: 'column', md: 'row' } } }}
    >
      <SimpleShowLayout>
        <TextField source="fullName" label="Name" />
        <TextField source="email" label="E-mail" />
        <TextField source="phone" emptyText="—" />
        <TextField source="timeZone" label="Time zone" emptyText="—" />
        <TextField source="type" />
        <TextField source="status" />
        <Labeled label="Account">
          <AccountState />
        </Labeled>
        <FunctionField<Parent>
          label="Card status"
          render={(parent) => <CardStatusIcon status={parent.cardStatus} />}
        />
        <Labeled label="Advisor">
          <AdvisorLink />
        </Labeled>
        <Labeled label="Students">
          <StudentLinks />
        </Labeled>
        <TextField source="address.formatted" label="Address" emptyText="—" />
        <TextField source="source" label="Referral source" emptyText="—" />
        <TextField source="callsCount" label="Calls" />
        <DateInZoneField source="lastContactedAt" label="Last contact" format={DATE_FORMAT} />
        <TextField source="npsScore" label="NPS" emptyText="—" />
        <BooleanField source="vip" label="VIP" />
        <DateInZoneField source="createdAt" label="Created" format={DATE_FORMAT} />
      </SimpleShowLayout>
      <ParentContact />
      <HistorySection />
    </Show>
  );
}
