import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { bookingPlanSummary } from '@tp/domain';
import { actionErrorMessage } from '../actions/actionErrors.ts';
import { BookingDatesTable, type BookingDateRow } from '@tp/ui';
import type { Loaded } from '@tp/ui';
import type { RepeatOptionsAnswer } from './useRepeatOptions.ts';

/** How the confirm step words what the server expects of each date (not yet done). */
const EXPECTED_LABELS = {
  booked: 'Bookable',
  pending: 'Pending',
  failed: 'Will fail',
  expired: 'Expired',
} as const;

/**
 * The confirm step: every date the booking asks for, as GET /availabilities/repeat_options
 * judges it now, and the Book button. The booking itself judges each date again.
 */
export function BookingConfirm({
  who,
  zone,
  duration,
  dates,
  isSending,
  onBack,
  onBook,
}: {
  who: string;
  zone: string;
  duration: number;
  dates: Loaded<RepeatOptionsAnswer>;
  isSending: boolean;
  onBack(): void;
  onBook(): void;
}) {
  const options = dates.data?.repeatOptions ?? [];
  const rows: BookingDateRow[] = options.map((option) => ({
    startsAt: option.startsAt,
    endsAt: option.endsAt,
    status: option.book ? 'booked' : 'failed',
    reasons: option.reasons,
  }));
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Confirm the booking
          </Typography>
          <Typography>{who}</Typography>
          {dates.isLoading ? <CircularProgress size={24} aria-label="Loading the dates" /> : null}
          {dates.error ? <Alert severity="error">{actionErrorMessage(dates.error)}</Alert> : null}
          {dates.data ? (
            <>
              <Typography sx={{ fontWeight: 500 }}>
                {bookingPlanSummary({ starts: options.map((o) => o.startsAt), duration, zone })}
              </Typography>
              <Box sx={{ overflowX: 'auto' }}>
                <BookingDatesTable
                  rows={rows}
                  zone={zone}
                  label="Dates to book"
                  statusLabels={EXPECTED_LABELS}
                />
              </Box>
            </>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onBack} disabled={isSending}>
              Back
            </Button>
            <Button
              variant="contained"
              onClick={onBook}
              disabled={isSending || dates.isLoading || !dates.data}
            >
              {isSending
                ? 'Booking…'
                : `Book ${options.length === 1 ? 'session' : `${options.length} sessions`}`}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
