import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { formatCents, REFUND_REASON_MAX } from '@tp/domain';
import { centsToDollars, dollarsInputToCents } from './refundForm.ts';
import { useRefundCategories } from './useRefundCategories.ts';

/** Category, amount (typed in dollars, sent in cents) and reason: the modal's and the edit's. */
export function RefundRequestInputs({
  maxCents,
  disabled = false,
}: {
  maxCents?: number;
  disabled?: boolean;
}) {
  const categories = useRefundCategories();
  return (
    <>
      <SelectInput
        source="category"
        label="Category"
        choices={categories.map((name) => ({ id: name, name }))}
        isRequired
        disabled={disabled}
        fullWidth
      />
      {/* Typed in dollars, kept and sent in integer cents (NumberInput keeps what is typed). */}
      <NumberInput
        source="amountCents"
        label="Amount ($)"
        format={centsToDollars}
        parse={dollarsInputToCents}
        step={0.01}
        min={0}
        helperText={maxCents === undefined ? false : `Up to ${formatCents(maxCents)}`}
        isRequired
        disabled={disabled}
        fullWidth
      />
      <TextInput
        source="reason"
        label="Reason"
        multiline
        minRows={3}
        isRequired
        disabled={disabled}
        fullWidth
        slotProps={{ htmlInput: { maxLength: REFUND_REASON_MAX } }}
      />
    </>
  );
}
