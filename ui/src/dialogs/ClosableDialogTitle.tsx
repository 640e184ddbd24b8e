import type { ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';

export interface ClosableDialogTitleProps {
  /** The id the dialog's `aria-labelledby` names. */
  id: string;
  onClose(): void;
  children: ReactNode;
}

/** A dialog's title with the ✕ that closes it, in its top-right corner ("Close dialog"). */
export function ClosableDialogTitle({ id, onClose, children }: ClosableDialogTitleProps) {
  return (
    <DialogTitle id={id} sx={{ pr: 6 }}>
      {children}
      <IconButton
        aria-label="Close dialog"
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );
}
