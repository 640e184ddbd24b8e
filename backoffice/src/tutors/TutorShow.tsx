import { Box, Chip, Stack, Typography } from '@mui/material';
import { HistorySection } from '../audit/HistoryTab.tsx';
import {
  DataTable,
  EditButton,
  Labeled,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useGetList,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { formatUsDate, type Session, type Team, type Tutor } from '@tp/domain';
import { TutorEducation } from './TutorEducation.tsx';
import { StatusChip } from '../employees/EmployeeList.tsx';
import { DateInZoneField } from '../time/DateInZoneField.tsx';
import { DATE_TIME_FORMAT } from '../time/formatInZone.ts';
import { EditTargetsButton } from './EditTargetsDialog.tsx';
import { SpoofTutorButton } from './SpoofTutorButton.tsx';
import { hoursText, listText, tutorFullName, yesNo } from './tutorLabels.ts';

function TutorShowActions() {
  const tutor = useRecordContext<Tutor>();
  const { canAccess: canEdit = false } = useCanAccess({
    action: 'edit',
    resource: 'tutors',
    record: tutor,
  });
  return (
    <TopToolbar>
      <SpoofTutorButton size="medium" />
      {/* Spec §6: the Admin app's 'Edit Tutors'. */}
      {/* Spec §2 Edit Targets modal: delivery and availability targets, 0 to 80. */}
      <EditTargetsButton />
      {canEdit ? <EditButton label="Edit Tutor" /> : null}
    </TopToolbar>
  );
}

function TutorTitle() {
  const tutor = useRecordContext<Tutor>();
  return <>{tutor ? tutorFullName(tutor) : 'Tutor'}</>;
}

/**
 * The teams the tutor manages or belongs to. Teams are few (one per region or group): the
 * page reads them all and keeps the tutor's, each linking to the team's page.
 */
function TutorTeams() {
  const tutor = useRecordContext<Tutor>();
  const createPath = useCreatePath();
  const { data: teams = [], isPending } = useGetList<Team>('teams', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  if (!tutor || isPending) return null;
  const mine = teams.filter(
    (team) => team.managerId === tutor.id || team.tutorIds.includes(tutor.id),
  );
  if (mine.length === 0) return <Typography variant="body2">Not in a team.</Typography>;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {mine.map((team) => (
        <Chip
          key={team.id}
          label={team.managerId === tutor.id ? `${team.name} (manager)` : team.name}
          component={Link}
          to={createPath({ resource: 'teams', id: team.id, type: 'show' })}
          clickable
          size="small"
        />
      ))}
    </Stack>
  );
}

const NO_UPCOMING_SESSIONS = <Typography variant="body2">No upcoming sessions.</Typography>;

/** The tutor's upcoming sessions (supervised or assigned), each linking to its course. */
function TutorSessions() {
  const createPath = useCreatePath();
  return (
    <ReferenceManyField<Tutor, Session>
      reference="sessions"
      target="tutorId"
      filter={{ upcoming: true }}
      sort={{ field: 'startsAt', order: 'ASC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}
      empty={NO_UPCOMING_SESSIONS}
    >
      {/* The field's own empty state never shows under a fixed filter: the table says it. */}
      <DataTable<Session>
        bulkActionButtons={false}
        empty={NO_UPCOMING_SESSIONS}
        rowClick={(_id, _resource, session) =>
          createPath({ resource: 'courses', id: session.courseId, type: 'show' })
        }
      >
        <DataTable.Col source="startsAt" label="Starts">
          <DateInZoneField source="startsAt" format={DATE_TIME_FORMAT} />
        </DataTable.Col>
        <DataTable.Col source="courseId" label="Course" disableSort>
          <ReferenceField source="courseId" reference="courses" link="show" />
        </DataTable.Col>
        <DataTable.Col source="type" />
        <DataTable.NumberCol source="duration" label="Minutes" />
      </DataTable>
    </ReferenceManyField>
  );
}

/**
 * A tutor: account, tier, subjects, departments, targets, education, teams and upcoming
 * sessions.
 */
export function TutorShow() {
  return (
    <Show actions={<TutorShowActions />} title={<TutorTitle />}>
      <SimpleShowLayout>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          <Labeled label="Name">
            <TextField source="firstName" />
          </Labeled>
          <Labeled label="Last name">
            <TextField source="lastName" />
          </Labeled>
          <Labeled label="E-mail">
            <TextField source="email" />
          </Labeled>
          <Labeled label="Time zone">
            <TextField source="timeZone" emptyText="—" />
          </Labeled>
          <Labeled label="Status">
            <TutorStatus />
          </Labeled>
        </Box>
        <TutorFacts />
        <Labeled label="Education">
          <TutorEducation />
        </Labeled>
        <Labeled label="Teams">
          <TutorTeams />
        </Labeled>
        <Labeled label="Upcoming sessions" fullWidth>
          <TutorSessions />
        </Labeled>
      </SimpleShowLayout>
      <HistorySection />
    </Show>
  );
}

function TutorStatus() {
  const tutor = useRecordContext<Tutor>();
  return <StatusChip active={tutor?.active ?? false} />;
}

function TutorFacts() {
  const tutor = useRecordContext<Tutor>();
  if (!tutor) return null;
  const facts: [string, string][] = [
    ['Tier', tutor.tierName ?? 'No tier'],
    ['Subjects', listText(tutor.subjectNames)],
    ['Departments', listText(tutor.departmentNames)],
    ['Accepting new students', yesNo(tutor.acceptNewStudents)],
    ['Delivery target', hoursText(tutor.deliveryTarget)],
    ['Availability target', hoursText(tutor.availabilityTarget)],
    ['Hired', formatUsDate(tutor.hireDate) || '—'],
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      {facts.map(([label, value]) => (
        <Box key={label}>
          <Typography variant="caption" color="text.secondary" component="div">
            {label}
          </Typography>
          <Typography variant="body2">{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}
