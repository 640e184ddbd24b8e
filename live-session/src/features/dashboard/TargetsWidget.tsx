import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Tutor } from '@tp/domain';
import { DurationText } from '@tp/ui';
import { DashboardCard } from './DashboardCard.tsx';

export const TARGETS_LATER_NOTE =
  'Progress against your targets arrives with a later release; these are your weekly targets only.';

function Target({ label, hours }: { label: string; hours: number | null | undefined }) {
  return (
    <div>
      <Typography variant="h5" component="p">
        {hours === undefined ? '—' : <DurationText minutes={hours === null ? null : hours * 60} />}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </div>
  );
}

/**
 * The weekly targets (delivery and availability hours). The weekly actuals come with the
 * targets issue; until then the card says so rather than show made-up progress.
 */
export function TargetsWidget({ tutor, isLoading }: { tutor: Tutor | null; isLoading: boolean }) {
  return (
    <DashboardCard title="Weekly targets" id="targets-widget-title">
      <Stack direction="row" spacing={3} sx={{ mb: 1.5 }}>
        <Target label="delivery" hours={isLoading ? null : tutor?.deliveryTarget} />
        <Target label="availability" hours={isLoading ? null : tutor?.availabilityTarget} />
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p">
        {TARGETS_LATER_NOTE}
      </Typography>
    </DashboardCard>
  );
}
