import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  dismissLabel: string;
  isBusy?: boolean;
  onConfirm(): void;
  onDismiss(): void;
}

/** A yes-or-no question before an action that cannot be undone (a cancel). */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  dismissLabel,
  isBusy = false,
  onConfirm,
  onDismiss,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={isBusy ? undefined : onDismiss} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDismiss} disabled={isBusy}>
          {dismissLabel}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={isBusy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
