import { useMemo, useState } from 'react';
import { Button, Card, CardContent, Divider, Grid, Stack, Typography } from '@mui/material';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { createHttpClient, currentSpoofTarget } from '@tp/data-provider';
import { ADD_HOURS_BLOCK, formatCents, type Enrollment } from '@tp/domain';
import { AddHoursDialog } from '@tp/ui';
import { useAddHoursPrice } from './useAddHoursPrice.ts';
import { formatInZone } from '../../time/formatInZone.ts';
import { useDisplayTimeZone } from '../../time/useDisplayTimeZone.ts';
import { useEnrollmentAccess } from '../EnrollmentActions.tsx';
import { ApplyCouponForm } from './ApplyCouponForm.tsx';
import { InstallmentsList } from './InstallmentsList.tsx';
import { SubscriptionControls } from './SubscriptionControls.tsx';

const STATE_LABELS: Record<Enrollment['state'], string> = {
  trial: 'Trial',
  active: 'Active',
  contract: 'Contract',
  canceled: 'Canceled',
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 6, sm: 4, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Grid>
  );
}

/**
 * The enrollment's money (spec §6–§9): its subscription fields, Add 5 hours, the coupon, auto
 * renew, move trial, convert to contract and the installment plan.
 */
export function EnrollmentMoneyPanel() {
  const enrollment = useRecordContext<Enrollment>();
  const zone = useDisplayTimeZone();
  const [isAdding, setAdding] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  // The card is tokenised and the order sent as the user on screen (a spoofed one too).
  const httpClient = useMemo(() => createHttpClient({ getSpoof: currentSpoofTarget }), []);
  const canAddHours = useEnrollmentAccess('addHours', enrollment);
  const canApplyCoupon = useEnrollmentAccess('applyCoupon', enrollment);
  const price = useAddHoursPrice(httpClient, isAdding ? enrollment : undefined);
  if (!enrollment) return null;
  const date = (value: string | null) => (value ? formatInZone(value, zone, 'MMM D, YYYY') : '—');
  // Spec §6: staff add 5 hours on enrollments without arrear billing (Pay As You Go), and only
  // to a tutoring enrollment (the server refuses a group class's).
  const isArrearBilled = (enrollment as { arrearBilling?: boolean }).arrearBilling === true;
  return (
    <Card variant="outlined" sx={{ mt: 2 }} aria-label="Money">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h6">Money</Typography>
            {canAddHours &&
            !isArrearBilled &&
            enrollment.tutoring &&
            enrollment.status === 'active' ? (
              <Button variant="contained" onClick={() => setAdding(true)}>
                Add {ADD_HOURS_BLOCK} hours
              </Button>
            ) : null}
          </Stack>
          <Grid container spacing={2}>
            <Fact label="State" value={STATE_LABELS[enrollment.state]} />
            <Fact label="Balance" value={formatCents(enrollment.balanceCents)} />
            <Fact label="Credit" value={formatCents(enrollment.creditCents)} />
            <Fact label="Trial ends" value={date(enrollment.trialEndsAt)} />
            <Fact label="Contract ends" value={date(enrollment.contractEndsAt)} />
            <Fact label="Cancels at" value={date(enrollment.delayedCancelAt)} />
            <Fact label="Canceled" value={date(enrollment.canceledAt)} />
          </Grid>
          <SubscriptionControls enrollment={enrollment} />
          {canApplyCoupon ? <ApplyCouponForm enrollment={enrollment} /> : null}
          <Divider />
          <Typography variant="subtitle2">Installments</Typography>
          <InstallmentsList enrollment={enrollment} />
        </Stack>
      </CardContent>
      {isAdding ? (
        <AddHoursDialog
          httpClient={httpClient}
          enrollmentId={enrollment.id}
          courseTitle={enrollment.courseTitle}
          studentName={enrollment.studentName}
          payWith={{ kind: 'new-card' }}
          price={price}
          onProcessed={(message) => {
            notify(message, { type: 'success' });
            setAdding(false);
            refresh();
          }}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Card>
  );
}
