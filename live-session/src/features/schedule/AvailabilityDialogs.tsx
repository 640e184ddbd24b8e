import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  AVAILABILITY_REPEAT_DEFAULT_WEEKS,
  AVAILABILITY_REPEAT_NOTICE,
  AVAILABILITY_REPEAT_WEEK_OPTIONS,
} from '@tp/domain';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** Which of availability mode's week dialogs is open. */
export type AvailabilityDialog = 'repeat' | 'clear' | null;

export interface AvailabilityDialogsProps {
  dialog: AvailabilityDialog;
  /** "the week of March 8": the week on screen. */
  weekLabel: string;
  /** Disables the buttons while the chosen call runs. */
  isBusy: boolean;
  onRepeat(weeks: number): void;
  /** `weeks` null: all upcoming availability. */
  onClear(weeks: number | null): void;
  onClose(): void;
}

const ALL_UPCOMING = 'all';

function weeksLabel(weeks: number): string {
  return `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
}

/**
 * Repeat's choice of weeks and Clear upcoming's confirmation (AvailabilityActions), in a module
 * of their own: downloaded when the tutor first opens one, not with the calendar.
 */
export function AvailabilityDialogs({
  dialog,
  weekLabel,
  isBusy,
  onRepeat,
  onClear,
  onClose,
}: AvailabilityDialogsProps) {
  const [weeks, setWeeks] = useState<number>(AVAILABILITY_REPEAT_DEFAULT_WEEKS);
  const [clearWeeks, setClearWeeks] = useState<string>(ALL_UPCOMING);

  return (
    <>
      <Dialog
        open={dialog === 'repeat'}
        onClose={isBusy ? undefined : onClose}
        aria-labelledby="repeat-title"
      >
        <DialogTitle id="repeat-title">Repeat availability</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Copy your availability of {weekLabel} onto the following weeks, at the same times. Times
            already available are left as they are.
          </DialogContentText>
          <TextField
            select
            fullWidth
            label="Repeat for"
            value={weeks}
            onChange={(event) => setWeeks(Number(event.target.value))}
          >
            {AVAILABILITY_REPEAT_WEEK_OPTIONS.map((option) => (
              <MenuItem key={option} value={option}>
                {weeksLabel(option)}
              </MenuItem>
            ))}
          </TextField>
          <Alert severity="info" sx={{ mt: 2 }}>
            {AVAILABILITY_REPEAT_NOTICE}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isBusy}>
            Cancel
          </Button>
          <Button variant="contained" disabled={isBusy} onClick={() => onRepeat(weeks)}>
            Repeat
          </Button>
        </DialogActions>
      </Dialog>

      <ConfirmDialog
        isOpen={dialog === 'clear'}
        title="Clear upcoming availability?"
        confirmLabel="Clear"
        isBusy={isBusy}
        onClose={onClose}
        onConfirm={() => onClear(clearWeeks === ALL_UPCOMING ? null : Number(clearWeeks))}
      >
        <DialogContentText sx={{ mb: 2 }}>
          Are you sure you want to clear your upcoming availability? Time already booked for
          sessions stays.
        </DialogContentText>
        <TextField
          select
          fullWidth
          label="Clear"
          value={clearWeeks}
          onChange={(event) => setClearWeeks(event.target.value)}
        >
          <MenuItem value={ALL_UPCOMING}>All upcoming availability</MenuItem>
          {AVAILABILITY_REPEAT_WEEK_OPTIONS.map((option) => (
            <MenuItem key={option} value={String(option)}>
              The next {weeksLabel(option)}
            </MenuItem>
          ))}
        </TextField>
      </ConfirmDialog>
    </>
  );
}
