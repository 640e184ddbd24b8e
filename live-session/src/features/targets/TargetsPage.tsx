import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { weekOfInstant } from '@tp/domain';
import { useErrorToast } from '@tp/ui';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { displayTimeZone } from '../shell/display-zone.ts';
import { TargetsChart } from './TargetsChart.tsx';
import { TargetsTable } from './TargetsTable.tsx';
import { useScheduleChangeVersion, useTargetHistories } from './useTargetHistories.ts';

const TABLE_QUERY = {};

/**
 * `/tutor/profile/targets` (spec §2 "Targets table and chart"): the table of 6 weeks from 3
 * weeks back and the chart of the last 6 weeks or five quarters, weeks in the tutor's zone.
 * Both reload 2 seconds after a schedule change (spec §4).
 */
export function TargetsPage() {
  const { user } = useSignIn();
  const toastError = useErrorToast();
  const zone = displayTimeZone(user);
  const [now] = useState(() => new Date());
  const version = useScheduleChangeVersion();
  const tutorId = user?.tutorId ?? null;
  // The server's default: 6 weeks from 3 weeks back in the tutor's zone.
  const table = useTargetHistories(tutorId, TABLE_QUERY, version, toastError);

  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h5" component="h1">
          My targets
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Hours delivered and made available each week (Monday to Sunday) against your weekly
          targets.{' '}
          <Link component={RouterLink} to="/tutor/profile">
            Back to my profile
          </Link>
        </Typography>
      </div>
      {tutorId === null ? (
        <Alert severity="warning">
          Your account has no tutor profile, so there are no targets.
        </Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
            {table.status === 'loaded' ? (
              <TargetsTable weeks={table.weeks} currentWeek={weekOfInstant(now, zone)} />
            ) : table.status === 'failed' ? (
              <Alert severity="error">The targets could not be loaded.</Alert>
            ) : (
              <Skeleton variant="rectangular" height={240} />
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
            <TargetsChart tutorId={tutorId} timeZone={zone} now={now} version={version} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
