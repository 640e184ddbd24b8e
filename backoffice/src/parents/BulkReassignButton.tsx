import { useState } from 'react';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  Button,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import { ReassignDialog } from './ReassignDialog.tsx';
import { useParentAdvisors } from './useParentAdvisors.ts';

/**
 * The list's bulk action: the selected contacts (only own or unassigned ones can be selected,
 * spec §6; the server refuses the others too) to one advisor, in one transaction.
 */
export function BulkReassignButton() {
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('parents');
  const advisors = useParentAdvisors();
  const [isOpen, setOpen] = useState(false);
  const [isSaving, setSaving] = useState(false);

  async function reassign(employeeId: number | null) {
    setSaving(true);
    try {
      const { data } = await dataProvider.action('parents', 'bulkReassign', {
        data: { ids: selectedIds.map(Number), employeeId },
      });
      notify(`${data.updated} contact${data.updated === 1 ? ' has' : 's have'} been reassigned.`, {
        type: 'success',
      });
      setOpen(false);
      unselectAll();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Button label="Reassign" onClick={() => setOpen(true)}>
        <SwapHorizIcon />
      </Button>
      {isOpen ? (
        <ReassignDialog
          isOpen
          title={`Reassign ${selectedIds.length} contact${selectedIds.length === 1 ? '' : 's'}`}
          advisors={advisors}
          currentId={null}
          isSaving={isSaving}
          onClose={() => setOpen(false)}
          onConfirm={(employeeId) => void reassign(employeeId)}
        />
      ) : null}
    </>
  );
}
