import { useState, type ReactElement } from 'react';
import {
  Button,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material';
import {
  DataTable,
  Pagination,
  ReferenceManyField,
  SimpleList,
  useCanAccess,
  useListContext,
  useRecordContext,
} from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Course, Session } from '@tp/domain';
import { DateInZoneField } from '../time/DateInZoneField.tsx';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { SessionDetailDialog } from '../sessions/SessionDetailDialog.tsx';
import { openRow, type OnOpen } from '../sessions/openRow.ts';
import { StaffSessionEditor } from '../sessions/StaffSessionEditor.tsx';
import { sessionTypeLabel } from '@tp/domain';
import { CourseSessionsCalendar } from './CourseSessionsCalendar.tsx';

const UPCOMING_FILTER = { upcoming: true };
const ALL_FILTER = {};
const SOONEST_FIRST = { field: 'startsAt', order: 'ASC' } as const;
/** The supervising tutor comes embedded so the table names them without more requests. */
const SESSION_QUERY_OPTIONS = { meta: { include: 'supervisor' } };

/**
 * Shown by the table or list itself: with a permanent filter (upcoming) react-admin would
 * otherwise say "No sessions found using the current filters" and offer to clear them.
 */
const NO_UPCOMING_SESSIONS = <Typography color="text.secondary">No upcoming sessions.</Typography>;
const NO_SESSIONS = <Typography color="text.secondary">No sessions.</Typography>;

function supervisorName(session: Session): string {
  return session.supervisor ? `${session.supervisor.firstName} ${session.supervisor.lastName}` : '';
}

/**
 * The course's sessions, soonest first, times in the user's zone: those still to come
 * (`upcoming`) or all of them; 10, 20 or 50 a page (spec scheduling §9). A session opens in
 * the session detail modal, whose Edit moves on to the session editor.
 */
export function CourseSessions({ upcoming }: { upcoming: boolean }) {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const empty = upcoming ? NO_UPCOMING_SESSIONS : NO_SESSIONS;
  const course = useRecordContext<Course>();
  const zone = useDisplayTimeZone();
  const [params] = useSearchParams();
  // Staff spec §2: the course route takes an optional addSessions query: open the editor.
  const [editing, setEditing] = useState<Editing | null>(() =>
    params.has('addSessions') ? { ids: [], unselect: null } : null,
  );
  const { canAccess = false } = useCanAccess({ action: 'saveBatch', resource: 'sessions' });
  const edit = canAccess
    ? (ids: number[], unselect: (() => void) | null) => setEditing({ ids, unselect })
    : null;
  // Phones have no table to check rows in: the calendar is where they pick sessions.
  const [view, setView] = useState<'list' | 'calendar'>('list');
  const [openSessionId, setOpenSessionId] = useState<number | null>(null);
  return (
    <>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_, next: 'list' | 'calendar' | null) => next && setView(next)}
        aria-label="Show the sessions as"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="list">List</ToggleButton>
        <ToggleButton value="calendar">Calendar</ToggleButton>
      </ToggleButtonGroup>
      {view === 'calendar' && course ? (
        <CourseSessionsCalendar
          course={course}
          upcoming={upcoming}
          zone={zone}
          onEdit={edit}
          onOpen={setOpenSessionId}
        />
      ) : (
        <SessionList
          upcoming={upcoming}
          isSmall={isSmall}
          empty={empty}
          onEdit={edit}
          onOpen={setOpenSessionId}
        />
      )}
      {edit && course ? (
        // Below the list: the bulk actions bar covers the space above the table.
        <Stack direction="row" sx={{ mt: 1 }}>
          <Button size="small" variant="outlined" onClick={() => edit([], null)}>
            Add sessions
          </Button>
        </Stack>
      ) : null}
      <SessionDetailDialog sessionId={openSessionId} onClose={() => setOpenSessionId(null)} />
      {course && canAccess && editing !== null ? (
        <StaffSessionEditor
          sessionIds={editing.ids}
          courseId={course.id}
          onClose={() => setEditing(null)}
          // The edited sessions are gone (replaced): their selection goes with them.
          onSaved={() => editing.unselect?.()}
        />
      ) : null}
    </>
  );
}

/** The sessions being edited (none: adding), and how to clear the list's selection after. */
interface Editing {
  ids: number[];
  unselect: (() => void) | null;
}

type OnEdit = ((ids: number[], unselect: (() => void) | null) => void) | null;

function SessionList({
  upcoming,
  isSmall,
  empty,
  onEdit,
  onOpen,
}: {
  upcoming: boolean;
  isSmall: boolean;
  empty: ReactElement;
  onEdit: OnEdit;
  onOpen: OnOpen;
}) {
  return (
    <ReferenceManyField<Session>
      reference="sessions"
      target="courseId"
      filter={upcoming ? UPCOMING_FILTER : ALL_FILTER}
      sort={SOONEST_FIRST}
      perPage={10}
      queryOptions={SESSION_QUERY_OPTIONS}
      pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}
      empty={empty}
    >
      {isSmall ? (
        <SessionSimpleList empty={empty} onOpen={onOpen} />
      ) : (
        <SessionTable empty={empty} onEdit={onEdit} onOpen={onOpen} />
      )}
    </ReferenceManyField>
  );
}

/** "Edit sessions": the selected sessions in the session editor, replaced on save. */
function EditSessionsButton({ onEdit }: { onEdit: NonNullable<OnEdit> }) {
  const { selectedIds, onUnselectItems } = useListContext<Session>();
  return (
    <Button size="small" onClick={() => onEdit(selectedIds.map(Number), onUnselectItems)}>
      Edit sessions
    </Button>
  );
}

function SessionTable({
  empty,
  onEdit,
  onOpen,
}: {
  empty: ReactElement;
  onEdit: OnEdit;
  onOpen: OnOpen;
}) {
  return (
    <DataTable<Session>
      bulkActionButtons={onEdit ? <EditSessionsButton onEdit={onEdit} /> : false}
      rowClick={openRow(onOpen)}
      empty={empty}
    >
      <DataTable.Col source="startsAt" label="Starts at" field={DateInZoneField} disableSort />
      <DataTable.Col source="name" label="Topic" disableSort />
      <DataTable.Col source="endsAt" label="Ends at" field={DateInZoneField} disableSort />
      <DataTable.Col
        source="type"
        render={(session) => sessionTypeLabel(session.type)}
        disableSort
      />
      <DataTable.Col label="Supervisor" render={supervisorName} disableSort />
      <DataTable.NumberCol source="assignmentsCount" label="Tutors" disableSort />
      <DataTable.NumberCol source="attendancesCount" label="Students" disableSort />
    </DataTable>
  );
}

function SessionSimpleList({ empty, onOpen }: { empty: ReactElement; onOpen: OnOpen }) {
  const zone = useDisplayTimeZone();
  return (
    <SimpleList<Session>
      primaryText={(session) => formatInZone(session.startsAt, zone)}
      secondaryText={(session) =>
        [
          sessionTypeLabel(session.type),
          supervisorName(session),
          `${session.attendancesCount} students`,
        ]
          .filter(Boolean)
          .join(' · ')
      }
      rowClick={openRow(onOpen)}
      empty={empty}
    />
  );
}
