import { Stack, TextField } from '@mui/material';
import type { CardDetails } from '@tp/data-provider';

export const EMPTY_CARD: CardDetails = { cardNumber: '', month: '', year: '', cardCode: '' };

/**
 * The card fields; the card goes only to the tokeniser (tokenizeCard), never to our server.
 */
export function CardForm({
  card,
  onChange,
  disabled,
}: {
  card: CardDetails;
  onChange: (card: CardDetails) => void;
  disabled: boolean;
}) {
  const field = (key: keyof CardDetails) => ({
    value: card[key] ?? '',
    disabled,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...card, [key]: event.target.value }),
  });
  return (
    <Stack spacing={2}>
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        fullWidth
        {...field('cardNumber')}
      />
      <Stack direction="row" spacing={1}>
        <TextField label="MM" autoComplete="cc-exp-month" required {...field('month')} />
        <TextField label="YY" autoComplete="cc-exp-year" required {...field('year')} />
        <TextField label="CVV" autoComplete="cc-csc" required {...field('cardCode')} />
      </Stack>
    </Stack>
  );
}
