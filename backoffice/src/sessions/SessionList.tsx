import { Box, Chip, Link as MuiLink, Stack, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import {
  DataTable,
  Link,
  List,
  Pagination,
  SimpleList,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { DEFAULT_PER_PAGE, RESOURCE_PAGE_SIZES, type Session } from '@tp/domain';
import { ADMIN_BASE } from '../auth/homeUrl.ts';
import { dayWindowInZone } from '../dashboard/dayWindow.ts';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { sessionTypeLabel } from './sessionTypeLabel.ts';

const LIST_QUERY_OPTIONS = { meta: { include: 'course,supervisor' } };

function tutorName(session: Session): string {
  if (!session.supervisor && session.assignmentsCount === 0) return 'No tutor';
  const { firstName, lastName } = session.supervisor ?? {};
  return [firstName, lastName].filter(Boolean).join(' ') || `${session.assignmentsCount} assigned`;
}

/**
 * The quick filters: Today (the viewer's day, midnight to midnight in their zone) and Without
 * a tutor; each is on or off. The dashboard's card links here with both on.
 */
function SessionQuickFilters() {
  const zone = useDisplayTimeZone();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const values = filterValues as Record<string, unknown>;
  const today = dayWindowInZone(new Date(), zone);
  const isToday = values.startsAt === today.startsAt && values.endsAt === today.endsAt;
  const isUnassigned = values.unassigned === true;

  function toggleToday() {
    const { startsAt: _startsAt, endsAt: _endsAt, ...others } = values;
    setFilters(isToday ? others : { ...others, ...today }, displayedFilters);
  }
  function toggleUnassigned() {
    const { unassigned: _unassigned, ...others } = values;
    setFilters(isUnassigned ? others : { ...others, unassigned: true }, displayedFilters);
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <QuickFilter label="Today" isOn={isToday} onClick={toggleToday} />
      <QuickFilter label="Without a tutor" isOn={isUnassigned} onClick={toggleUnassigned} />
    </Stack>
  );
}

function QuickFilter({ label, isOn, onClick }: { label: string; isOn: boolean; onClick(): void }) {
  return (
    <Chip
      label={label}
      color={isOn ? 'primary' : 'default'}
      variant={isOn ? 'filled' : 'outlined'}
      aria-pressed={isOn}
      onClick={onClick}
    />
  );
}

function NoSessions() {
  return (
    <Box sx={{ p: 3 }}>
      <Typography>No session matches these filters.</Typography>
    </Box>
  );
}

/**
 * Sessions across courses, soonest first: when, which course (a link to it), the type, the
 * tutor and how many students attend. Read-only here; sessions are edited from their course.
 */
export function SessionList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<Session>
      actions={
        <TopToolbar>
          <SessionQuickFilters />
        </TopToolbar>
      }
      perPage={DEFAULT_PER_PAGE}
      sort={{ field: 'startsAt', order: 'ASC' }}
      queryOptions={LIST_QUERY_OPTIONS}
      pagination={<Pagination rowsPerPageOptions={[...RESOURCE_PAGE_SIZES]} />}
      exporter={false}
      empty={false}
    >
      {isSmall ? <SessionSimpleList /> : <SessionTable />}
    </List>
  );
}

function SessionTable() {
  const zone = useDisplayTimeZone();
  return (
    <DataTable<Session> rowClick={false} bulkActionButtons={false} empty={<NoSessions />}>
      <DataTable.Col
        source="startsAt"
        label="Starts"
        render={(session) => formatInZone(session.startsAt, zone)}
      />
      <DataTable.Col
        source="courseId"
        label="Course"
        disableSort
        render={(session) => (
          <MuiLink component={Link} to={`${ADMIN_BASE}/courses/${session.courseId}/show`}>
            {session.course?.title ?? `Course ${session.courseId}`}
          </MuiLink>
        )}
      />
      <DataTable.Col source="type" label="Type" render={(s) => sessionTypeLabel(s.type)} />
      <DataTable.Col source="supervisorId" label="Tutor" disableSort render={tutorName} />
      <DataTable.Col source="attendancesCount" label="Students" disableSort />
    </DataTable>
  );
}

function SessionSimpleList() {
  const zone = useDisplayTimeZone();
  return (
    <SimpleList<Session>
      primaryText={(session) => session.course?.title ?? `Course ${session.courseId}`}
      secondaryText={(session) => `${sessionTypeLabel(session.type)} · ${tutorName(session)}`}
      tertiaryText={(session) => formatInZone(session.startsAt, zone, 'MMM D, h:mm A')}
      rowClick={(_id, _resource, session) => `${ADMIN_BASE}/courses/${session.courseId}/show`}
      empty={<NoSessions />}
    />
  );
}
