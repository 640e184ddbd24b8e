import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { readCallFailure, readServerErrors } from '@tp/data-provider';
import {
  MESSAGE_QUEUED,
  MESSAGE_SUBJECT_MAX,
  messageSend,
  messageSendAlert,
  type FieldErrors,
  type MessageRecipientOption,
} from '@tp/domain';
import { useErrorToast, useToast } from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { ConfirmDialog } from '../schedule/ConfirmDialog.tsx';
import { loadCourseRecipients, loadMessageTypes, sendCourseUpdate } from './course-update-api.ts';
import { UpdateRecipients, recipientKey } from './UpdateRecipients.tsx';

export interface SendUpdateTarget {
  courseId: number;
  title: string;
}

const firstError = (errors: FieldErrors, field: string) => errors[field]?.[0];

/** The field errors of a 422 answer (the server's check of the same rules); null otherwise. */
function serverFieldErrors(error: unknown): FieldErrors | null {
  const { status, body } = readCallFailure(error);
  const errors = status === 422 ? readServerErrors(body) : null;
  return errors && !Array.isArray(errors) ? errors : null;
}

/**
 * A tutor's update to the families of a course they teach (spec staff-and-crm §2 Tutor courses
 * list, "a send-update link when there are enrollees"): a type among the server's (the update
 * types), subject, body and the course's students and parents, all ticked. The same rules as
 * the back-office compose (domain's messageSend and messageSendAlert, spec §5); the spec's
 * "Email has been queued to be sent..." toast on success. Closing or changing the type with a
 * body written asks first (spec §4 Recipients). Full screen on a phone.
 */
export function SendUpdateDialog({
  target,
  onClose,
}: {
  target: SendUpdateTarget;
  onClose(): void;
}) {
  const { httpClient } = useAppServices();
  const toast = useToast();
  const toastError = useErrorToast();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const [loaded, setLoaded] = useState<{
    types: string[];
    recipients: MessageRecipientOption[];
  } | null>(null);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [messageType, setMessageType] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSending, setSending] = useState(false);
  /** A type picked while the body holds text: it waits for the user to confirm clearing it. */
  const [pendingType, setPendingType] = useState<string | null>(null);
  const [isConfirmingClose, setConfirmingClose] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([
      loadMessageTypes(httpClient, controller.signal),
      loadCourseRecipients(httpClient, target.courseId, controller.signal),
    ]).then(
      ([types, recipients]) => {
        setLoaded({ types, recipients });
        setMessageType(types[0] ?? '');
        setChosen(new Set(recipients.map(recipientKey)));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFailed(true);
        toastError(error);
      },
    );
    return () => controller.abort();
  }, [httpClient, target.courseId, toastError]);

  /** A field's error goes once the field is changed (the next send checks again). */
  const edited = (field: string) => {
    if (!errors[field]) return;
    const { [field]: _gone, ...rest } = errors;
    setErrors(rest);
  };
  const hasBody = body.trim() !== '';
  const close = () => {
    if (isSending) return;
    if (hasBody) setConfirmingClose(true);
    else onClose();
  };

  async function send() {
    const parsed = messageSend.safeParse({
      regardingType: 'Course',
      regardingId: target.courseId,
      messageType,
      subject,
      body,
      recipients: (loaded?.recipients ?? [])
        .filter((option) => chosen.has(recipientKey(option)))
        .map(({ recipientType, recipientId }) => ({ recipientType, recipientId })),
    });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues)
        (found[String(issue.path[0] ?? 'base')] ??= []).push(issue.message);
      setErrors(found);
      return;
    }
    setSending(true);
    try {
      await sendCourseUpdate(httpClient, parsed.data);
      toast.success(MESSAGE_QUEUED.message, MESSAGE_QUEUED.title);
      onClose();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      else toastError(error);
    } finally {
      setSending(false);
    }
  }

  const alert = messageSendAlert(errors);
  return (
    <Dialog
      open
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="send-update-title"
    >
      <DialogTitle id="send-update-title">Send an update: {target.title}</DialogTitle>
      <DialogContent dividers>
        {loaded === null ? (
          failed ? (
            <Alert severity="error">We could not load the recipients. Please try again.</Alert>
          ) : (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label="Loading recipients" />
            </Box>
          )
        ) : (
          <Stack spacing={2}>
            {alert ? (
              <Alert severity="error">
                <AlertTitle>{alert.title}</AlertTitle>
                {alert.message}
              </Alert>
            ) : null}
            <TextField
              select
              label="Message type"
              value={messageType}
              onChange={(event) => {
                edited('messageType');
                // Spec §4: changing the type asks before clearing a body the user wrote.
                if (hasBody && event.target.value !== messageType)
                  setPendingType(event.target.value);
                else setMessageType(event.target.value);
              }}
              error={Boolean(errors.messageType)}
              helperText={firstError(errors, 'messageType')}
              required
              fullWidth
            >
              {loaded.types.map((name) => (
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
              minRows={5}
              fullWidth
            />
            <UpdateRecipients
              options={loaded.recipients}
              chosen={chosen}
              onChange={(next) => {
                edited('recipients');
                setChosen(next);
              }}
              error={firstError(errors, 'recipients')}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isSending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void send()}
          disabled={isSending || loaded === null}
        >
          Send
        </Button>
      </DialogActions>
      <ConfirmDialog
        isOpen={pendingType !== null}
        title="Change the message type?"
        confirmLabel="Change and clear"
        onConfirm={() => {
          setMessageType(pendingType ?? messageType);
          setBody('');
          setPendingType(null);
        }}
        onClose={() => setPendingType(null)}
      >
        Changing the message type clears the message you wrote.
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={isConfirmingClose}
        title="Discard this update?"
        confirmLabel="Discard"
        onConfirm={() => {
          setConfirmingClose(false);
          onClose();
        }}
        onClose={() => setConfirmingClose(false)}
      >
        The message you wrote will be lost.
      </ConfirmDialog>
    </Dialog>
  );
}
