import {
  Alert,
  AlertTitle,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import {
  MESSAGE_SENT,
  MESSAGE_SUBJECT_MAX,
  messageSend,
  messageSendAlert,
  type FieldErrors,
} from '@tp/domain';
import { EmailListField } from '@tp/ui';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import { actionErrorMessage } from '../actions/actionErrors.ts';
import { useActionCall } from '../actions/useActionCall.ts';
import { MessageAttachments } from './MessageAttachments.tsx';
import { RecipientsPicker, recipientKey } from './RecipientsPicker.tsx';
import { useMessageRecipients, type Regarding } from './useMessageRecipients.ts';
import { useMessageTypes } from './useMessageTypes.ts';

const firstError = (errors: FieldErrors, field: string) => errors[field]?.[0];

/**
 * Compose a message to a course's families or one student's (spec staff-and-crm §2 "Message
 * compose and recipients picker"): recipients, a type from the cached message types, a
 * subject and a plain-text body. Sent with POST /messages; on success a toast, the list
 * refreshes (useActionCall) and the dialog closes.
 */
export function MessageComposeDialog({
  regarding,
  title,
  onClose,
}: {
  regarding: Regarding;
  /** Who it is about, for the dialog's title ("Write to the families of SAT Prep"). */
  title: string;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const messageTypes = useMessageTypes();
  const { recipients, failed } = useMessageRecipients(regarding);
  const { run, isSending, fieldErrors: errors, setFieldErrors: setErrors } = useActionCall();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [messageType, setMessageType] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [cc, setCc] = useState('');
  const [additionalRecipients, setAdditionalRecipients] = useState('');
  /** A type picked while the body holds text: it waits for the user to confirm clearing it. */
  const [pendingType, setPendingType] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const type = messageType || messageTypes?.[0] || '';
  /** A field's error goes once the field is changed (the next send checks again). */
  const edited = (field: string) => {
    if (!errors[field]) return;
    const { [field]: _gone, ...rest } = errors;
    setErrors(rest);
  };

  async function send() {
    const input = {
      ...regarding,
      messageType: type,
      subject,
      body,
      cc,
      additionalRecipients,
      recipients: (recipients ?? [])
        .filter((option) => chosen.has(recipientKey(option)))
        .map(({ recipientType, recipientId }) => ({ recipientType, recipientId })),
    };
    const parsed = messageSend.safeParse(input);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        (found[String(issue.path[0] ?? 'base')] ??= []).push(issue.message);
      }
      setErrors(found);
      return;
    }
    const uploadIds = await uploadFiles();
    if (!uploadIds) return;
    const outcome = await run(
      (provider) =>
        provider.action('messages', 'send', {
          data: uploadIds.length > 0 ? { ...parsed.data, uploadIds } : parsed.data,
        }),
      { success: MESSAGE_SENT },
    );
    if (outcome.ok) onClose();
    // Spec §7: "On a failed send the uploads are deleted" (the next send uploads them again).
    else await discard(uploadIds);
  }

  /**
   * Uploads the picked files to what the message is about (POST /uploads.json; reads
   * upload.id); null when one fails (the others are deleted and the failure toasted).
   */
  async function uploadFiles(): Promise<number[] | null> {
    if (files.length === 0) return [];
    setIsUploading(true);
    const ids: number[] = [];
    try {
      for (const file of files) {
        const upload = await dataProvider.uploadFile({
          file,
          attachableType: regarding.regardingType,
          attachableId: regarding.regardingId,
        });
        ids.push(upload.id);
      }
      return ids;
    } catch (error) {
      await discard(ids);
      notify(actionErrorMessage(error), { type: 'error' });
      return null;
    } finally {
      setIsUploading(false);
    }
  }

  async function discard(ids: number[]) {
    await Promise.allSettled(ids.map((id) => dataProvider.deleteUpload(id)));
  }

  const loading = recipients === null || messageTypes === null;
  const alert = messageSendAlert(errors);
  return (
    <Dialog
      open
      onClose={isSending || isUploading ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="message-compose-title"
    >
      <DialogTitle id="message-compose-title">{title}</DialogTitle>
      <DialogContent dividers>
        {loading ? (
          <Stack sx={{ alignItems: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading" />
          </Stack>
        ) : (
          <Stack spacing={2}>
            {failed ? (
              <Alert severity="error">We could not load the recipients. Please try again.</Alert>
            ) : null}
            {alert ? (
              <Alert severity="error">
                <AlertTitle>{alert.title}</AlertTitle>
                {alert.message}
              </Alert>
            ) : null}
            <RecipientsPicker
              options={recipients}
              chosen={chosen}
              onChange={(next) => {
                edited('recipients');
                setChosen(next);
              }}
              error={firstError(errors, 'recipients')}
            />
            <TextField
              select
              label="Message type"
              value={type}
              onChange={(event) => {
                edited('messageType');
                // Spec §4: changing the type asks before clearing a body the user wrote.
                if (body.trim() !== '' && event.target.value !== type)
                  setPendingType(event.target.value);
                else setMessageType(event.target.value);
              }}
              error={Boolean(errors.messageType)}
              helperText={firstError(errors, 'messageType')}
              required
              fullWidth
            >
              {messageTypes.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Subject"
              value={subject}
              onChange={(event) => {
                edited('subject');
                setSubject(event.target.value);
              }}
              error={Boolean(errors.subject)}
              helperText={
                firstError(errors, 'subject') ?? `${subject.length}/${MESSAGE_SUBJECT_MAX}`
              }
              slotProps={{ htmlInput: { maxLength: MESSAGE_SUBJECT_MAX } }}
              required
              fullWidth
            />
            <TextField
              label="Message"
              value={body}
              onChange={(event) => {
                edited('body');
                setBody(event.target.value);
              }}
              error={Boolean(errors.body)}
              helperText={firstError(errors, 'body') ?? 'Plain text; line breaks are kept.'}
              required
              multiline
              minRows={6}
              fullWidth
            />
            <EmailListField
              label="Additional recipients"
              name="additionalRecipients"
              value={additionalRecipients}
              onChange={(list) => {
                edited('additionalRecipients');
                setAdditionalRecipients(list);
              }}
              error={firstError(errors, 'additionalRecipients')}
            />
            <EmailListField
              label="Cc"
              name="cc"
              value={cc}
              onChange={(list) => {
                edited('cc');
                setCc(list);
              }}
              error={firstError(errors, 'cc')}
            />
            <MessageAttachments
              files={files}
              onChange={setFiles}
              disabled={isSending || isUploading}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSending || isUploading}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void send()}
          disabled={isSending || isUploading || loading}
        >
          Send
        </Button>
      </DialogActions>
      <Confirm
        isOpen={pendingType !== null}
        title="Change the message type?"
        content="Changing the message type clears the message you wrote."
        confirm="Change and clear"
        onConfirm={() => {
          setMessageType(pendingType ?? type);
          setBody('');
          setPendingType(null);
        }}
        onClose={() => setPendingType(null)}
      />
    </Dialog>
  );
}
