import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import VideocamIcon from '@mui/icons-material/Videocam';
import { videoLinkState } from '@tp/domain';
import { connectUrl, launchUrl, type LiveSession } from './session-page-api.ts';

interface VideoButtonProps {
  session: LiveSession;
  now: Date;
  onOpen(url: string): void;
}

/**
 * The video button (spec §4): hidden until 5 (HH) or 15 minutes before the start; enabled once
 * the meeting has a join url, else "session not ready"; at the end "session ended". Launch for
 * the host (canLaunch), Join for the others who may attend (canAttend).
 */
export function VideoButton({ session, now, onOpen }: VideoButtonProps) {
  if (!session.online || session.canceledAt) return null;
  const state = videoLinkState(
    {
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      identifier: session.identifier,
      joinUrl: session.zoomMeeting?.joinUrl ?? null,
    },
    now,
  );
  if (state.kind === 'hidden') return null;
  if (state.kind === 'ended')
    return (
      <Typography color="text.secondary" data-testid="video-state">
        {state.message}
      </Typography>
    );
  const choices = [
    ...(session.canLaunch ? [{ label: 'Launch', url: launchUrl(session.id) }] : []),
    ...(session.canAttend ? [{ label: 'Join', url: connectUrl(session.id) }] : []),
  ];
  return choices.map((choice) =>
    state.kind === 'ready' ? (
      <Button
        key={choice.label}
        variant="contained"
        color="success"
        startIcon={<VideocamIcon />}
        onClick={() => onOpen(choice.url)}
      >
        {choice.label}
      </Button>
    ) : (
      <Tooltip key={choice.label} title={state.message}>
        {/* A disabled button fires no events; the span carries the tooltip. */}
        <span>
          <Button variant="outlined" startIcon={<VideocamIcon />} disabled>
            {choice.label}
          </Button>
        </span>
      </Tooltip>
    ),
  );
}
