import { useState } from 'react';
import PaidIcon from '@mui/icons-material/Paid';
import { Button, Confirm, useListContext, useUnselectAll } from 'react-admin';
import { actionErrorMessage, actionFieldError } from '../actions/actionErrors.ts';
import { useActionCall } from '../actions/useActionCall.ts';

const itemsText = (count: number) => `${count} payroll item${count === 1 ? '' : 's'}`;

/**
 * Bulk action of the Pending tab (admins): marks the selected items paid through the
 * `mark_paid` action, after a confirm. All or nothing: an item on hold refuses the whole run,
 * with the server's message.
 */
export function MarkPaidButton() {
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll('payroll_items');
  const { run, isSending } = useActionCall();
  const [isAsking, setAsking] = useState(false);

  async function markPaid() {
    setAsking(false);
    const outcome = await run(
      (provider) =>
        provider.action('payroll_items', 'markPaid', { data: { ids: selectedIds.map(Number) } }),
      {
        success: ({ data }) => `Marked ${itemsText(data.paid)} paid`,
        // The refusal (an item on hold) is the server's message on `ids`.
        failure: (error) => actionFieldError(error, 'ids') ?? actionErrorMessage(error),
      },
    );
    if (outcome.ok) unselectAll();
  }

  return (
    <>
      <Button
        label="Mark paid"
        onClick={() => setAsking(true)}
        disabled={isSending || selectedIds.length === 0}
      >
        <PaidIcon />
      </Button>
      <Confirm
        isOpen={isAsking}
        title={`Mark ${itemsText(selectedIds.length)} paid?`}
        content="They move to the Paid tab and can no longer be edited or deleted."
        confirm="Mark paid"
        onConfirm={() => void markPaid()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
