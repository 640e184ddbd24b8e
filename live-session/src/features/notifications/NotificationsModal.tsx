import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { NOTICE_SPOOFING_MESSAGE, type Notice } from '@tp/domain';
import { noticeTarget, type NoticeTarget } from './notice-targets.ts';

export const NO_NOTIFICATIONS = 'No notifications';

export interface NotificationsModalProps {
  open: boolean;
  /** Null while the list loads. */
  notices: Notice[] | null;
  timeZone: string;
  now: Date;
  /** Acknowledging is refused while spoofing (spec §4): the buttons are off, and say why. */
  isSpoofing: boolean;
  busy: boolean;
  onClose(): void;
  onAction(notice: Notice, target: NoticeTarget): void;
  onAcknowledge(notice: Notice): void;
  onAcknowledgeAll(): void;
}

const timeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

function NoticeRow(props: {
  notice: Notice;
  target: NoticeTarget | null;
  when: string;
  canAcknowledge: boolean;
  onAction(): void;
  onAcknowledge(): void;
}) {
  const { notice, target } = props;
  return (
    <Box
      component="li"
      aria-label={notice.title}
      sx={{
        listStyle: 'none',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
          {notice.title}
          {notice.readAt === null ? (
            <Typography component="span" variant="caption" color="primary" sx={{ ml: 1 }}>
              new
            </Typography>
          ) : null}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          component="time"
          dateTime={notice.createdAt}
        >
          {props.when}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {notice.message}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        {target ? (
          <Button size="small" variant="outlined" onClick={props.onAction}>
            {target.label}
          </Button>
        ) : null}
        <Button
          size="small"
          onClick={props.onAcknowledge}
          disabled={!props.canAcknowledge}
          aria-label={`Acknowledge ${notice.title}`}
        >
          Acknowledge
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The Notifications modal (spec: scheduling §2, §4): the user's notices, newest first, each
 * with its title, message and time, its one action and Acknowledge; Acknowledge all keeps the
 * notices that have a due date. Full screen on a phone.
 */
export function NotificationsModal(props: NotificationsModalProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const { notices, timeZone, now, isSpoofing, busy } = props;
  const format = timeFormat(timeZone);
  const hasClearable = (notices ?? []).some((notice) => notice.dueAt === null);

  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="notifications-title"
    >
      <DialogTitle id="notifications-title">Notifications</DialogTitle>
      <DialogContent dividers>
        {isSpoofing ? (
          <Alert severity="info" sx={{ mb: 1 }}>
            {NOTICE_SPOOFING_MESSAGE}
          </Alert>
        ) : null}
        {notices === null ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label="Loading notifications" />
          </Box>
        ) : notices.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {NO_NOTIFICATIONS}
          </Typography>
        ) : (
          <Box component="ul" aria-label="Notifications" sx={{ m: 0, p: 0 }}>
            {notices.map((notice) => {
              const target = noticeTarget(notice, now, timeZone);
              return (
                <NoticeRow
                  key={notice.id}
                  notice={notice}
                  target={target}
                  when={format.format(new Date(notice.createdAt))}
                  canAcknowledge={!isSpoofing && !busy}
                  onAction={() => target && props.onAction(notice, target)}
                  onAcknowledge={() => props.onAcknowledge(notice)}
                />
              );
            })}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={props.onAcknowledgeAll} disabled={isSpoofing || busy || !hasClearable}>
          Acknowledge all
        </Button>
        <Button variant="contained" onClick={props.onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
