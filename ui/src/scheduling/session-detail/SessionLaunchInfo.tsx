import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import VideocamIcon from '@mui/icons-material/Videocam';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { isSessionLaunchable, launchReport, videoLinkLabel, videoLinkState } from '@tp/domain';
import type { SchedulingApp } from '../SessionDetailModal.tsx';
import type { DetailedSession } from './session-detail-api.ts';
import { CHECK_IN_WINDOW_FEATURES, LIVE_SESSION_PAGES_BUILT, checkInUrl } from './session-links.ts';

interface SessionLaunchInfoProps {
  session: DetailedSession;
  app: SchedulingApp;
  now: Date;
}

/**
 * The launch line (launched early or late, "session not launched", "meeting not
 * provisioned"), the video link (spec §4: shown from 15 minutes before, or 5 for HH, enabled
 * once the meeting has a join url) and the check-in board (spec §6: tutor and admin apps, a
 * launchable session of a brand with points).
 */
export function SessionLaunchInfo({ session, app, now }: SessionLaunchInfoProps) {
  const report = launchReport(
    {
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      launchedAt: session.launchedAt,
      online: session.online,
      canceledAt: session.canceledAt,
      // A meeting provisioned by /prepare; its join url is served only to who may join or host.
      hasMeeting: session.zoomMeeting != null,
    },
    now,
  );
  const video =
    session.online && !session.canceledAt
      ? videoLinkState(
          {
            startsAt: session.startsAt,
            endsAt: session.endsAt,
            identifier: session.identifier,
            joinUrl: session.zoomMeeting?.joinUrl ?? null,
          },
          now,
        )
      : null;
  const videoLabel = videoLinkLabel({
    launchedAt: session.launchedAt,
    provider: session.zoomMeeting?.provider ?? null,
  });
  const showCheckIn =
    LIVE_SESSION_PAGES_BUILT &&
    (app === 'tutor' || app === 'admin') &&
    session.course?.brand?.includePoints === true &&
    isSessionLaunchable(session, now);

  return (
    <Stack spacing={1}>
      {report ? (
        <Typography
          variant="body2"
          data-testid="launch-report"
          color={report.kind === 'launched' ? 'text.primary' : 'warning.main'}
        >
          {report.message}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Not started yet
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {video?.kind === 'ready' ? (
          <Button
            size="small"
            variant="contained"
            startIcon={<VideocamIcon />}
            href={video.joinUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {videoLabel}
          </Button>
        ) : null}
        {video?.kind === 'not-ready' ? (
          <Tooltip title={video.message}>
            {/* A disabled button fires no events; the span carries the tooltip. */}
            <span>
              <Button size="small" variant="outlined" startIcon={<VideocamIcon />} disabled>
                {videoLabel}
              </Button>
            </span>
          </Tooltip>
        ) : null}
        {video?.kind === 'ended' ? (
          <Typography variant="body2" color="text.secondary">
            {video.message}
          </Typography>
        ) : null}
        {showCheckIn ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<HowToRegIcon />}
            onClick={() =>
              window.open(checkInUrl(session.id), 'check-in', CHECK_IN_WINDOW_FEATURES)
            }
          >
            Check-In Screen
          </Button>
        ) : null}
      </Box>
    </Stack>
  );
}
