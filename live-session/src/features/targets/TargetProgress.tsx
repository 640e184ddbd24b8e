import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { targetProgress, type TargetHistory } from '@tp/domain';

const hours = (value: number) => `${Math.round(value * 100) / 100} h`;

/**
 * A week's progress (spec §9): delivered and available hours against the targets, each
 * percentage capped at 100, drawn as one track with the delivery bar first and the
 * availability bar trimmed to what delivery leaves.
 */
export function TargetProgress({ week }: { week: TargetHistory }) {
  const progress = targetProgress(week);
  return (
    <Stack spacing={1}>
      <Box
        role="img"
        aria-label={`Delivery ${progress.deliveryPercent}%, availability ${progress.availabilityPercent}%`}
        sx={{
          display: 'flex',
          height: 12,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'grey.200',
        }}
      >
        <Box
          data-testid="delivery-bar"
          sx={{ width: `${progress.deliveryBarPercent}%`, bgcolor: 'primary.main' }}
        />
        <Box
          data-testid="availability-bar"
          sx={{ width: `${progress.availabilityBarPercent}%`, bgcolor: 'success.light' }}
        />
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
        <Typography variant="body2" data-testid="delivery-progress">
          Delivery: {hours(week.deliveryActual)} of {hours(week.deliveryTarget)} (
          {progress.deliveryPercent}%)
        </Typography>
        <Typography variant="body2" data-testid="availability-progress">
          Availability: {hours(week.availabilityActual)} of {hours(week.availabilityTarget)} (
          {progress.availabilityPercent}%)
        </Typography>
      </Stack>
    </Stack>
  );
}
