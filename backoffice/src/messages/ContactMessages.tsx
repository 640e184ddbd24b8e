import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
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

/** Spec §7: messages "orderBy sent_at, sort desc". */
const NEWEST_FIRST = { field: 'sentAt', order: 'DESC' } as const;
const SENT_FORMAT = 'MM/DD/YYYY h:mm A';

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

/** One message in full: what the list shows, and its body (user content, shown as text). */
function MessageDialog({ message, onClose }: { message: Message; onClose: () => void }) {
  const zone = useDisplayTimeZone();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>{message.subject}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {message.messageType} · from {message.from || 'unknown sender'} ·{' '}
            {formatInZone(message.sentAt, zone, SENT_FORMAT)} · {message.recipientsCount}{' '}
            {message.recipientsCount === 1 ? 'recipient' : 'recipients'}
          </Typography>
          {message.cc ? (
            <Typography variant="body2" color="text.secondary">
              Cc: {message.cc}
            </Typography>
          ) : null}
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Typography>
          {message.videoUrl ? (
            <Typography>
              <a href={message.videoUrl} target="_blank" rel="noreferrer">
                Video
              </a>
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>Close</MuiButton>
      </DialogActions>
    </Dialog>
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
 * date in the viewer's zone, type, subject with a 50-character preview, sender; a row opens
 * the message. Staff who may send write one from the button or the empty state.
 */
export function ContactMessages({ regardingType, name }: ContactMessagesProps) {
  const zone = useDisplayTimeZone();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const record = useRecordContext<{ id: number }>();
  const [opened, setOpened] = useState<Message | null>(null);
  const [composing, setComposing] = useState(false);
  const { canAccess: canSend } = useCanAccess({ action: 'send', resource: 'messages' });
  const write = canSend ? () => setComposing(true) : null;
  const empty = <NoMessages onWrite={write} />;
  const open = (message: Message) => {
    setOpened(message);
    // react-admin's rowClick: false keeps the page where it is.
    return false as const;
  };
  if (!record) return null;
  return (
    <>
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
            empty={empty}
          >
            <DataTable.Col
              label="Sent"
              source="sentAt"
              render={(m) => formatInZone(m.sentAt, zone, SENT_FORMAT)}
            />
            <DataTable.Col source="messageType" label="Type" />
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
      {opened ? <MessageDialog message={opened} onClose={() => setOpened(null)} /> : null}
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
