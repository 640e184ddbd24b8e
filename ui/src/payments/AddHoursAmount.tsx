import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ADD_HOURS_BLOCK,
  formatCents,
  NO_HOURLY_PRICE_MESSAGE,
  normaliseCouponCode,
  type AddHoursPrice,
} from '@tp/domain';

export interface AddHoursAmountProps {
  /**
   * The server's price of the order (GET /students/{id}/hours); undefined while it loads, null
   * when the brand has no hourly price set, 'unknown' when the server could not tell it.
   */
  price: AddHoursPrice | null | undefined | 'unknown';
  /** The coupon typed in the dialog ('' when none). */
  typedCoupon: string;
}

/**
 * What Confirm charges, before the card is charged: "5 hours · $325.00", and with the
 * enrollment's coupon the discount and the total. A coupon typed in the dialog other than the
 * enrollment's is priced by the server when the order is sent, so its discount is not guessed.
 */
export function AddHoursAmount({ price, typedCoupon }: AddHoursAmountProps) {
  if (price === undefined)
    return (
      <Typography variant="body2" color="text.secondary">
        Loading the price…
      </Typography>
    );
  if (price === null)
    return (
      <Typography variant="body2" color="error">
        {NO_HOURLY_PRICE_MESSAGE}
      </Typography>
    );
  if (price === 'unknown')
    return (
      <Typography variant="body2" color="text.secondary">
        {ADD_HOURS_BLOCK} hours at the brand’s hourly price.
      </Typography>
    );
  const typed = typedCoupon.trim() === '' ? null : normaliseCouponCode(typedCoupon);
  const isOtherCoupon = typed !== null && typed !== price.couponCode;
  const hasDiscount = !isOtherCoupon && price.couponCode !== null && price.discountCents > 0;
  return (
    <Stack spacing={0.5} aria-label="Amount to charge">
      <Typography variant="subtitle1" component="p">
        {price.hours} hours · {formatCents(price.subtotalCents)}
      </Typography>
      {hasDiscount ? (
        <>
          <Typography variant="body2">
            Coupon {price.couponCode}: −{formatCents(price.discountCents)}
          </Typography>
          <Typography variant="subtitle1" component="p">
            Total charged: {formatCents(price.totalCents)}
          </Typography>
        </>
      ) : null}
      {isOtherCoupon ? (
        <Typography variant="body2" color="text.secondary">
          Coupon {typed} is taken off when you confirm.
        </Typography>
      ) : null}
    </Stack>
  );
}
