import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Disables both buttons while the confirmed call runs. */
  isBusy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** A yes-or-no question before a change that cannot be undone. */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  isBusy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={isOpen} onClose={isBusy ? undefined : onClose} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isBusy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={isBusy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
