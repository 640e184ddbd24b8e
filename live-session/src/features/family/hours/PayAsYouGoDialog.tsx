import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { PAY_AS_YOU_GO_TEXTS, type PayAsYouGoOffPreview } from '@tp/domain';
import { formatDay, formatTime } from '@tp/ui';
import { useAppServices } from '../../../app/AppServicesContext.ts';
import { failureMessage } from './failure-message.ts';
import { loadPayAsYouGoOffPreview, setPayAsYouGo } from './hours-api.ts';

type Preview =
  | { status: 'loading' }
  | { status: 'loaded'; preview: PayAsYouGoOffPreview }
  | { status: 'failed'; message: string };

/**
 * The Pay As You Go modal (spec scheduling §2): confirms turning arrear billing on (5 more
 * hours whenever the child runs out) or off. Off lists, from the server, every upcoming session
 * Confirm will cancel (date, time, subject, tutor), so the family sees what it gives up; they
 * stay in the Sessions list as canceled and the family is e-mailed the list.
 */
export function PayAsYouGoDialog({
  enrollmentId,
  turnOn,
  open,
  timeZone,
  onClose,
  onChanged,
}: {
  enrollmentId: number;
  /** What Confirm does: turn Pay As You Go on (true) or off (false). */
  turnOn: boolean;
  open: boolean;
  /** The zone the sessions' dates and times are shown in (the viewer's). */
  timeZone: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { httpClient } = useAppServices();
  const [isProcessing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The list answered for this enrollment; until then, loading (the dialog mounts per opening).
  const [answered, setAnswered] = useState<{ enrollmentId: number; preview: Preview } | null>(null);
  const preview: Preview =
    answered?.enrollmentId === enrollmentId ? answered.preview : { status: 'loading' };
  const texts = turnOn ? PAY_AS_YOU_GO_TEXTS.on : PAY_AS_YOU_GO_TEXTS.off;

  useEffect(() => {
    if (!open || turnOn) return;
    const controller = new AbortController();
    loadPayAsYouGoOffPreview(httpClient, enrollmentId, controller.signal).then(
      (loaded) => setAnswered({ enrollmentId, preview: { status: 'loaded', preview: loaded } }),
      (failure: unknown) => {
        if (!controller.signal.aborted)
          setAnswered({
            enrollmentId,
            preview: { status: 'failed', message: failureMessage(failure) },
          });
      },
    );
    return () => controller.abort();
  }, [open, turnOn, httpClient, enrollmentId]);

  const close = () => {
    if (isProcessing) return;
    setError(null);
    onClose();
  };

  async function confirm() {
    setProcessing(true);
    setError(null);
    try {
      await setPayAsYouGo(httpClient, enrollmentId, turnOn);
      onChanged();
      onClose();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setProcessing(false);
    }
  }

  // Turning off waits for the list: the family confirms knowing what it cancels.
  const isListReady = turnOn || preview.status === 'loaded';
  return (
    // A long list scrolls with the whole body between fixed title and buttons (scroll="paper"),
    // not in a box of its own whose cut-off last row the note below seemed to belong to.
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      aria-labelledby="payg-title"
    >
      <DialogTitle id="payg-title">{texts.title}</DialogTitle>
      <DialogContent dividers={!turnOn}>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText>{texts.body}</DialogContentText>
        {turnOn ? null : <RemovedSessions preview={preview} timeZone={timeZone} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isProcessing}>
          Cancel
        </Button>
        <Button variant="contained" onClick={confirm} disabled={isProcessing || !isListReady}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RemovedSessions({ preview, timeZone }: { preview: Preview; timeZone: string }) {
  if (preview.status === 'loading')
    return (
      <div aria-busy="true" aria-label="Loading the upcoming sessions">
        <Skeleton height={48} />
        <Skeleton height={48} />
      </div>
    );
  if (preview.status === 'failed')
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        The upcoming sessions could not be loaded: {preview.message}
      </Alert>
    );
  const { sessions, pendingDatesCount } = preview.preview;
  const pending =
    pendingDatesCount > 0
      ? `${pendingDatesCount} date${pendingDatesCount === 1 ? '' : 's'} waiting to be booked will be dropped too.`
      : null;
  if (sessions.length === 0)
    return (
      <DialogContentText sx={{ mt: 2 }}>
        No upcoming sessions will be removed.{pending ? ` ${pending}` : ''}
      </DialogContentText>
    );
  return (
    <>
      <DialogContentText sx={{ mt: 2 }}>
        {sessions.length === 1
          ? 'This session will be canceled:'
          : `These ${sessions.length} sessions will be canceled:`}
      </DialogContentText>
      <List dense aria-label="Sessions to be canceled">
        {sessions.map((session) => {
          const start = new Date(session.startsAt);
          return (
            <ListItem key={session.id} disableGutters divider>
              <ListItemText
                primary={`${formatDay(start, timeZone)}, ${formatTime(start, timeZone)} – ${formatTime(new Date(session.endsAt), timeZone)}`}
                secondary={[session.subjectName ?? session.title, session.tutorName]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          );
        })}
      </List>
      <DialogContentText variant="body2" sx={{ mt: 2 }}>
        They stay in the Sessions list as canceled, and we e-mail you this list.
        {pending ? ` ${pending}` : ''}
      </DialogContentText>
    </>
  );
}
