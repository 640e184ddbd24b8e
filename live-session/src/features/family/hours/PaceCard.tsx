import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PACE_MAX, formatHoursPerWeek, type PaceChange } from '@tp/domain';
import { dateText } from './hours-format.ts';

/** How many earlier paces the card shows beside the current one. */
const HISTORY_SHOWN = 5;

/** The weekly pace against its history: a bar per pace, on the 0–10 scale (spec §5). */
export function PaceCard({
  pace,
  history,
  timeZone,
}: {
  pace: number;
  history: PaceChange[];
  timeZone: string;
}) {
  const bar = (value: number) => (
    <LinearProgress
      variant="determinate"
      value={(value / PACE_MAX) * 100}
      aria-hidden
      sx={{ height: 8, borderRadius: 4 }}
    />
  );
  return (
    <Card variant="outlined" component="section" aria-labelledby="pace-heading">
      <CardContent>
        <Typography id="pace-heading" variant="h6" component="h2">
          Weekly pace
        </Typography>
        <Typography variant="h4" component="p" data-testid="current-pace">
          {formatHoursPerWeek(pace)}
        </Typography>
        {bar(pace)}
        {history.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            The pace has not been changed yet.
          </Typography>
        ) : (
          <Stack component="ol" aria-label="Pace history" spacing={1} sx={{ mt: 2, pl: 0 }}>
            {history.slice(0, HISTORY_SHOWN).map((change) => (
              <Stack component="li" key={change.changedAt} spacing={0.5} sx={{ listStyle: 'none' }}>
                <Typography variant="body2">
                  {formatHoursPerWeek(change.pace)} from {dateText(change.changedAt, timeZone)}
                  {change.previousPace !== null &&
                    ` (was ${formatHoursPerWeek(change.previousPace)})`}
                  {change.changedByName && `, set by ${change.changedByName}`}
                </Typography>
                {bar(change.pace)}
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
