import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@tp/domain';

export interface ProgressRowProps {
  label: 'Delivery' | 'Availability';
  /** Capped at 100 by the server (spec §9). */
  percent: number;
  /** The bar's width: the server trims availability so the two bars never pass 100. */
  barPercent: number;
  actual: number;
  target: number;
  color: 'primary' | 'success';
}

/** One labelled bar of the team view: "Delivery 40%" over the hours against the target. */
export function ProgressRow({
  label,
  percent,
  barPercent,
  actual,
  target,
  color,
}: ProgressRowProps) {
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {percent}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={barPercent}
        color={color}
        aria-label={`${label} ${percent}%`}
        sx={{ height: 8, borderRadius: 1, my: 0.5 }}
      />
      <Typography variant="caption" color="text.secondary">
        {formatDuration(actual * 60)} of {formatDuration(target * 60)}
      </Typography>
    </Box>
  );
}
