import { useState } from 'react';
import { Button, FormControlLabel, Stack, Switch } from '@mui/material';
import { Confirm } from 'react-admin';
import { CONTRACT_MONTHS, TRIAL_DAYS, type Enrollment } from '@tp/domain';
import { useActionCall } from '../../actions/useActionCall.ts';
import { useEnrollmentAccess } from '../EnrollmentActions.tsx';

type Confirmable = 'moveTrial' | 'convertToContract' | null;

/** Auto renew toggle, move trial and convert to contract (spec §6), each as staff may. */
export function SubscriptionControls({ enrollment }: { enrollment: Enrollment }) {
  const { run, isSending } = useActionCall();
  const [confirming, setConfirming] = useState<Confirmable>(null);
  const can = {
    autoRenew: useEnrollmentAccess('autoRenew', enrollment),
    moveTrial: useEnrollmentAccess('moveTrial', enrollment),
    convertToContract: useEnrollmentAccess('convertToContract', enrollment),
  };
  const isCanceled = enrollment.state === 'canceled';

  const call = (action: 'autoRenew' | 'moveTrial' | 'convertToContract', enable?: boolean) =>
    run(
      (provider) =>
        action === 'autoRenew'
          ? provider.action('enrollments', action, {
              id: enrollment.id,
              data: { enable: enable ?? false },
            })
          : provider.action('enrollments', action, { id: enrollment.id }),
      {
        success:
          action === 'autoRenew'
            ? 'Auto renew updated'
            : action === 'moveTrial'
              ? 'Trial moved'
              : 'Converted to contract',
      },
    );

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      {can.autoRenew ? (
        <FormControlLabel
          control={
            <Switch
              checked={enrollment.autoRenew}
              disabled={isSending || isCanceled}
              onChange={(event) => void call('autoRenew', event.target.checked)}
            />
          }
          label="Auto renew"
        />
      ) : null}
      {can.moveTrial && enrollment.state === 'trial' ? (
        <Button onClick={() => setConfirming('moveTrial')} disabled={isSending}>
          Move trial
        </Button>
      ) : null}
      {can.convertToContract && (enrollment.state === 'trial' || enrollment.state === 'active') ? (
        <Button onClick={() => setConfirming('convertToContract')} disabled={isSending}>
          Convert to contract
        </Button>
      ) : null}
      <Confirm
        isOpen={confirming === 'moveTrial'}
        title="Move trial?"
        content={`The trial gets another ${TRIAL_DAYS} days.`}
        loading={isSending}
        onConfirm={async () => {
          await call('moveTrial');
          setConfirming(null);
        }}
        onClose={() => setConfirming(null)}
      />
      <Confirm
        isOpen={confirming === 'convertToContract'}
        title="Convert to contract?"
        content={`The subscription becomes a ${CONTRACT_MONTHS}-month contract from today.`}
        loading={isSending}
        onConfirm={async () => {
          await call('convertToContract');
          setConfirming(null);
        }}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
