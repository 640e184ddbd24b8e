import { useState } from 'react';
import { Switch } from '@mui/material';
import { useNotify, useUpdate } from 'react-admin';
import { PAYROLL_HOLD_UPDATED_MESSAGE, type PayrollItem } from '@tp/domain';

/**
 * The item's needs-review switch. It saves the hold alone at once (spec §7 "The save updates
 * hold"), with the spec's toast; it is disabled unless the user has the canEditHold flag
 * (spec §6) and on paid items. A failed save shows the server's message and flips back.
 */
export function HoldSwitch({ item, mayHold }: { item: PayrollItem; mayHold: boolean }) {
  const [saving, setSaving] = useState<boolean | null>(null);
  const [update, { isPending }] = useUpdate<PayrollItem>();
  const notify = useNotify();
  const isHeld = saving ?? item.hold;

  function handleChange(hold: boolean) {
    setSaving(hold);
    void update(
      'payroll_items',
      { id: item.id, data: { hold }, previousData: item },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setSaving(null);
          notify(PAYROLL_HOLD_UPDATED_MESSAGE, { type: 'success' });
        },
        onError: (error) => {
          setSaving(null);
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
            type: 'error',
          });
        },
      },
    );
  }

  return (
    <Switch
      checked={isHeld}
      disabled={!mayHold || item.paid || isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => handleChange(event.target.checked)}
      slotProps={{ input: { 'aria-label': `Needs review: item ${item.id}` } }}
    />
  );
}
