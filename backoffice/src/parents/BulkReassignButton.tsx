import { useState } from 'react';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button, useListContext, useUnselectAll } from 'react-admin';
import { useActionCall } from '../actions/useActionCall.ts';
import { ReassignDialog } from './ReassignDialog.tsx';
import { useParentAdvisors } from './useParentAdvisors.ts';

const contactsText = (count: number) => `${count} contact${count === 1 ? '' : 's'}`;

/**
 * The list's bulk action: the selected contacts (only own or unassigned ones can be selected,
 * spec §6; the server refuses the others too) to one advisor, in one transaction.
 */
export function BulkReassignButton() {
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll('parents');
  const advisors = useParentAdvisors();
  const { run, isSending } = useActionCall();
  const [isOpen, setOpen] = useState(false);

  async function reassign(employeeId: number | null) {
    const outcome = await run(
      (provider) =>
        provider.action('parents', 'bulkReassign', {
          data: { ids: selectedIds.map(Number), employeeId },
        }),
      {
        success: ({ data }) =>
          `${data.updated} contact${data.updated === 1 ? ' has' : 's have'} been reassigned.`,
      },
    );
    if (!outcome.ok) return;
    setOpen(false);
    unselectAll();
  }

  return (
    <>
      <Button label="Reassign" onClick={() => setOpen(true)}>
        <SwapHorizIcon />
      </Button>
      {isOpen ? (
        <ReassignDialog
          title={`Reassign ${contactsText(selectedIds.length)}`}
          advisors={advisors}
          currentId={null}
          isSaving={isSending}
          onClose={() => setOpen(false)}
          onConfirm={(employeeId) => void reassign(employeeId)}
        />
      ) : null}
    </>
  );
}
