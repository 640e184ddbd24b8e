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
import { DataTable, Pagination, ReferenceManyField, SimpleList } from 'react-admin';
import { MESSAGES_PER_PAGE, messagePreview, type Message } from '@tp/domain';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';

/** Spec §7: messages "orderBy sent_at, sort desc". */
const NEWEST_FIRST = { field: 'sentAt', order: 'DESC' } as const;
const SENT_FORMAT = 'MM/DD/YYYY h:mm A';
/** Spec §8: "No messages. Why not write one?" */
const NO_MESSAGES = <Typography color="text.secondary">No messages. Why not write one?</Typography>;

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

/**
 * The course's messages on its contact tab (spec §2 "/contact: ... plus the course's message
 * list"; §7 "Message lists use page, per 10, courseId"): sent date in the viewer's zone,
 * type, subject with a 50-character preview, sender; a row opens the message.
 */
export function CourseMessages() {
  const zone = useDisplayTimeZone();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [opened, setOpened] = useState<Message | null>(null);
  const open = (message: Message) => {
    setOpened(message);
    // react-admin's rowClick: false keeps the page where it is.
    return false as const;
  };
  return (
    <>
      <ReferenceManyField<Message>
        reference="messages"
        target="courseId"
        sort={NEWEST_FIRST}
        perPage={MESSAGES_PER_PAGE}
        pagination={<Pagination rowsPerPageOptions={[MESSAGES_PER_PAGE]} />}
        empty={NO_MESSAGES}
      >
        {isSmall ? (
          <SimpleList<Message>
            primaryText={(m) => m.subject}
            secondaryText={(m) => messagePreview(m.body)}
            tertiaryText={(m) =>
              `${formatInZone(m.sentAt, zone, SENT_FORMAT)} · ${m.messageType} · ${m.from}`
            }
            rowClick={(_id, _resource, record) => open(record as Message)}
            empty={NO_MESSAGES}
          />
        ) : (
          <DataTable<Message>
            bulkActionButtons={false}
            rowClick={(_id, _resource, record) => open(record as Message)}
            empty={NO_MESSAGES}
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
    </>
  );
}
