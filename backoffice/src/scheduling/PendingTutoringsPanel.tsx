import { Alert, Box, Stack, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import type { PendingTutoring } from '@tp/domain';
import { BookingDatesTable } from '@tp/ui';

/** What staff are told of the dates a booking keeps pending (GET /pending_tutorings). */
export const PENDING_DATES_NOTE =
  "These dates are kept: they are booked when the tutor's availability reaches them, or fail then with the reason.";

/**
 * The enrollment's kept pending dates and what became of them (pending, booked, or failed with
 * why), read-only: shown under the booking review when the booking left dates pending, and
 * wherever staff look at a tutoring enrollment's bookings.
 */
export function PendingTutoringsPanel({
  enrollmentId,
  zone,
}: {
  enrollmentId: number;
  zone: string;
}) {
  const {
    data = [],
    isPending,
    error,
  } = useGetList<PendingTutoring>('pending_tutorings', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'startsAt', order: 'ASC' },
    filter: { enrollmentId },
  });
  if (isPending) return null;
  if (error) return <Alert severity="warning">The pending dates could not be loaded.</Alert>;
  if (data.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-labelledby="pending-dates-title">
      <Typography variant="subtitle1" component="h3" id="pending-dates-title">
        Pending dates of this enrollment
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {PENDING_DATES_NOTE}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <BookingDatesTable
          rows={data.map((date) => ({
            startsAt: date.startsAt,
            endsAt: date.endsAt,
            status: date.status,
            reasons: date.reasons,
          }))}
          zone={zone}
          label="Pending dates of this enrollment"
        />
      </Box>
    </Stack>
  );
}
