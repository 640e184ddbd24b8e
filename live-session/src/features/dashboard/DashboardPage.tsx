import { useMemo, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  NEW_NOTICE_EVENT,
  SCHEDULE_CHANGE_EVENT,
  privateUserChannel,
  refreshesTutoringHistory,
} from '@tp/domain';
import { useErrorToast } from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useRealtimeEvent } from '../../realtime/useRealtimeEvent.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import type { ScheduleSelection } from '../schedule/ScheduleDialogs.tsx';
import { LazyScheduleDialogs } from '../schedule/LazyScheduleDialogs.ts';
import { displayTimeZone } from '../shell/display-zone.ts';
import { AvailabilityWidget } from './AvailabilityWidget.tsx';
import { LazyCourseSessionsDialog } from './LazyCourseSessionsDialog.ts';
import { DayAgenda } from './DayAgenda.tsx';
import { TargetsWidget } from './TargetsWidget.tsx';
import type { DashboardOutletContext, SessionsTarget } from './dashboard-context.ts';
import { todayIn } from './dashboard-dates.ts';
import { useDayAgenda } from './useDayAgenda.ts';
import { useDashboardData } from './useDashboardData.ts';
import { useUpcomingFromUrl } from './useUpcomingFromUrl.ts';

const QUARTER_HOUR_MS = 15 * 60_000;
const DEFAULT_EVENT_MS = 15 * 60_000;

/** The next quarter hour: where the New event button puts a new event. */
function nextQuarterHour(now: Date): Date {
  return new Date(Math.ceil(now.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
}

/**
 * `/tutor/dashboard` (spec §2): the greeting, this week's availability, the weekly targets,
 * the Tutoring and Courses tabs with their counts, and today's agenda with new students
 * highlighted. Sessions open their detail modal; New event opens the New Event modal.
 */
export function DashboardPage() {
  const { user } = useSignIn();
  const { httpClient } = useAppServices();
  const toastError = useErrorToast();
  const { pathname } = useLocation();
  const zone = displayTimeZone(user);
  // Today, read once: the page does not jump to a new day while open.
  const [now] = useState(() => new Date());
  const today = useMemo(() => todayIn(now, zone), [now, zone]);
  const tutorId = user?.tutorId ?? null;
  const [selection, setSelection] = useState<ScheduleSelection>(null);
  const [sessionsOf, setSessionsOf] = useState<SessionsTarget | null>(null);
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  // The lists reload after the tutor edits or deletes sessions from them (hours, counts).
  const [listsVersion, setListsVersion] = useState(0);

  const data = useDashboardData(httpClient, tutorId, zone, now, toastError, listsVersion);
  const agenda = useDayAgenda(httpClient, tutorId, today, version, toastError);
  const channel = user ? privateUserChannel('tutor', user.id) : null;
  // Live updates start after the first content (pusher-js is not part of it): what changed
  // before is read again then.
  useRealtimeEvent(channel, SCHEDULE_CHANGE_EVENT, reload, {
    deferred: true,
    onSubscribed: reload,
  });
  // A New Student notice: the tutoring history (the Tutoring tab's list) has a new student.
  const reloadLists = () => setListsVersion((v) => v + 1);
  useRealtimeEvent(
    channel,
    NEW_NOTICE_EVENT,
    (data) => {
      if (refreshesTutoringHistory(data)) reloadLists();
    },
    { deferred: true, onSubscribed: reloadLists },
  );

  // A notice's action about a course (New Assignment, Pace Target, Session Update).
  useUpcomingFromUrl(data, setSessionsOf);

  const activeTab = pathname.endsWith('/courses')
    ? 'courses'
    : pathname.endsWith('/students')
      ? 'students'
      : false;
  // Spec §2: the Tutoring tab is there when any tutoring history exists; tabs hide when only one is.
  const showTabs = data !== null && data.hasTutoringHistory && data.courses.length > 0;
  const context: DashboardOutletContext | null = data
    ? { data, openSessions: setSessionsOf }
    : null;

  const newEvent = () => {
    const start = nextQuarterHour(new Date());
    setSelection({ kind: 'new-event', start, end: new Date(start.getTime() + DEFAULT_EVENT_MS) });
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1 }}
      >
        <div>
          <Typography variant="h5" component="h1">
            Hello, {user?.firstName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Here is your week at a glance.
          </Typography>
        </div>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/tutor/schedule" variant="outlined">
            Open schedule
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={newEvent}>
            New event
          </Button>
        </Stack>
      </Stack>
      {tutorId === null ? (
        <Alert severity="warning">
          Your account has no tutor profile, so there is no dashboard to show.
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1.3fr' },
          gridTemplateAreas: {
            xs: '"availability" "targets" "agenda" "lists"',
            md: '"availability targets agenda" "lists lists agenda"',
          },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridArea: 'availability', height: '100%' }}>
          <AvailabilityWidget availabilities={data?.weekAvailabilities ?? null} now={now} />
        </Box>
        <Box sx={{ gridArea: 'targets', height: '100%' }}>
          <TargetsWidget tutor={data?.tutor ?? null} isLoading={data === null} />
        </Box>
        <Box sx={{ gridArea: 'agenda' }}>
          <DayAgenda
            agenda={agenda}
            zone={zone}
            onOpenSession={(sessionId) => setSelection({ kind: 'session', sessionId })}
            onOpenEvent={(eventId) => setSelection({ kind: 'event', eventId })}
          />
        </Box>
        <Card variant="outlined" sx={{ gridArea: 'lists', px: 2, pb: 1 }}>
          {showTabs ? (
            <Tabs value={activeTab} aria-label="Dashboard lists">
              <Tab
                label={`Tutoring (${data.students.length})`}
                value="students"
                component={RouterLink}
                to="/tutor/dashboard/students"
              />
              <Tab
                label={`Courses (${data.courses.length})`}
                value="courses"
                component={RouterLink}
                to="/tutor/dashboard/courses"
              />
            </Tabs>
          ) : data && (data.hasTutoringHistory || data.courses.length > 0) ? (
            <Typography variant="h6" component="h2" sx={{ pt: 2 }}>
              {data.hasTutoringHistory
                ? `Tutoring (${data.students.length})`
                : `Courses (${data.courses.length})`}
            </Typography>
          ) : null}
          {context ? (
            <Outlet context={context} />
          ) : (
            // A skeleton of the list, as the agenda's: LinearProgress would be one more script
            // before the dashboard's first content.
            <Skeleton
              variant="rounded"
              height={120}
              sx={{ my: 2 }}
              aria-label="Loading your sessions and courses"
            />
          )}
        </Card>
      </Box>
      <LazyScheduleDialogs
        selection={selection}
        onSelectionChange={setSelection}
        onChanged={reload}
      />
      <LazyCourseSessionsDialog
        target={sessionsOf}
        onClose={() => setSessionsOf(null)}
        onChanged={() => {
          reload();
          setListsVersion((v) => v + 1);
        }}
      />
    </Stack>
  );
}
