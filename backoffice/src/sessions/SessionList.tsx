import { useState } from 'react';
import { Link as MuiLink } from '@mui/material';
import { DataTable, Link, SimpleList, TopToolbar, useListContext } from 'react-admin';
import { DEFAULT_PER_PAGE, STAFFING_MESSAGES, type Session } from '@tp/domain';
import { ADMIN_BASE } from '../auth/homeUrl.ts';
import { ExportButton } from '../export/ExportButton.tsx';
import { dayWindowInZone } from '../dashboard/dayWindow.ts';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { ResourceList } from '../lists/ResourceList.tsx';
import { ResponsiveList } from '../lists/ResponsiveList.tsx';
import { NoResults } from '../lists/ListEmpty.tsx';
import { QuickFilterChips } from '../lists/QuickFilterChips.tsx';
import { SessionDetailDialog } from './SessionDetailDialog.tsx';
import { exportSessions } from './exportSessions.ts';
import { openRow, type OnOpen } from './openRow.ts';
import { sessionTypeLabel } from '@tp/domain';

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
  const filters = [
    { label: 'Today', values: { ...dayWindowInZone(new Date(), zone) } },
    { label: 'Without a tutor', values: { unassigned: true } },
  ];
  return <QuickFilterChips filters={filters} />;
}

/** Without a tutor on, the spec's words for no unassigned session (§8). */
function NoSessions() {
  const { filterValues } = useListContext<Session>();
  return (
    <NoResults>
      {filterValues.unassigned
        ? STAFFING_MESSAGES.noUnassignedSessions
        : 'No session matches these filters.'}
    </NoResults>
  );
}

const NO_SESSIONS = <NoSessions />;

/**
 * Sessions across courses, soonest first: when, which course (a link to it), the type, the
 * tutor and how many students attend. A session opens in the session detail modal (its
 * links, cancel and edit).
 */
export function SessionList() {
  const [openSessionId, setOpenSessionId] = useState<number | null>(null);
  return (
    <>
      <ResourceList<Session>
        actions={
          <TopToolbar>
            <SessionQuickFilters />
            <ExportButton run={exportSessions} />
          </TopToolbar>
        }
        perPage={DEFAULT_PER_PAGE}
        sort={{ field: 'startsAt', order: 'ASC' }}
        queryOptions={LIST_QUERY_OPTIONS}
        empty={false}
      >
        <ResponsiveList
          phone={<SessionSimpleList onOpen={setOpenSessionId} />}
          table={<SessionTable onOpen={setOpenSessionId} />}
        />
      </ResourceList>
      <SessionDetailDialog sessionId={openSessionId} onClose={() => setOpenSessionId(null)} />
    </>
  );
}

function SessionTable({ onOpen }: { onOpen: OnOpen }) {
  const zone = useDisplayTimeZone();
  return (
    <DataTable<Session> rowClick={openRow(onOpen)} bulkActionButtons={false} empty={NO_SESSIONS}>
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

function SessionSimpleList({ onOpen }: { onOpen: OnOpen }) {
  const zone = useDisplayTimeZone();
  return (
    <SimpleList<Session>
      primaryText={(session) => session.course?.title ?? `Course ${session.courseId}`}
      secondaryText={(session) => `${sessionTypeLabel(session.type)} · ${tutorName(session)}`}
      tertiaryText={(session) => formatInZone(session.startsAt, zone, 'MMM D, h:mm A')}
      rowClick={openRow(onOpen)}
      empty={NO_SESSIONS}
    />
  );
}
