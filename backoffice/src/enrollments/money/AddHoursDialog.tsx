import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import {
  createHttpClient,
  currentSpoofTarget,
  tokenizeCardFor,
  type CardDetails,
} from '@tp/data-provider';
import { ADD_HOURS_BLOCK, type Enrollment } from '@tp/domain';
import { useActionCall } from '../../actions/useActionCall.ts';
import { actionErrorMessage, actionFieldError } from '../../actions/actionErrors.ts';
import { CardForm, EMPTY_CARD } from './CardForm.tsx';

/**
 * One key per order attempt: a network failure retries under the same key (never two charges);
 * a declined card gets a new key, since the gateway answers a key's decline again.
 */
const newIdempotencyKey = () => `bo-${globalThis.crypto.randomUUID()}`;

/** Staff's "Add 5 hours" (spec §6): the card, then the charge; the server's answer shown. */
export function AddHoursDialog({
  enrollment,
  onClose,
}: {
  enrollment: Enrollment;
  onClose: () => void;
}) {
  const { run, isSending } = useActionCall();
  const httpClient = useMemo(() => createHttpClient({ getSpoof: currentSpoofTarget }), []);
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD);
  const [error, setError] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  async function submit() {
    setError(null);
    const token = await tokenizeCardFor(httpClient, card);
    if (!token.ok) {
      setError(token.message);
      return;
    }
    const outcome = await run(
      (provider) =>
        provider.action('enrollments', 'addHours', {
          id: enrollment.id,
          data: { idempotencyKey, opaqueData: token.opaqueData },
        }),
      { success: 'Your order has been processed', failure: () => null },
    );
    if (outcome.ok) {
      onClose();
      return;
    }
    const declined = actionFieldError(outcome.error, 'payment');
    setError(declined ?? actionErrorMessage(outcome.error));
    if (declined) setIdempotencyKey(newIdempotencyKey());
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="add-hours-title">
      <DialogTitle id="add-hours-title">Add {ADD_HOURS_BLOCK} hours</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {enrollment.studentName} in {enrollment.courseTitle}
          {enrollment.couponCode ? ` (coupon ${enrollment.couponCode})` : ''}.
        </DialogContentText>
        <CardForm card={card} onChange={setCard} disabled={isSending} />
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={isSending || card.cardNumber.trim() === ''}
        >
          {isSending ? 'Processing…' : 'Confirm'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
