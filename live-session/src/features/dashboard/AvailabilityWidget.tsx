import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Availability } from '@tp/domain';
import { DurationText } from '@tp/ui';
import { DashboardCard } from './DashboardCard.tsx';
import { availabilityTotals } from './dashboard-figures.ts';

/** This week's availability hours and what remains unbooked, with a way to edit them. */
export function AvailabilityWidget({
  availabilities,
  now,
}: {
  /** Null while they load (the figures show skeletons, not 0 h). */
  availabilities: readonly Availability[] | null;
  /** When the figures were loaded: ended availabilities are no longer bookable. */
  now: Date;
}) {
  const totals = availabilities === null ? null : availabilityTotals(availabilities, now);
  return (
    <DashboardCard title="Availability this week" id="availability-widget-title">
      <Stack direction="row" spacing={3} sx={{ mb: 2 }}>
        <div>
          <Typography variant="h5" component="p" data-testid="availability-hours">
            <DurationText minutes={totals?.offered ?? null} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            available
          </Typography>
        </div>
        <div>
          <Typography variant="h5" component="p" data-testid="availability-remaining">
            <DurationText minutes={totals?.remaining ?? null} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            not yet booked
          </Typography>
        </div>
      </Stack>
      <Button
        component={RouterLink}
        to="/tutor/schedule?mode=availability"
        variant="outlined"
        size="small"
      >
        Edit availability
      </Button>
    </DashboardCard>
  );
}
