import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

interface FormDialogProps {
  title: string;
  /** The form's id, which the Save button submits from outside it. */
  formId: string;
  isSubmitting: boolean;
  /** A message for the whole form (the server's for a field the form does not have). */
  rootError?: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** Cancel, Escape or a click outside, while nothing is being saved. */
  onClose(): void;
  children: ReactNode;
}

/**
 * An add-or-edit dialog around a form: its fields in a column, an alert for a message of
 * the whole form, Cancel and Save (Saving… while it runs, both disabled).
 */
export function FormDialog({
  title,
  formId,
  isSubmitting,
  rootError,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={2.5}
          sx={{ pt: 1 }}
          onSubmit={onSubmit}
        >
          {rootError && <Alert severity="error">{rootError}</Alert>}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
