import { useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can, type EnrollmentHours } from '@tp/domain';
import { useSignIn } from '../../../sign-in/SignInContext.ts';
import { displayTimeZone } from '../../shell/display-zone.ts';
import { AddHoursDialog } from './AddHoursDialog.tsx';
import { EnrollmentHoursCard } from './EnrollmentHoursCard.tsx';
import { PaceCard } from './PaceCard.tsx';
import { PayAsYouGoDialog } from './PayAsYouGoDialog.tsx';
import { useStudentHours } from './useStudentHours.ts';

type OpenDialog = { kind: 'add-hours' | 'pay-as-you-go'; enrollment: EnrollmentHours } | null;

/**
 * The Hours & pace tab (spec scheduling §2 and §5): the student's weekly pace against its
 * history, and per tutoring enrollment the hours bought, used, scheduled and remaining, when
 * they run out, Add Tutoring Hours and Pay As You Go.
 */
export function HoursTab() {
  const studentId = Number(useParams().studentId);
  const { user } = useSignIn();
  const { state, reload } = useStudentHours(studentId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  if (!user) return null;
  if (state.status === 'loading') return <CircularProgress aria-label="Loading hours" />;
  if (state.status === 'error')
    return <Alert severity="error">The hours could not be loaded. Please try again.</Alert>;
  const { hours } = state;
  const timeZone = displayTimeZone(user);
  const canAddHours = can(user, 'addHours', 'enrollments');
  const canSetPayAsYouGo = can(user, 'arrearBilling', 'enrollments');
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Typography variant="h5" component="h1">
        Hours &amp; pace
      </Typography>
      <PaceCard pace={hours.pace} history={hours.paceHistory} timeZone={timeZone} />
      {hours.enrollments.length === 0 && (
        <Typography color="text.secondary">No tutoring hours yet.</Typography>
      )}
      {hours.enrollments.map((enrollment) => (
        <EnrollmentHoursCard
          key={enrollment.enrollmentId}
          hours={enrollment}
          timeZone={timeZone}
          canAddHours={canAddHours}
          canSetPayAsYouGo={canSetPayAsYouGo}
          onAddHours={() => setDialog({ kind: 'add-hours', enrollment })}
          onPayAsYouGo={() => setDialog({ kind: 'pay-as-you-go', enrollment })}
        />
      ))}
      {dialog && (
        <AddHoursDialog
          open={dialog.kind === 'add-hours'}
          enrollmentId={dialog.enrollment.enrollmentId}
          courseTitle={dialog.enrollment.courseTitle}
          onClose={() => setDialog(null)}
          onAdded={reload}
        />
      )}
      {dialog && (
        <PayAsYouGoDialog
          open={dialog.kind === 'pay-as-you-go'}
          enrollmentId={dialog.enrollment.enrollmentId}
          turnOn={!dialog.enrollment.arrearBilling}
          onClose={() => setDialog(null)}
          onChanged={reload}
        />
      )}
    </Stack>
  );
}
