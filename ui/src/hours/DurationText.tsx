import Skeleton from '@mui/material/Skeleton';
import { formatDuration } from '@tp/domain';

/**
 * Hours or a duration in the one format both apps use (domain's formatDuration, "12 h 45 min"),
 * or, while the figure loads (`minutes` null), a text skeleton: never a "0 h" that is not true.
 */
export function DurationText({
  minutes,
  loadingLabel = 'Loading hours',
}: {
  minutes: number | null;
  loadingLabel?: string;
}) {
  if (minutes === null)
    return (
      <Skeleton
        variant="text"
        width="4em"
        aria-label={loadingLabel}
        sx={{ display: 'inline-block' }}
      />
    );
  return <>{formatDuration(minutes)}</>;
}
