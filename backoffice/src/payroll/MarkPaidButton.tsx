import { useState } from 'react';
import PaidIcon from '@mui/icons-material/Paid';
import {
  Button,
  Confirm,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useUnselectAll,
} from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';

/**
 * Bulk action of the Pending tab (admins): marks the selected items paid through the
 * `mark_paid` action, after a confirm. All or nothing: an item on hold refuses the whole run,
 * with the server's message.
 */
export function MarkPaidButton() {
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('payroll_items');
  const [isAsking, setAsking] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const count = selectedIds.length;
  const items = `${count} payroll item${count === 1 ? '' : 's'}`;

  async function markPaid() {
    setAsking(false);
    setSaving(true);
    try {
      const { data } = await dataProvider.action('payroll_items', 'markPaid', {
        data: { ids: selectedIds.map(Number) },
      });
      notify(`Marked ${data.paid} payroll item${data.paid === 1 ? '' : 's'} paid`, {
        type: 'success',
      });
      unselectAll();
      refresh();
    } catch (error) {
      const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      notify(
        errors?.ids ?? (error instanceof Error ? error.message : 'ra.notification.http_error'),
        {
          type: 'error',
        },
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Button label="Mark paid" onClick={() => setAsking(true)} disabled={isSaving || count === 0}>
        <PaidIcon />
      </Button>
      <Confirm
        isOpen={isAsking}
        title={`Mark ${items} paid?`}
        content="They move to the Paid tab and can no longer be edited or deleted."
        confirm="Mark paid"
        onConfirm={() => void markPaid()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
