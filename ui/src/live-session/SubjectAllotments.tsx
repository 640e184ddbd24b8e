import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import type { HttpClient } from '@tp/data-provider';
import { useErrorToast } from '../toast/error-toast.ts';
import { useToast } from '../toast/useToast.ts';
import { saveAllotments } from './attendance-api.ts';
import { allotmentsSaveBody, type AllotmentFormState } from './allotment-form.ts';
import { AllotmentForm } from './AllotmentForm.tsx';
import { AllotmentsReadView } from './AllotmentsReadView.tsx';
import { useAllotments } from './useAllotments.ts';

export const ALLOTMENTS_SAVED_MESSAGE = 'We have saved your subject allotments.';

export interface SubjectAllotmentsProps {
  sessionId: number;
  httpClient: HttpClient;
  /** Whether the viewer may allot (the session's supervisor, or scheduling staff). */
  mayEdit: boolean;
  reloadKey?: number;
  onSaved?(): void;
}

/**
 * The session's subject allotments (spec §2): the form until they are saved or skipped, then
 * the read view with Edit Allotments.
 */
export function SubjectAllotments({
  sessionId,
  httpClient,
  mayEdit,
  reloadKey = 0,
  onSaved,
}: SubjectAllotmentsProps) {
  const toast = useToast();
  const toastError = useErrorToast();
  const { state, reload } = useAllotments(httpClient, sessionId, reloadKey);
  const [isEditing, setIsEditing] = useState(false);
  const [isSaving, setIsSaving] = useState(false);

  const submit = (form: AllotmentFormState) => {
    setIsSaving(true);
    saveAllotments(httpClient, sessionId, allotmentsSaveBody(form)).then(
      () => {
        setIsSaving(false);
        setIsEditing(false);
        toast.success(ALLOTMENTS_SAVED_MESSAGE);
        reload();
        onSaved?.();
      },
      (error: unknown) => {
        setIsSaving(false);
        toastError(error);
      },
    );
  };

  let body;
  if (state.status === 'loading')
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label="Loading subject allotments" />
      </Box>
    );
  else if (state.status === 'error')
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={reload}>
            Retry
          </Button>
        }
      >
        The subject allotments could not be loaded.
      </Alert>
    );
  else {
    const { read } = state;
    const isDone = read.skipped || read.allotments.length > 0;
    body =
      mayEdit && (isEditing || !isDone) ? (
        <AllotmentForm
          // A fresh form from each answer of the server.
          key={state.version}
          read={read}
          isSaving={isSaving}
          onCancel={isDone ? () => setIsEditing(false) : null}
          onSubmit={submit}
        />
      ) : (
        <AllotmentsReadView read={read} mayEdit={mayEdit} onEdit={() => setIsEditing(true)} />
      );
  }
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }}>
      {body}
    </Paper>
  );
}
