import { useState, type ReactNode } from 'react';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EVENT_TYPE_LABELS, formatDuration, isPayableEventType } from '@tp/domain';
import { useLoaded } from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { displayTimeZone } from '../shell/display-zone.ts';
import { loadWorkLogRows, type WorkLogSession } from './work-log-api.ts';
import { shiftWeek, workLogOf, workLogWeekOf, type WorkLogWeek } from './work-log.ts';

const dayAndTime = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

const shortDay = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' });

/** "Week 49 · Nov 30 – Dec 6, 2026": the week's last day is the Sunday before its end. */
function weekLabel(week: WorkLogWeek, timeZone: string): string {
  const lastDay = new Date(week.endsAt.getTime() - 1);
  return `Week ${week.weekNumber} · ${shortDay(timeZone).formatRange(week.startsAt, lastDay)}`;
}

function Total({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 160px' }} role="group" aria-label={label}>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
      {detail ? (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      ) : null}
    </Paper>
  );
}

function Row({
  when,
  title,
  duration,
  chip,
}: {
  when: string;
  title: string;
  duration: number;
  chip?: ReactNode;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        // A phone: the time and the duration on top, the title and the type below.
        gridTemplateColumns: { xs: '1fr auto', sm: '180px 1fr auto 90px' },
        gridTemplateAreas: {
          xs: '"when duration" "title title" "chip chip"',
          sm: '"when title chip duration"',
        },
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ gridArea: 'when' }}>
        {when}
      </Typography>
      <Typography variant="body2" sx={{ gridArea: 'title' }}>
        {title}
      </Typography>
      {chip ? <Box sx={{ gridArea: 'chip', justifySelf: 'start' }}>{chip}</Box> : null}
      <Typography
        variant="body2"
        sx={{ gridArea: 'duration', textAlign: 'right', fontWeight: 500 }}
      >
        {formatDuration(duration)}
      </Typography>
    </Box>
  );
}

const sessionTitle = (session: WorkLogSession) =>
  session.name?.trim() || session.course?.title || 'Session';

/**
 * `/tutor/profile/work-log` (staff spec: "Tutors see their own ... work log"): the signed-in
 * tutor's week in their zone: the sessions delivered, the events on their calendar, and the
 * payable time (sessions delivered and payable events), with a week picker.
 */
export function WorkLogPage() {
  const { httpClient } = useAppServices();
  const { user } = useSignIn();
  const zone = displayTimeZone(user);
  const tutorId = user?.tutorId ?? null;
  // "Now" is read when the page opens: what has been delivered is judged against it.
  const [now] = useState(() => new Date());
  const [week, setWeek] = useState(() => workLogWeekOf(now, zone));
  const thisWeek = workLogWeekOf(now, zone);
  const loaded = useLoaded(
    tutorId === null ? null : (signal) => loadWorkLogRows(httpClient, tutorId, week, signal),
    `${tutorId}-${week.startsAt.toISOString()}`,
  );
  const log = loaded.data ? workLogOf(loaded.data.sessions, loaded.data.events, week, now) : null;
  const time = dayAndTime(zone);

  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        Work log
      </Typography>
      <Box
        role="group"
        aria-label="Week"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
      >
        <IconButton aria-label="Previous week" onClick={() => setWeek(shiftWeek(week, -1, zone))}>
          <ChevronLeft />
        </IconButton>
        <Typography sx={{ fontWeight: 500 }} aria-live="polite">
          {weekLabel(week, zone)}
        </Typography>
        <IconButton
          aria-label="Next week"
          onClick={() => setWeek(shiftWeek(week, 1, zone))}
          disabled={week.monday >= thisWeek.monday}
        >
          <ChevronRight />
        </IconButton>
        {week.monday !== thisWeek.monday ? (
          <Button size="small" onClick={() => setWeek(thisWeek)}>
            This week
          </Button>
        ) : null}
      </Box>
      {loaded.isLoading ? <LinearProgress aria-label="Loading the work log" /> : null}
      {loaded.error ? (
        <Alert severity="error">We could not load your work log. Please try again.</Alert>
      ) : null}
      {log ? (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Total
              label="Sessions delivered"
              value={String(log.totals.sessionsDelivered)}
              detail={formatDuration(log.totals.sessionMinutes)}
            />
            <Total
              label="Events"
              value={formatDuration(log.totals.eventMinutes)}
              detail={`${formatDuration(log.totals.payableEventMinutes)} payable`}
            />
            <Total label="Payable time" value={formatDuration(log.totals.payableMinutes)} />
          </Box>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography variant="h6" component="h2">
              Sessions delivered
            </Typography>
            {log.sessions.length === 0 ? (
              <Typography color="text.secondary">No sessions delivered this week.</Typography>
            ) : (
              <Box component="ul" aria-label="Sessions delivered" sx={{ m: 0, p: 0 }}>
                {log.sessions.map((session) => (
                  <Row
                    key={session.id}
                    when={time.format(new Date(session.startsAt))}
                    title={sessionTitle(session)}
                    duration={session.duration}
                  />
                ))}
              </Box>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography variant="h6" component="h2">
              Events
            </Typography>
            {log.events.length === 0 ? (
              <Typography color="text.secondary">No events this week.</Typography>
            ) : (
              <Box component="ul" aria-label="Events" sx={{ m: 0, p: 0 }}>
                {log.events.map((event) => (
                  <Row
                    key={event.id}
                    when={time.format(new Date(event.startsAt))}
                    title={event.name?.trim() || EVENT_TYPE_LABELS[event.type]}
                    duration={event.duration}
                    chip={
                      <Chip
                        size="small"
                        variant="outlined"
                        color={isPayableEventType(event.type) ? 'success' : 'default'}
                        label={`${EVENT_TYPE_LABELS[event.type]}${isPayableEventType(event.type) ? ' · payable' : ''}`}
                      />
                    }
                  />
                ))}
              </Box>
            )}
          </Paper>
        </>
      ) : null}
    </Stack>
  );
}
