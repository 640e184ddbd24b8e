import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { tokenizeCardFor, type CardDetails } from '@tp/data-provider';
import { ADD_HOURS_BLOCK, ORDER_PROCESSED_MESSAGE } from '@tp/domain';
import { useToast } from '@tp/ui';
import { useAppServices } from '../../../app/AppServicesContext.ts';
import { failureMessage } from './failure-message.ts';
import { addTutoringHours } from './hours-api.ts';

const EMPTY_CARD: CardDetails = { cardNumber: '', month: '', year: '', cardCode: '', fullName: '' };

/** A fresh idempotency key per attempt: a retry after a network failure is a new order only when the user confirms again. */
const newOrderKey = () => `hours-${globalThis.crypto.randomUUID()}`;

/**
 * The Add Tutoring Hours modal (spec scheduling §2): 5 hours charged to a card. The card is
 * tokenised in the browser (tokenizeCard); only the token reaches the server.
 */
export function AddHoursDialog({
  enrollmentId,
  courseTitle,
  open,
  onClose,
  onAdded,
}: {
  enrollmentId: number;
  courseTitle: string;
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { httpClient } = useAppServices();
  const toast = useToast();
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD);
  const [isProcessing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const field = (key: keyof CardDetails) => ({
    value: card[key] ?? '',
    onChange: (event: { target: { value: string } }) =>
      setCard((current) => ({ ...current, [key]: event.target.value })),
    disabled: isProcessing,
    required: true,
    size: 'small' as const,
  });

  const close = () => {
    if (isProcessing) return;
    setCard(EMPTY_CARD);
    setError(null);
    onClose();
  };

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setProcessing(true);
    setError(null);
    try {
      const token = await tokenizeCardFor(httpClient, card);
      if (!token.ok) {
        setError(token.message);
        return;
      }
      const { message } = await addTutoringHours(httpClient, enrollmentId, {
        idempotencyKey: newOrderKey(),
        opaqueData: token.opaqueData,
      });
      toast.success(message || ORDER_PROCESSED_MESSAGE);
      setCard(EMPTY_CARD);
      onAdded();
      onClose();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setProcessing(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="add-hours-title">
      <form onSubmit={confirm} noValidate>
        <DialogTitle id="add-hours-title">Add Tutoring Hours</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">
              {ADD_HOURS_BLOCK} more hours of {courseTitle}, charged to this card.
            </Typography>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label="Card number"
              autoComplete="cc-number"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
              {...field('cardNumber')}
            />
            <Stack direction="row" spacing={1}>
              <TextField
                label="MM"
                autoComplete="cc-exp-month"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
                {...field('month')}
              />
              <TextField
                label="YY"
                autoComplete="cc-exp-year"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
                {...field('year')}
              />
              <TextField
                label="CVV"
                autoComplete="cc-csc"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
                {...field('cardCode')}
              />
            </Stack>
            <TextField label="Name on card" autoComplete="cc-name" {...field('fullName')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isProcessing}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isProcessing}>
            Confirm
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
