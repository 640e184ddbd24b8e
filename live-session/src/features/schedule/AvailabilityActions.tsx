import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { HttpClient } from '@tp/data-provider';
import { useErrorToast, useToast } from '@tp/ui';
import { lazyWhenOpened } from '../../lib/lazyWhenOpened.tsx';
import { clearUpcomingAvailability, repeatAvailabilityWeek } from './availability-api.ts';
import type { AvailabilityDialog, AvailabilityDialogsProps } from './AvailabilityDialogs.tsx';
import { AVAILABILITY_UPDATED_MESSAGE } from './calendar-settings.ts';

const LazyAvailabilityDialogs = lazyWhenOpened<AvailabilityDialogsProps>(
  async () => (await import('./AvailabilityDialogs.tsx')).AvailabilityDialogs,
  ({ dialog }) => dialog !== null,
);

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
  const [dialog, setDialog] = useState<AvailabilityDialog>(null);
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

      <LazyAvailabilityDialogs
        dialog={dialog}
        weekLabel={weekLabel}
        isBusy={isBusy}
        onClose={() => setDialog(null)}
        onRepeat={(weeks) => void run(() => repeatAvailabilityWeek(httpClient, weekDate, weeks))}
        onClear={(weeks) => void run(() => clearUpcomingAvailability(httpClient, clearFrom, weeks))}
      />
    </>
  );
}
