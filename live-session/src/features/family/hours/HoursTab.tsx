import { useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can, type EnrollmentHours, type StudentHours } from '@tp/domain';
import { AddHoursDialog, useToast, type AddHoursPayWith } from '@tp/ui';
import { useAppServices } from '../../../app/AppServicesContext.ts';
import { useSignIn } from '../../../sign-in/SignInContext.ts';
import { displayTimeZone } from '../../shell/display-zone.ts';
import type { FamilyApp } from '../family-tabs.ts';
import { EnrollmentHoursCard, type AddHoursOffer } from './EnrollmentHoursCard.tsx';
import { PaceCard } from './PaceCard.tsx';
import { PayAsYouGoDialog } from './PayAsYouGoDialog.tsx';
import { useStudentHours } from './useStudentHours.ts';

/** The tab's shape while the hours load: the pace and one card, never a figure of 0. */
function HoursTabSkeleton() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }} aria-busy="true" aria-label="Loading hours">
      <Typography variant="h5" component="h1">
        Hours &amp; pace
      </Typography>
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={180} />
    </Stack>
  );
}

type OpenDialog = { kind: 'add-hours' | 'pay-as-you-go'; enrollment: EnrollmentHours } | null;

/**
 * How this app buys hours (spec: "Students may add hours. Parents pay by card."): a parent
 * pays with the card the family keeps on file or types a new one (only a new one when none is
 * kept); a student orders on the kept card, and without one is told that a parent must pay by
 * card first.
 */
function addHoursTerms(
  app: FamilyApp,
  canPayByCard: boolean,
  keptCard: StudentHours['keptCard'],
): { offer: AddHoursOffer; payWith: AddHoursPayWith } {
  if (app === 'parent')
    return {
      offer: canPayByCard ? 'button' : 'none',
      payWith: keptCard
        ? { kind: 'kept-or-new-card', last4: keptCard.last4 }
        : { kind: 'new-card' },
    };
  return keptCard
    ? { offer: 'button', payWith: { kind: 'kept-card', last4: keptCard.last4 } }
    : { offer: 'needs-kept-card', payWith: { kind: 'kept-card', last4: null } };
}

/**
 * The Hours & pace tab (spec scheduling §2 and §5): the student's weekly pace against its
 * history, and per tutoring enrollment the hours bought, used, scheduled and remaining, when
 * they run out, Add Tutoring Hours and (for parents) Pay As You Go.
 */
export function HoursTab({ app }: { app: FamilyApp }) {
  const studentId = Number(useParams().studentId);
  const { user } = useSignIn();
  const { httpClient } = useAppServices();
  const toast = useToast();
  const { state, reload } = useStudentHours(studentId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  if (!user) return null;
  if (state.status === 'loading') return <HoursTabSkeleton />;
  if (state.status === 'error')
    return <Alert severity="error">The hours could not be loaded. Please try again.</Alert>;
  const { hours } = state;
  const timeZone = displayTimeZone(user);
  const { offer, payWith } = addHoursTerms(
    app,
    can(user, 'addHours', 'enrollments'),
    hours.keptCard,
  );
  const canSetPayAsYouGo = app === 'parent' && can(user, 'arrearBilling', 'enrollments');
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
          addHours={offer}
          canSetPayAsYouGo={canSetPayAsYouGo}
          onAddHours={() => setDialog({ kind: 'add-hours', enrollment })}
          onPayAsYouGo={() => setDialog({ kind: 'pay-as-you-go', enrollment })}
        />
      ))}
      {dialog?.kind === 'add-hours' && (
        <AddHoursDialog
          httpClient={httpClient}
          enrollmentId={dialog.enrollment.enrollmentId}
          courseTitle={dialog.enrollment.courseTitle}
          payWith={payWith}
          price={dialog.enrollment.addHoursPrice}
          onProcessed={(message) => {
            toast.success(message);
            setDialog(null);
            reload();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog && (
        <PayAsYouGoDialog
          open={dialog.kind === 'pay-as-you-go'}
          enrollmentId={dialog.enrollment.enrollmentId}
          turnOn={!dialog.enrollment.arrearBilling}
          timeZone={timeZone}
          onClose={() => setDialog(null)}
          onChanged={reload}
        />
      )}
    </Stack>
  );
}
