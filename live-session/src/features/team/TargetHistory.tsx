import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addCalendarDays, calendarDateIn, formatUsDate, targetProgress } from '@tp/domain';
import { useLoaded } from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { loadTargetHistories } from '../targets/targets-api.ts';
import { WeekBars } from './WeekBars.tsx';

/** The weeks before the current one that each tutor's card shows. */
export const TEAM_HISTORY_WEEKS = 3;

/**
 * A tutor's target history on the team view: the weeks before `weekStartsAt`, oldest first,
 * from GET /api/v2/target_histories (the weeks cut in the tutor's zone). Shown only where the
 * server said the viewer may read it; nothing while it loads or if it fails.
 */
export function TargetHistory({
  tutorId,
  weekStartsAt,
}: {
  tutorId: number;
  weekStartsAt: string;
}) {
  const { httpClient } = useAppServices();
  // A day inside the week TEAM_HISTORY_WEEKS back, whatever the tutor's zone: its Thursday.
  const thursday = calendarDateIn(new Date(Date.parse(weekStartsAt) + 3 * 86_400_000), 'UTC');
  const startDate = addCalendarDays(thursday, -7 * TEAM_HISTORY_WEEKS);
  const loaded = useLoaded(
    (signal) =>
      loadTargetHistories(httpClient, { tutorId, weeks: TEAM_HISTORY_WEEKS, startDate }, signal),
    `${tutorId}-${startDate}`,
  );
  const weeks = loaded.data?.targetHistories ?? [];
  if (weeks.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-label="Earlier weeks">
      {weeks.map((week) => (
        <div key={week.date}>
          <Typography variant="caption" color="text.secondary">
            Week of {formatUsDate(week.date)}
          </Typography>
          <WeekBars week={{ ...week, ...targetProgress(week) }} />
        </div>
      ))}
    </Stack>
  );
}
