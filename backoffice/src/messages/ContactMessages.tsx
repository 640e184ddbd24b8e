import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  IconButton,
  Paper,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  Pagination,
  ReferenceManyField,
  SimpleList,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { MESSAGES_PER_PAGE, messagePreview, type Message } from '@tp/domain';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { MessageComposeDialog } from './MessageComposeDialog.tsx';
import { MessageView, SENT_FORMAT } from './MessageView.tsx';
import { useOpenedMessage, type OpenedMessage } from './useOpenedMessage.ts';

/** Spec §7: messages "orderBy sent_at, sort desc". */
const NEWEST_FIRST = { field: 'sentAt', order: 'DESC' } as const;

/** Spec §8: "No messages. Why not write one?", with the way to write one when allowed. */
function NoMessages({ onWrite }: { onWrite: (() => void) | null }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, py: 1 }}
    >
      <Typography color="text.secondary">No messages. Why not write one?</Typography>
      {onWrite ? (
        <MuiButton size="small" onClick={onWrite}>
          Write a message
        </MuiButton>
      ) : null}
    </Stack>
  );
}

/** What the pane or the dialog shows for the opened message. */
function OpenedContent({ opened }: { opened: OpenedMessage }) {
  if (opened.kind === 'found') return <MessageView message={opened.message} />;
  if (opened.kind === 'problem') return <Alert severity="warning">{opened.text}</Alert>;
  if (opened.kind === 'loading')
    return (
      <Stack sx={{ alignItems: 'center', py: 3 }}>
        <CircularProgress aria-label="Loading the message" />
      </Stack>
    );
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      Pick a message to read it here.
    </Typography>
  );
}

const titleOf = (opened: OpenedMessage) =>
  opened.kind === 'found'
    ? opened.message.subject
    : opened.kind === 'problem'
      ? 'Message not found'
      : 'Message';

/** Phones and narrow windows: the opened message in a dialog (full screen on phones). */
function MessageDialog({ opened, onClose }: { opened: OpenedMessage; onClose: () => void }) {
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="message-view-title"
    >
      <DialogTitle id="message-view-title" sx={{ overflowWrap: 'anywhere' }}>
        {titleOf(opened)}
      </DialogTitle>
      <DialogContent>
        <OpenedContent opened={opened} />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>Close</MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/** Wide screens: the opened message beside the list (spec §2 "compose and a preview pane"). */
function PreviewPane({ opened, onClose }: { opened: OpenedMessage; onClose: () => void }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Message preview"
      sx={{ p: 2, position: { md: 'sticky' }, top: { md: 72 } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
        <Typography variant="h6" component="h3" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {opened.kind === 'none' ? 'Preview' : titleOf(opened)}
        </Typography>
        {opened.kind !== 'none' ? (
          <IconButton size="small" aria-label="Close the message" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Stack>
      <OpenedContent opened={opened} />
    </Paper>
  );
}

interface ContactMessagesProps {
  /** What the page's record is: its messages are listed and written about it. */
  regardingType: 'Course' | 'Student';
  /** Its name, for the compose dialog's title. */
  name: string;
}

/**
 * A course's or a student's messages on its contact tab (spec §2 "/contact: ... plus the
 * course's message list"; §7 "Message lists use page, per 10, courseId, studentId"): sent
 * date in the viewer's zone, type, subject with a 50-character preview, sender. A row opens
 * the message: beside the list on wide screens, in a dialog on narrow ones; the URL names it
 * (`?messageId=N`) so it can be shared and reloaded. Staff who may send write one from the
 * button or the empty state.
 */
export function ContactMessages({ regardingType, name }: ContactMessagesProps) {
  const zone = useDisplayTimeZone();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const isWide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'));
  const record = useRecordContext<{ id: number }>();
  const {
    opened,
    open: openMessage,
    close,
  } = useOpenedMessage({
    regardingType,
    regardingId: record?.id ?? 0,
  });
  const openedId = opened.kind === 'found' ? opened.message.id : null;
  const [composing, setComposing] = useState(false);
  const { canAccess: canSend } = useCanAccess({ action: 'send', resource: 'messages' });
  const write = canSend ? () => setComposing(true) : null;
  const empty = <NoMessages onWrite={write} />;
  const open = (message: Message) => {
    openMessage(message.id);
    // react-admin's rowClick: false keeps the page where it is.
    return false as const;
  };
  if (!record) return null;
  const list = (
    <ReferenceManyField<Message>
      reference="messages"
      target={regardingType === 'Course' ? 'courseId' : 'studentId'}
      sort={NEWEST_FIRST}
      perPage={MESSAGES_PER_PAGE}
      pagination={<Pagination rowsPerPageOptions={[MESSAGES_PER_PAGE]} />}
      empty={empty}
    >
      {/* Only with messages listed: the empty state carries its own button. */}
      {write ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <MuiButton variant="outlined" size="small" onClick={write}>
            Write a message
          </MuiButton>
        </Stack>
      ) : null}
      {isSmall ? (
        <SimpleList<Message>
          primaryText={(m) => m.subject}
          secondaryText={(m) => messagePreview(m.body)}
          tertiaryText={(m) =>
            `${formatInZone(m.sentAt, zone, SENT_FORMAT)} · ${m.messageType} · ${m.from}`
          }
          rowClick={(_id, _resource, record) => open(record as Message)}
          empty={empty}
        />
      ) : (
        <DataTable<Message>
          bulkActionButtons={false}
          rowClick={(_id, _resource, record) => open(record as Message)}
          rowSx={(m) => (m.id === openedId ? { bgcolor: 'action.selected' } : {})}
          empty={empty}
        >
          <DataTable.Col
            label="Sent"
            source="sentAt"
            render={(m) => formatInZone(m.sentAt, zone, SENT_FORMAT)}
          />
          {isWide ? null : <DataTable.Col source="messageType" label="Type" />}
          <DataTable.Col
            source="subject"
            label="Subject"
            render={(m) => (
              <>
                <Typography variant="body2">{m.subject}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {messagePreview(m.body)}
                </Typography>
              </>
            )}
          />
          <DataTable.Col source="from" label="From" disableSort />
        </DataTable>
      )}
    </ReferenceManyField>
  );
  return (
    <>
      {isWide ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>{list}</Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <PreviewPane opened={opened} onClose={close} />
          </Grid>
        </Grid>
      ) : (
        list
      )}
      {!isWide && opened.kind !== 'none' ? <MessageDialog opened={opened} onClose={close} /> : null}
      {composing ? (
        <MessageComposeDialog
          regarding={{ regardingType, regardingId: record.id }}
          title={
            regardingType === 'Course'
              ? `Write to the families of ${name}`
              : `Write to ${name} and their family`
          }
          onClose={() => setComposing(false)}
        />
      ) : null}
    </>
  );
}
