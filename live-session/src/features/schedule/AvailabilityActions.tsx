import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { HttpClient } from '@tp/data-provider';
import {
  AVAILABILITY_REPEAT_DEFAULT_WEEKS,
  AVAILABILITY_REPEAT_NOTICE,
  AVAILABILITY_REPEAT_WEEK_OPTIONS,
} from '@tp/domain';
import { useErrorToast, useToast } from '@tp/ui';
import { clearUpcomingAvailability, repeatAvailabilityWeek } from './availability-api.ts';
import { AVAILABILITY_UPDATED_MESSAGE } from './calendar-settings.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

interface AvailabilityActionsProps {
  httpClient: HttpClient;
  /** A day of the week on screen (YYYY-MM-DD in the tutor's zone): the week to repeat. */
  weekDate: string;
  /** The first day clearing starts from (YYYY-MM-DD): the week on screen, not before today. */
  clearFrom: string;
  /** "March 8 – 14": the week on screen, as the calendar's toolbar names it. */
  weekLabel: string;
  onChanged(): void;
}

const ALL_UPCOMING = 'all';

function weeksLabel(weeks: number): string {
  return `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
}

/**
 * Availability mode's week actions: Repeat (the week on screen onto the next 1 to 6, 12 or
 * 26 weeks, 4 by default; POST /availabilities/repeat) and Clear upcoming (after a
 * confirmation; DELETE /availabilities/clear_upcoming). Both say "Your availability has been
 * updated" when done and show the server's sentence when refused.
 */
export function AvailabilityActions({
  httpClient,
  weekDate,
  clearFrom,
  weekLabel,
  onChanged,
}: AvailabilityActionsProps) {
  const toast = useToast();
  const toastError = useErrorToast();
  const [dialog, setDialog] = useState<'repeat' | 'clear' | null>(null);
  const [weeks, setWeeks] = useState<number>(AVAILABILITY_REPEAT_DEFAULT_WEEKS);
  const [clearWeeks, setClearWeeks] = useState<string>(ALL_UPCOMING);
  const [isBusy, setBusy] = useState(false);

  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      toast.success(AVAILABILITY_UPDATED_MESSAGE);
      setDialog(null);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
      >
        <Button variant="outlined" size="small" onClick={() => setDialog('repeat')}>
          Repeat week
        </Button>
        <Button variant="outlined" size="small" color="error" onClick={() => setDialog('clear')}>
          Clear upcoming
        </Button>
      </Stack>

      <Dialog
        open={dialog === 'repeat'}
        onClose={isBusy ? undefined : () => setDialog(null)}
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
          <Button onClick={() => setDialog(null)} disabled={isBusy}>
            Cancel
          </Button>
          <Button
            variant="contained"
            disabled={isBusy}
            onClick={() => run(() => repeatAvailabilityWeek(httpClient, weekDate, weeks))}
          >
            Repeat
          </Button>
        </DialogActions>
      </Dialog>

      <ConfirmDialog
        isOpen={dialog === 'clear'}
        title="Clear upcoming availability?"
        confirmLabel="Clear"
        isBusy={isBusy}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          run(() =>
            clearUpcomingAvailability(
              httpClient,
              clearFrom,
              clearWeeks === ALL_UPCOMING ? null : Number(clearWeeks),
            ),
          )
        }
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
