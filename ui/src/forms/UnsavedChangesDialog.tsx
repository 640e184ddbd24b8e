import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { UNSAVED_CHANGES_QUESTION, UNSAVED_CHANGES_TITLE } from './unsaved-changes.tsx';

// A module apart from the guard's context and hooks, which every page holds: an app can then
// download the dialog when a guard first asks.
export interface UnsavedChangesDialogProps {
  open: boolean;
  onStay(): void;
  onLeave(): void;
}

/** The question a guard asks before unsaved changes are dropped: Stay (the default) or Leave. */
export function UnsavedChangesDialog({ open, onStay, onLeave }: UnsavedChangesDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onStay}
      maxWidth="xs"
      fullWidth
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-question"
    >
      <DialogTitle id="unsaved-changes-title">{UNSAVED_CHANGES_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-question">
          {UNSAVED_CHANGES_QUESTION}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          Stay
        </Button>
        <Button color="error" variant="contained" onClick={onLeave}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
