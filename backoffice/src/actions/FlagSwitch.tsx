import { useState } from 'react';
import { Switch } from '@mui/material';
import { useNotify, useUpdate, type RaRecord } from 'react-admin';
import { actionErrorMessage } from './actionErrors.ts';

/**
 * A switch that saves one boolean field of a record at once (a pessimistic update of that
 * field alone). The value being saved shows at once; on success the cache holds the new
 * record, on a failure the record's own value shows again (the revert) with the server's
 * message. Clicks stay on the switch, so a list row under it does not open.
 */
export function FlagSwitch<R extends RaRecord>({
  resource,
  record,
  field,
  label,
  disabled = false,
  success,
}: {
  resource: string;
  record: R;
  field: keyof R & string;
  /** The switch's accessible name. */
  label: string;
  disabled?: boolean;
  /** The toast once saved, for the new value. */
  success: (value: boolean) => { message: string; type: 'success' | 'info' };
}) {
  const [saving, setSaving] = useState<boolean | null>(null);
  const [update, { isPending }] = useUpdate<R>();
  const notify = useNotify();
  const isOn = saving ?? Boolean(record[field]);

  function handleChange(value: boolean) {
    setSaving(value);
    void update(
      resource,
      { id: record.id, data: { [field]: value } as Partial<R>, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setSaving(null);
          const { message, type } = success(value);
          notify(message, { type });
        },
        onError: (error) => {
          setSaving(null);
          notify(actionErrorMessage(error), { type: 'error' });
        },
      },
    );
  }

  return (
    <Switch
      checked={isOn}
      disabled={disabled || isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => handleChange(event.target.checked)}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}
