import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import type { HttpClient } from '@tp/data-provider';
import type { SchedulingApp } from '../scheduling/SessionDetailModal.tsx';
import { browserZone } from '../scheduling/session-detail/format-session-time.ts';
import { AttendanceSheet } from './AttendanceSheet.tsx';
import { SubjectAllotments } from './SubjectAllotments.tsx';
import { attendanceContext } from './attendance-context.ts';
import { useAttendanceSession } from './useAttendanceSession.ts';

export interface AttendancePanelProps {
  sessionId: number;
  app: SchedulingApp;
  httpClient: HttpClient;
  /** Bumped by the page when a live update says the attendances changed. */
  reloadKey?: number;
  /** The student the page's selector picked (highlighted in the table), when any. */
  selectedStudentId?: number | null;
  /** After attendance or allotments were saved. */
  onSaved?(): void;
  /** The viewer's zone for joined-at and submitted-on; the browser's when unset. */
  timeZone?: string;
}

/**
 * The attendances panel (spec scheduling §2): the tutor and student tables with Take/Edit
 * Attendance and Submit, then the subject allotments once attendance is taken. It loads the
 * session itself, so the live-session page and the back-office host it the same way. The CRM
 * app sees it read-only (spec §6: the panel is for tutor and admin).
 */
export function AttendancePanel({
  sessionId,
  app,
  httpClient,
  reloadKey = 0,
  selectedStudentId = null,
  onSaved,
  timeZone,
}: AttendancePanelProps) {
  const { state, reload } = useAttendanceSession(httpClient, sessionId, reloadKey);

  if (state.status === 'loading')
    return (
      <Paper variant="outlined" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading attendance" />
      </Paper>
    );
  if (state.status === 'error')
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={reload}>
            Retry
          </Button>
        }
      >
        The attendance could not be loaded.
      </Alert>
    );

  const { session, now } = state;
  const context = attendanceContext(session);
  const mayEdit = context.canEdit && app !== 'crm';
  const hasStudents = (session.attendances ?? []).length > 0;
  const saved = () => {
    reload();
    onSaved?.();
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <AttendanceSheet
        // A fresh form for each version of the session (after a save or a live update).
        key={`${session.id}:${session.updatedAt}:${session.attendanceTakenAt ?? ''}`}
        session={session}
        context={context}
        mayEdit={mayEdit}
        now={now}
        zone={timeZone ?? browserZone()}
        selectedStudentId={selectedStudentId}
        httpClient={httpClient}
        onSubmitted={saved}
      />
      {context.attendanceTaken || (!hasStudents && context.isOpen) ? (
        <SubjectAllotments
          sessionId={session.id}
          httpClient={httpClient}
          mayEdit={mayEdit}
          reloadKey={reloadKey}
          onSaved={onSaved}
        />
      ) : null}
    </Box>
  );
}
