import { PAYROLL_HOLD_UPDATED_MESSAGE, type PayrollItem } from '@tp/domain';
import { FlagSwitch } from '../actions/FlagSwitch.tsx';

/**
 * The item's needs-review switch. It saves the hold alone at once (spec §7 "The save updates
 * hold"), with the spec's toast; it is disabled unless the user has the canEditHold flag
 * (spec §6) and on paid items. A failed save shows the server's message and flips back.
 */
export function HoldSwitch({ item, mayHold }: { item: PayrollItem; mayHold: boolean }) {
  return (
    <FlagSwitch
      resource="payroll_items"
      record={item}
      field="hold"
      label={`Needs review: item ${item.id}`}
      disabled={!mayHold || item.paid}
      success={() => ({ message: PAYROLL_HOLD_UPDATED_MESSAGE, type: 'success' })}
    />
  );
}
