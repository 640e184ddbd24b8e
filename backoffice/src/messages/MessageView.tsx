import { Box, Chip, Divider, Link, Stack, Typography } from '@mui/material';
import { RecordContextProvider } from 'react-admin';
import { HistorySection } from '../audit/HistoryTab.tsx';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { splitEmailList, type Message, type MessageRecipient } from '@tp/domain';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';

export const SENT_FORMAT = 'MM/DD/YYYY h:mm A';

const KIND: Record<MessageRecipient['recipientType'], string> = {
  Student: 'student',
  Parent: 'parent',
  Employee: 'employee',
};

/** "12 KB": a file's size as people read it. */
function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="overline" component="h4" color="text.secondary">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Typed addresses (cc, additional recipients), one chip each. */
function Addresses({ list }: { list: string }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {splitEmailList(list).map((address) => (
        <Chip key={address} size="small" variant="outlined" label={address} />
      ))}
    </Stack>
  );
}

/**
 * One sent message in full (spec staff-and-crm §3 Message: from, sentAt, recipients, cc,
 * body, uploads): whom it went to and as what (student, parent, employee), the addresses
 * typed besides, the body (user content: rendered as text, never as HTML) and its files,
 * each a download through the uploads route (which lets only staff have them).
 */
export function MessageView({ message }: { message: Message }) {
  const zone = useDisplayTimeZone();
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {message.messageType} · from {message.from || 'unknown sender'} ·{' '}
        {formatInZone(message.sentAt, zone, SENT_FORMAT)}
      </Typography>
      <Section title={`Recipients (${message.recipientsCount})`}>
        {message.recipients.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Who received it was not recorded.
          </Typography>
        ) : (
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} spacing={0.5}>
            {message.recipients.map((r) => (
              <Stack
                component="li"
                key={`${r.recipientType}:${r.recipientId}`}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}
              >
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {r.name}
                </Typography>
                <Chip size="small" label={KIND[r.recipientType]} />
                <Typography variant="caption" color="text.secondary">
                  {r.email ?? 'no e-mail: not mailed'}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
      {message.additionalRecipients ? (
        <Section title="Also sent to">
          <Addresses list={message.additionalRecipients} />
        </Section>
      ) : null}
      {message.cc ? (
        <Section title="Cc">
          <Addresses list={message.cc} />
        </Section>
      ) : null}
      <Divider />
      {/* User content: a text node, so markup in it shows as typed. */}
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Typography>
      {message.videoUrl ? (
        <Typography>
          <Link href={message.videoUrl} target="_blank" rel="noreferrer">
            Video
          </Link>
        </Typography>
      ) : null}
      {message.uploads.length > 0 ? (
        <Section title={`Files (${message.uploads.length})`}>
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} spacing={0.5}>
            {message.uploads.map((upload) => (
              <Stack
                component="li"
                key={upload.id}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center' }}
              >
                <AttachFileIcon fontSize="small" color="action" />
                <Link
                  href={upload.url}
                  download={upload.fileName}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {upload.fileName}
                </Link>
                <Typography variant="caption" color="text.secondary">
                  {fileSize(upload.byteSize)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Section>
      ) : null}
      <RecordContextProvider value={message}>
        <HistorySection resource="messages" />
      </RecordContextProvider>
    </Stack>
  );
}
