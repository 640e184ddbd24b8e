import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SCHEDULE_CHANGE_EVENT, privateUserChannel } from '@tp/domain';
import { useErrorToast } from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useRealtimeEvent } from '../../realtime/useRealtimeEvent.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { displayTimeZone } from '../shell/display-zone.ts';
import type { ScheduleView } from './calendar-settings.ts';
import { ScheduleCalendar } from './ScheduleCalendar.tsx';
import { ScheduleLegend } from './ScheduleLegend.tsx';
import { formatDateParam, parseDateParam } from './schedule-date.ts';
import { availabilityEvent, sessionEvent } from './schedule-events.ts';
import { useScheduleData } from './useScheduleData.ts';
import { visibleRange } from './visible-range.ts';
import { createZonedLocalizer } from './zoned-localizer.ts';

/** Phones get the day view first: seven columns do not fit 390 px. */
const NARROW_SCREEN = '(max-width:600px)';

/**
 * `/tutor/schedule?date=YYYY-MM-DD`: the tutor's calendar in their zone, kept current by the
 * `schedule-change` events of their private channel.
 */
export function SchedulePage() {
  const { user } = useSignIn();
  const { httpClient } = useAppServices();
  const toastError = useErrorToast();
  const [params, setParams] = useSearchParams();
  const isNarrow = useMediaQuery(NARROW_SCREEN, { noSsr: true });
  const [view, setView] = useState<ScheduleView>(isNarrow ? 'day' : 'week');

  const zone = displayTimeZone(user);
  const localizer = useMemo(() => createZonedLocalizer(zone), [zone]);
  const dateParam = params.get('date');
  // Today, read once: the page does not jump to a new day while open.
  const [now] = useState(() => new Date());
  const date = useMemo(() => parseDateParam(dateParam, zone) ?? now, [dateParam, zone, now]);
  const range = useMemo(() => visibleRange(view, date, localizer), [view, date, localizer]);

  const tutorId = user?.tutorId ?? null;
  const { data, isLoading, reload } = useScheduleData(httpClient, tutorId, range, toastError);
  useRealtimeEvent(
    user ? privateUserChannel('tutor', user.id) : null,
    SCHEDULE_CHANGE_EVENT,
    reload,
  );

  const sessions = useMemo(
    () => data.sessions.map((s) => sessionEvent(s, new Date())),
    [data.sessions],
  );
  const availabilities = useMemo(
    () => data.availabilities.map((a) => availabilityEvent(a, new Date())),
    [data.availabilities],
  );

  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1 }}
      >
        <Typography variant="h5" component="h1">
          Schedule
        </Typography>
        <ScheduleLegend />
      </Stack>
      {tutorId === null ? (
        <Alert severity="warning">
          Your account has no tutor profile, so there is no schedule to show.
        </Alert>
      ) : null}
      <Box sx={{ height: 4 }}>
        {isLoading ? <LinearProgress aria-label="Loading schedule" /> : null}
      </Box>
      <Box
        data-testid="schedule-calendar"
        aria-busy={isLoading}
        sx={{
          height:
            view === 'month'
              ? { xs: 620, md: 760 }
              : { xs: 'calc(100vh - 180px)', md: 'max(560px, calc(100vh - 260px))' },
          minHeight: 480,
        }}
      >
        <ScheduleCalendar
          timeZone={zone}
          view={view}
          date={date}
          sessions={sessions}
          availabilities={availabilities}
          onView={setView}
          onNavigate={(next) => setParams({ date: formatDateParam(next, zone) })}
        />
      </Box>
    </Stack>
  );
}
