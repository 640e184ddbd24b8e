import { useState } from 'react';
import { Button, Stack, Tooltip } from '@mui/material';
import { useCanAccess, useRecordContext } from 'react-admin';
import {
  canProcessManually,
  formatCents,
  isRefundApprovable,
  mayApproveRefund,
  REFUND_SELF_APPROVAL_MESSAGE,
  REFUNDED_MESSAGE,
  type RefundRequest,
} from '@tp/domain';
import { PendingConfirm } from '../actions/PendingConfirm.tsx';
import { useAuthUser } from '../auth/AuthUserContext.tsx';
import { useActionCall } from '../actions/useActionCall.ts';

type RefundAction = 'approve' | 'processManually';

const TITLES: Record<RefundAction, string> = {
  approve: 'Approve this refund?',
  processManually: 'Mark as processed manually?',
};

/** The answer of an approval: refunded, or incomplete with the gateway's words. */
function approvalToast(request: RefundRequest): string {
  return request.status === 'refunded'
    ? `${REFUNDED_MESSAGE}: ${formatCents(request.amountCents)}`
    : `Refund incomplete: ${request.errors.join(' ') || 'the gateway did not refund it'}`;
}

/**
 * Approve (a pending request: the gateway refunds it) and Process manually (an incomplete one,
 * refunded outside the gateway), each after a confirm; shown only to those domain's `can`
 * lets run them (admins) and only in the status that allows them (spec §4). Approve is disabled,
 * with the reason, for the admin who requested the refund (a second person approves).
 */
export function RefundRequestActions({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  const request = useRecordContext<RefundRequest>();
  const { run, isSending } = useActionCall();
  const { user } = useAuthUser();
  const [asking, setAsking] = useState<RefundAction | null>(null);
  const { canAccess: mayApprove = false } = useCanAccess({
    action: 'approve',
    resource: 'refund_requests',
    record: request,
  });
  const { canAccess: mayProcess = false } = useCanAccess({
    action: 'processManually',
    resource: 'refund_requests',
    record: request,
  });
  if (!request) return null;

  const send = (action: RefundAction) =>
    void run((provider) => provider.action('refund_requests', action, { id: request.id }), {
      success: ({ data }) =>
        action === 'approve' ? approvalToast(data) : 'Refund marked as processed manually',
    });

  const showApprove = mayApprove && isRefundApprovable(request.status);
  // A second person approves: the requester sees Approve disabled, with the reason.
  const isOwnRequest =
    user !== null &&
    !mayApproveRefund(request.requestedById, { id: user.id, spoofedById: user.spoofedBy?.id });
  const showProcess = mayProcess && canProcessManually(request.status);
  if (!showApprove && !showProcess) return null;
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      {showApprove ? (
        <Tooltip title={isOwnRequest ? REFUND_SELF_APPROVAL_MESSAGE : ''}>
          {/* A disabled button gets no pointer events: the span carries the tooltip. */}
          <span>
            <Button
              size={size}
              variant="contained"
              disabled={isSending || isOwnRequest}
              onClick={() => setAsking('approve')}
            >
              Approve
            </Button>
          </span>
        </Tooltip>
      ) : null}
      {showProcess ? (
        <Button
          size={size}
          variant="outlined"
          sx={{ whiteSpace: 'nowrap' }}
          disabled={isSending}
          onClick={() => setAsking('processManually')}
        >
          Process manually
        </Button>
      ) : null}
      <PendingConfirm
        pending={asking}
        title={(action) => TITLES[action]}
        content={(action) =>
          action === 'approve'
            ? `${formatCents(request.amountCents)} goes back to ${request.familyName || 'the family'}'s card through the payment gateway.`
            : 'Only once the money was returned outside the gateway (a check, a bank transfer).'
        }
        onConfirm={send}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
