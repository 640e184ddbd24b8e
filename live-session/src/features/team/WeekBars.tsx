import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@tp/domain';

/** A week's figures as the server gives them (GET /teams/{id}/stats, spec §3 Team targets). */
export interface WeekFigures {
  deliveryActual: number;
  deliveryTarget: number;
  availabilityActual: number;
  availabilityTarget: number;
  deliveryPercent: number;
  deliveryBarPercent: number;
  availabilityPercent: number;
  availabilityBarPercent: number;
}

const SEGMENTS = [
  { label: 'Delivery', color: 'primary.main', key: 'delivery' },
  { label: 'Availability', color: 'success.main', key: 'availability' },
] as const;

/**
 * A week on one track (spec §9): the delivery bar, then the availability bar trimmed by the
 * server to what delivery leaves, so together they never pass 100%. Below it each figure's
 * capped percentage and its hours against the target.
 */
export function WeekBars({ week }: { week: WeekFigures }) {
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          height: 10,
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflow: 'hidden',
        }}
      >
        {SEGMENTS.map(({ label, color, key }) => {
          const percent = week[`${key}Percent`];
          return (
            <Box
              key={key}
              role="progressbar"
              aria-label={`${label} ${percent}%`}
              aria-valuenow={percent}
              aria-valuemin={0}
              aria-valuemax={100}
              sx={{ width: `${week[`${key}BarPercent`]}%`, bgcolor: color }}
            />
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, mt: 0.75 }}>
        {SEGMENTS.map(({ label, color, key }) => (
          <Box key={key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box
              sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: color, flexShrink: 0 }}
            />
            <Typography variant="body2">
              <Box component="span" sx={{ fontWeight: 600 }}>
                {label} {week[`${key}Percent`]}%
              </Box>{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {formatDuration(week[`${key}Actual`] * 60)} of{' '}
                {formatDuration(week[`${key}Target`] * 60)}
              </Box>
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
