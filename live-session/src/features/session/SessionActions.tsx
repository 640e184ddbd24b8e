import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import HomeIcon from '@mui/icons-material/Home';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { ConfirmDialog } from '../schedule/ConfirmDialog.tsx';
import { ReturnToScheduleButton } from './ReturnToScheduleButton.tsx';
import { VideoButton } from './VideoButton.tsx';
import { launchUrl, type LiveSession } from './session-page-api.ts';
import { relaunchLabel } from '@tp/domain';

interface SessionActionsProps {
  session: LiveSession;
  now: Date;
  isBusy: boolean;
  onOpenWindow(url: string): void;
  onOpenCheckIn(): void;
  onToggleClosed(): void;
  onRemoveSubject(): Promise<void>;
  /** Offered for a homework-help session the user may split, in its split window (spec §4). */
  canSplit: boolean;
  onSplit(): void;
}

/**
 * The page's buttons (spec §2, §4, §6): the video, Return Home when not launchable, Close /
 * Re-open Session for the tutor who may edit it, Remove Subject for a dynamic-subject course
 * with a subject, Split Session for homework help, Check-In Screen for brands with points (disabled without attendances), and
 * Return to Schedule with Relaunch.
 */
export function SessionActions({
  session,
  now,
  isBusy,
  onOpenWindow,
  onOpenCheckIn,
  onToggleClosed,
  onRemoveSubject,
  canSplit,
  onSplit,
}: SessionActionsProps) {
  const [isConfirmingRemoval, setIsConfirmingRemoval] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const hasAttendances = (session.attendances ?? []).length > 0;
  const provider = session.zoomMeeting?.provider;

  const confirmRemoval = () => {
    setIsRemoving(true);
    void onRemoveSubject().finally(() => {
      setIsRemoving(false);
      setIsConfirmingRemoval(false);
    });
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <VideoButton session={session} now={now} onOpen={onOpenWindow} />
      {!session.launchable ? (
        <Button component={RouterLink} to="/tutor/dashboard" startIcon={<HomeIcon />}>
          Return Home
        </Button>
      ) : null}
      {session.canEdit ? (
        <Button
          variant="outlined"
          color={session.suppressAttendance ? 'primary' : 'warning'}
          startIcon={session.suppressAttendance ? <LockOpenIcon /> : <LockIcon />}
          disabled={isBusy}
          onClick={onToggleClosed}
        >
          {session.suppressAttendance ? 'Re-open Session' : 'Close Session'}
        </Button>
      ) : null}
      {session.dynamicSubject && session.subjectId !== null ? (
        <Button variant="outlined" color="error" onClick={() => setIsConfirmingRemoval(true)}>
          Remove Subject
        </Button>
      ) : null}
      {canSplit ? (
        <Button variant="outlined" startIcon={<CallSplitIcon />} onClick={onSplit}>
          Split Session
        </Button>
      ) : null}
      {session.includePoints ? (
        <Button
          variant="outlined"
          startIcon={<HowToRegIcon />}
          disabled={!hasAttendances}
          onClick={onOpenCheckIn}
        >
          Check-In Screen
        </Button>
      ) : null}
      <ReturnToScheduleButton
        relaunchLabel={relaunchLabel(provider ?? null)}
        canRelaunch={
          session.canLaunch && session.launchable && Boolean(session.zoomMeeting?.joinUrl)
        }
        onRelaunch={() => onOpenWindow(launchUrl(session.id))}
      />
      <ConfirmDialog
        isOpen={isConfirmingRemoval}
        title="Remove Subject"
        confirmLabel="Remove"
        isBusy={isRemoving}
        onConfirm={confirmRemoval}
        onClose={() => setIsConfirmingRemoval(false)}
      >
        Remove {session.sessionSubject?.name ?? 'the subject'} from this session? The next student
        picks the subject again.
      </ConfirmDialog>
    </Box>
  );
}
