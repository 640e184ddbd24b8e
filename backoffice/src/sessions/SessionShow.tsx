import { useState, type ReactNode } from 'react';
import { HistorySection } from '../audit/HistoryTab.tsx';
import { Box, Card, CardContent, Grid, Link as MuiLink, Typography } from '@mui/material';
import { Link, Show, useRecordContext } from 'react-admin';
import type { Session } from '@tp/domain';
import { AttendancePanel, ToastProvider } from '@tp/ui';
import { useHttpClient } from '../api/useHttpClient.ts';
import { ADMIN_BASE } from '../auth/homeUrl.ts';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import {
  HOMEWORK_HELP_ATTENDANCE_CHANGE_EVENT,
  formatDuration,
  homeworkHelpSessionChannel,
  sessionTypeLabel,
} from '@tp/domain';
import { useRealtimeEvent } from '../realtime/useRealtimeEvent.ts';
import { useStaffSchedulingApp } from './useStaffSchedulingApp.ts';

const SHOW_QUERY_OPTIONS = { meta: { include: 'course,supervisor' } };

function SessionTitle() {
  const session = useRecordContext<Session>();
  return <>{session?.course?.title ?? session?.name ?? 'Session'}</>;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Grid>
  );
}

function sessionStatus(session: Session, now: Date): string {
  if (session.canceledAt) return 'Canceled';
  return new Date(session.endsAt) <= now ? 'Ended' : 'Scheduled';
}

/** When, which course, the type and the tutor: what staff check before the attendance. */
function SessionSummary() {
  const session = useRecordContext<Session>();
  const zone = useDisplayTimeZone();
  if (!session) return null;
  const supervisor = session.supervisor
    ? [session.supervisor.firstName, session.supervisor.lastName].filter(Boolean).join(' ')
    : 'No tutor';
  return (
    <Card variant="outlined">
      <CardContent>
        <Grid container spacing={2}>
          <Item label="Starts at">{formatInZone(session.startsAt, zone)}</Item>
          <Item label="Duration">{formatDuration(session.duration)}</Item>
          <Item label="Type">{sessionTypeLabel(session.type)}</Item>
          <Item label="Tutor">{supervisor}</Item>
          <Item label="Course">
            {session.course ? (
              <MuiLink component={Link} to={`${ADMIN_BASE}/courses/${session.courseId}/show`}>
                {session.course.title}
              </MuiLink>
            ) : (
              `#${session.courseId}`
            )}
          </Item>
          <Item label="Status">{sessionStatus(session, new Date())}</Item>
        </Grid>
      </CardContent>
    </Card>
  );
}

/**
 * The attendance of the session (spec scheduling §2, §6): scheduling staff take and edit it
 * as the admin app; other staff read it as the CRM app. The server checks it again.
 */
function SessionAttendance() {
  const session = useRecordContext<Session>();
  const app = useStaffSchedulingApp();
  const zone = useDisplayTimeZone();
  // The panel calls the API itself, as in the tutor app.
  const httpClient = useHttpClient();
  // A student joining or leaving, or attendance taken elsewhere (the tutor's app), arrives
  // live (spec scheduling §4: attendance updates reach the other apps): the panel reloads.
  const [reloadKey, setReloadKey] = useState(0);
  useRealtimeEvent(
    session ? homeworkHelpSessionChannel(session.id) : null,
    HOMEWORK_HELP_ATTENDANCE_CHANGE_EVENT,
    () => setReloadKey((key) => key + 1),
  );
  if (!session || !app) return null;
  return (
    // The panel's toasts (saved, errors) show over the back-office like its notifications.
    <ToastProvider>
      <AttendancePanel
        sessionId={session.id}
        app={app}
        httpClient={httpClient}
        timeZone={zone}
        reloadKey={reloadKey}
      />
    </ToastProvider>
  );
}

/** A session for staff: its summary, then its attendance and subject allotments. */
export function SessionShow() {
  return (
    <Show title={<SessionTitle />} queryOptions={SHOW_QUERY_OPTIONS}>
      <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 } }}>
        <SessionSummary />
        <SessionAttendance />
      </Box>
      <HistorySection />
    </Show>
  );
}
