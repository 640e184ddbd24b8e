import { Chip, Stack, Tooltip } from '@mui/material';
import { maxedOutText, type Enrollment, type EnrollmentState } from '@tp/domain';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { stateLabel, stateOf } from './enrollmentLabels.ts';

const COLORS: Record<EnrollmentState, 'success' | 'warning' | 'default' | 'info'> = {
  active: 'success',
  canceling: 'warning',
  canceled: 'default',
  transferred: 'info',
};

/** The state, "Cancels on ..." when a cancel is scheduled, and "Maxed out" (spec §4). */
export function EnrollmentStateChip({ enrollment }: { enrollment: Enrollment }) {
  const zone = useDisplayTimeZone();
  const state = stateOf(enrollment);
  const label =
    state === 'canceling' && enrollment.unenrolledAt
      ? `Cancels ${formatInZone(enrollment.unenrolledAt, zone, 'MMM D, YYYY')}`
      : stateLabel(enrollment);
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" label={label} color={COLORS[state]} />
      {enrollment.maxedOut ? (
        // Why (the limit of sessions reached, or every hour bought used), as the hours say it.
        <Tooltip title={maxedOutText(enrollment.hours) ?? ''}>
          <Chip size="small" label="Maxed out" color="error" />
        </Tooltip>
      ) : null}
    </Stack>
  );
}
