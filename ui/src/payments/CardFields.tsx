import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CardDetails } from '@tp/data-provider';

export const EMPTY_CARD: CardDetails = {
  cardNumber: '',
  month: '',
  year: '',
  cardCode: '',
  fullName: '',
};

/**
 * The card's fields. The card goes only to the tokeniser (tokenizeCardFor), never to our
 * server: the order carries the one-use token.
 */
export function CardFields({
  card,
  onChange,
  disabled,
}: {
  card: CardDetails;
  onChange: (card: CardDetails) => void;
  disabled: boolean;
}) {
  const field = (key: keyof CardDetails, maxLength: number) => ({
    value: card[key] ?? '',
    disabled,
    size: 'small' as const,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...card, [key]: event.target.value }),
    slotProps: { htmlInput: { maxLength, inputMode: 'numeric' as const } },
  });
  return (
    <Stack spacing={2}>
      <TextField
        label="Card number"
        autoComplete="cc-number"
        required
        fullWidth
        {...field('cardNumber', 23)}
      />
      <Stack direction="row" spacing={1}>
        <TextField label="MM" autoComplete="cc-exp-month" required {...field('month', 2)} />
        <TextField label="YY" autoComplete="cc-exp-year" required {...field('year', 4)} />
        <TextField label="CVV" autoComplete="cc-csc" required {...field('cardCode', 4)} />
      </Stack>
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        fullWidth
        value={card.fullName ?? ''}
        disabled={disabled}
        size="small"
        onChange={(event) => onChange({ ...card, fullName: event.target.value })}
      />
    </Stack>
  );
}
