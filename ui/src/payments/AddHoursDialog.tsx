import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { tokenizeCardFor, type CardDetails, type HttpClient } from '@tp/data-provider';
import {
  ADD_HOURS_BLOCK,
  COUPON_CODE_FORMAT_MESSAGE,
  COUPON_CODE_MAX,
  COUPON_CODE_PATTERN,
  ORDER_PROCESSED_MESSAGE,
  type AddHoursPrice,
} from '@tp/domain';
import { AddHoursAmount } from './AddHoursAmount.tsx';
import { useCouponQuote, type CouponQuoteState } from './useCouponQuote.ts';
import { CardFields, EMPTY_CARD } from './CardFields.tsx';
import {
  addTutoringHours,
  newOrderKey,
  readOrderFailure,
  type OrderPayment,
} from './add-hours-order.ts';
import { useUnsavedChanges } from '../forms/unsaved-changes.tsx';

/**
 * What the order charges: a card typed in the dialog, the family's card kept on file, or either
 * (a parent whose family keeps a card: the kept one unless they choose a new one).
 */
export type AddHoursPayWith =
  | { kind: 'new-card' }
  | { kind: 'kept-card'; last4: string | null }
  | { kind: 'kept-or-new-card'; last4: string | null };

/** "the card on file ending 4242", or without the digits when the gateway did not give them. */
export function keptCardText(last4: string | null): string {
  return last4 ? `the card on file ending ${last4}` : 'the card on file';
}

/** The price shown: the typed coupon's quote, else the enrollment's own price. */
function priceShown(
  quote: CouponQuoteState,
  price: AddHoursDialogProps['price'],
): AddHoursDialogProps['price'] {
  switch (quote.status) {
    case 'priced':
      return quote.price;
    case 'loading':
      return undefined;
    case 'failed':
      return 'unknown';
    default:
      // No coupon typed, or a refused one (Confirm is disabled): the price without it.
      return price;
  }
}

export interface AddHoursDialogProps {
  /** The app's client: it tokenises the card (the deployment's gateway) and sends the order. */
  httpClient: HttpClient;
  enrollmentId: number;
  courseTitle: string;
  studentName?: string;
  payWith: AddHoursPayWith;
  /**
   * What the order charges, from the server (GET /students/{id}/hours: addHoursPrice): shown
   * before Confirm. Undefined while it loads; null when the brand has no hourly price set (no Confirm);
   * 'unknown' when the server could not tell it (loadAddHoursPrice).
   */
  price: AddHoursPrice | null | undefined | 'unknown';
  /** After the charge: the server's "Your order has been processed", for the app's toast. */
  onProcessed: (message: string) => void;
  onClose: () => void;
}

/**
 * The Add Tutoring Hours modal (spec scheduling §2, staff-and-crm §6 "add hours"): 5 hours,
 * an optional coupon (priced by the server as it is typed: the discount and total shown are
 * those charged, or the server's refusal under the field), charged to a new card (tokenised in the browser: only the token reaches
 * the server) or to the family's kept card (a parent chooses between the two). Confirm is
 * disabled while processing. One order
 * keeps its idempotency key across retries whose outcome is unknown, so it is never charged
 * twice; a refused order (a declined card, a bad coupon) gets a new key for the next try.
 * Mount it while open: closing forgets the order.
 */
export function AddHoursDialog({
  httpClient,
  enrollmentId,
  courseTitle,
  studentName,
  payWith,
  price,
  onProcessed,
  onClose,
}: AddHoursDialogProps) {
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD);
  const [couponCode, setCouponCode] = useState('');
  const [orderKey, setOrderKey] = useState(newOrderKey);
  const [isProcessing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [choosesNewCard, setChoosesNewCard] = useState(false);
  const paysWithKeptCard =
    payWith.kind === 'kept-card' || (payWith.kind === 'kept-or-new-card' && !choosesNewCard);
  const coupon = couponCode.trim();
  const isCouponMalformed = coupon !== '' && !COUPON_CODE_PATTERN.test(coupon);
  const isCardMissing = !paysWithKeptCard && card.cardNumber.trim() === '';
  const isUnpriced = price === null;
  // A typed coupon is priced by the server before Confirm: its discount and total, or its refusal.
  const quote = useCouponQuote(httpClient, enrollmentId, isCouponMalformed ? '' : coupon);
  const shownPrice = priceShown(quote, price);
  const couponRefusal = quote.status === 'refused' ? quote.refusal : null;
  const isQuotePending = quote.status === 'loading';
  const isBlocked =
    isCardMissing || isCouponMalformed || isUnpriced || isQuotePending || couponRefusal !== null;

  // A card or coupon typed and not sent: closing, leaving or reloading asks first.
  const { confirmDiscard } = useUnsavedChanges(
    !isProcessing && (couponCode !== '' || JSON.stringify(card) !== JSON.stringify(EMPTY_CARD)),
  );
  const close = () => {
    if (!isProcessing) confirmDiscard(onClose);
  };

  async function payment(): Promise<OrderPayment | null> {
    if (paysWithKeptCard) return { keptCard: true };
    const token = await tokenizeCardFor(httpClient, card);
    if (token.ok) return { opaqueData: token.opaqueData };
    setError(token.message);
    return null;
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (isProcessing || isBlocked) return;
    setProcessing(true);
    setError(null);
    setCouponError(null);
    try {
      const paying = await payment();
      if (!paying) return;
      const answer = await addTutoringHours(httpClient, enrollmentId, {
        idempotencyKey: orderKey,
        couponCode: coupon || undefined,
        ...paying,
      });
      onProcessed(answer.message || ORDER_PROCESSED_MESSAGE);
    } catch (failure) {
      const refusal = readOrderFailure(failure);
      setError(refusal.message);
      setCouponError(refusal.couponError);
      if (refusal.isRefused) setOrderKey(newOrderKey());
    } finally {
      setProcessing(false);
    }
  }

  // A tutoring course's title often names the student already ("Private Tutoring: Lily B.").
  const forWhom = studentName && !courseTitle.includes(studentName) ? ` for ${studentName}` : '';
  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby="add-hours-title">
      <form onSubmit={(event) => void confirm(event)} noValidate>
        <DialogTitle id="add-hours-title">Add Tutoring Hours</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">
              {ADD_HOURS_BLOCK} more hours of {courseTitle}
              {forWhom}.
            </Typography>
            {payWith.kind === 'kept-or-new-card' ? (
              <RadioGroup
                aria-label="Pay with"
                value={choosesNewCard ? 'new' : 'kept'}
                onChange={(event) => {
                  setChoosesNewCard(event.target.value === 'new');
                  setError(null);
                }}
              >
                <FormControlLabel
                  value="kept"
                  control={<Radio />}
                  label={`Charge ${keptCardText(payWith.last4)}`}
                  disabled={isProcessing}
                />
                <FormControlLabel
                  value="new"
                  control={<Radio />}
                  label="Pay with a new card"
                  disabled={isProcessing}
                />
              </RadioGroup>
            ) : null}
            {payWith.kind === 'kept-card' ? (
              <Alert severity="info" icon={false}>
                Charge {keptCardText(payWith.last4)}. No card details are needed: the family’s card
                is kept by the payment provider.
              </Alert>
            ) : null}
            {paysWithKeptCard ? null : (
              <CardFields card={card} onChange={setCard} disabled={isProcessing} />
            )}
            <TextField
              label="Coupon code (optional)"
              size="small"
              fullWidth
              value={couponCode}
              disabled={isProcessing}
              onChange={(event) => {
                setCouponCode(event.target.value);
                setCouponError(null);
              }}
              error={isCouponMalformed || couponRefusal !== null || couponError !== null}
              helperText={
                isCouponMalformed ? COUPON_CODE_FORMAT_MESSAGE : (couponRefusal ?? couponError)
              }
              slotProps={{ htmlInput: { maxLength: COUPON_CODE_MAX } }}
            />
            <AddHoursAmount price={shownPrice} />
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isProcessing}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isProcessing || isBlocked}
            startIcon={isProcessing ? <CircularProgress size={16} color="inherit" /> : null}
          >
            Confirm
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
