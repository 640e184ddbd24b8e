import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  ADD_HOURS_BLOCK,
  formatCents,
  formatDuration,
  maxedOutText,
  type EnrollmentHours,
} from '@tp/domain';
import { calendarDayText } from './hours-format.ts';

/**
 * What the card offers for more hours: the Add Tutoring Hours button, the student's note that a
 * parent must first pay by card (so the card is kept on file), or nothing.
 */
export type AddHoursOffer = 'button' | 'needs-kept-card' | 'none';

/** One tutoring enrollment's hours: the figures, when they run out, and its money controls. */
export function EnrollmentHoursCard({
  hours,
  addHours,
  canSetPayAsYouGo,
  onAddHours,
  onPayAsYouGo,
}: {
  hours: EnrollmentHours;
  addHours: AddHoursOffer;
  canSetPayAsYouGo: boolean;
  onAddHours: () => void;
  onPayAsYouGo: () => void;
}) {
  const canAddHours = addHours === 'button';
  const figures: [string, number][] = [
    ['Bought', hours.boughtMinutes],
    ['Used', hours.usedMinutes],
    ['Scheduled', hours.scheduledMinutes],
    ['Remaining', hours.remainingMinutes],
  ];
  const runOut =
    hours.remainingMinutes === 0
      ? 'The hours have run out.'
      : hours.runsOutOn === null
        ? 'At a pace of 0 the hours do not run out.'
        : `At this pace the hours run out around ${calendarDayText(hours.runsOutOn)}.`;
  const maxedOut = maxedOutText(hours);
  const headingId = `enrollment-${hours.enrollmentId}-heading`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {hours.courseTitle}
          </Typography>
          {maxedOut && <Chip size="small" color="error" label={maxedOut} />}
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
            gap: 2,
            my: 2,
          }}
        >
          {figures.map(([label, minutes]) => (
            <Box key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography
                component="dd"
                variant="h6"
                sx={{ m: 0 }}
                data-testid={`hours-${label.toLowerCase()}`}
              >
                {formatDuration(minutes)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2">{runOut}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDuration(hours.unscheduledMinutes)} still to schedule ·{' '}
          {hours.upcomingSessionsCount} upcoming{' '}
          {hours.upcomingSessionsCount === 1 ? 'session' : 'sessions'}
        </Typography>
        {hours.owedMinutes > 0 && (
          <Typography variant="body2" color="warning.main">
            {formatDuration(hours.owedMinutes)} used beyond the hours bought.
          </Typography>
        )}
        {hours.owedCents > 0 && (
          <Typography variant="body2" color="warning.main">
            Pay As You Go balance owed: {formatCents(hours.owedCents)}
          </Typography>
        )}
      </CardContent>
      {(canAddHours || canSetPayAsYouGo) && (
        <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 2, px: 2, pb: 2 }}>
          {canAddHours && (
            <Button variant="contained" onClick={onAddHours}>
              Add Tutoring Hours
            </Button>
          )}
          {canSetPayAsYouGo && (
            <FormControlLabel
              sx={{ ml: 0 }}
              control={<Switch checked={hours.arrearBilling} onChange={onPayAsYouGo} />}
              label="Pay As You Go"
            />
          )}
        </CardActions>
      )}
      {addHours === 'needs-kept-card' && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          A parent must add hours with a card first, in the parent app. After that you can add{' '}
          {ADD_HOURS_BLOCK} hours here, charged to the family’s card on file.
        </Typography>
      )}
      {!canSetPayAsYouGo && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          Pay As You Go is {hours.arrearBilling ? 'on' : 'off'}.
        </Typography>
      )}
    </Card>
  );
}
