import Dialog from '@mui/material/Dialog';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { HttpClient } from '@tp/data-provider';
import {
  TutoringBookingContent,
  UnsavedChangesContext,
  useUnsavedChangesScope,
  type FamilyBooker,
} from '@tp/ui';

/** What the planner books: the family's target and "now", or a tutoring being moved. */
export type PlannerBooking = Omit<FamilyBooker, 'kind'>;

export interface PlannerBookingDialogProps {
  booking: PlannerBooking | null;
  zone: string;
  httpClient: HttpClient;
  onClose(): void;
  onChanged(): void;
}

/** The shared tutoring booking form in its family mode, full screen on phones. */
export function PlannerBookingDialog({
  booking,
  zone,
  httpClient,
  onClose,
  onChanged,
}: PlannerBookingDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // Times picked and not booked: closing asks first.
  const { scope, confirmDiscard } = useUnsavedChangesScope();
  const close = () => confirmDiscard(onClose);
  return (
    <UnsavedChangesContext.Provider value={scope}>
      <Dialog
        open={booking !== null}
        onClose={close}
        fullScreen={isPhone}
        fullWidth
        maxWidth="sm"
        aria-labelledby="event-dialog-title"
      >
        {booking ? (
          <TutoringBookingContent
            slot={{
              start: booking.target.availability.start,
              end: booking.target.availability.end,
            }}
            httpClient={httpClient}
            booker={{ kind: 'family', ...booking }}
            zone={zone}
            onBack={close}
            onClose={close}
            onChanged={onChanged}
          />
        ) : null}
      </Dialog>
    </UnsavedChangesContext.Provider>
  );
}
