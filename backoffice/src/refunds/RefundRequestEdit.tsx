import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { HistorySection } from '../audit/HistoryTab.tsx';
import { Alert, Typography } from '@mui/material';
import { formatCents, isRefundEditable, type RefundRequest } from '@tp/domain';
import { AsideCard } from '../layout/AsideCard.tsx';
import { useSavedNotice } from '../layout/useSavedNotice.ts';
import { refundEditResolver } from './refundForm.ts';
import { RefundRequestActions } from './RefundRequestActions.tsx';
import { RefundRequestInputs } from './RefundRequestInputs.tsx';
import { RefundStatusChip } from './RefundStatusChip.tsx';

function RefundAside() {
  const request = useRecordContext<RefundRequest>();
  if (!request) return null;
  return (
    <AsideCard title="Refund">
      <RefundStatusChip status={request.status} />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {request.familyName} · payment #{request.paymentId}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {request.lineItemDescription} ({formatCents(request.lineItemAmountCents)})
      </Typography>
      {request.errors.length > 0 ? (
        <Alert severity="error" sx={{ my: 1 }}>
          {request.errors.join(' ')}
        </Alert>
      ) : null}
      <RefundRequestActions />
    </AsideCard>
  );
}

function RefundForm() {
  const request = useRecordContext<RefundRequest>();
  if (!request) return null;
  const isEditable = isRefundEditable(request.status);
  return (
    <SimpleForm
      warnWhenUnsavedChanges
      noValidate
      resolver={refundEditResolver}
      disabled={!isEditable}
      toolbar={
        isEditable ? (
          <Toolbar>
            <SaveButton />
          </Toolbar>
        ) : (
          false
        )
      }
    >
      {isEditable ? null : (
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          Only a pending refund request can be edited.
        </Alert>
      )}
      <RefundRequestInputs
        maxCents={isEditable ? request.refundableCents : undefined}
        disabled={!isEditable}
      />
    </SimpleForm>
  );
}

/** Edit a pending request (pessimistic: the server checks the amount), its actions beside. */
export function RefundRequestEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={useSavedNotice('refund_requests', 'Refund request', 'updated')}
      aside={<RefundAside />}
      sx={{
        '& .RaEdit-main': { flexDirection: { xs: 'column', md: 'row' } },
        '& .RaEdit-card': { flex: { md: 2 } },
      }}
    >
      <RefundForm />
      <HistorySection />
    </Edit>
  );
}
