import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ADD_HOURS_BLOCK,
  formatCents,
  NO_HOURLY_PRICE_MESSAGE,
  type AddHoursPrice,
} from '@tp/domain';

export interface AddHoursAmountProps {
  /**
   * What Confirm charges, from the server: the enrollment's price (GET /students/{id}/hours), or
   * with a typed coupon the server's quote (GET /enrollments/{id}/add_hours_price). Undefined
   * while it loads, null when the brand has no hourly price set, 'unknown' when the server could
   * not tell it.
   */
  price: AddHoursPrice | null | undefined | 'unknown';
}

/**
 * What Confirm charges, before the card is charged: "5 hours · $325.00", and with a coupon its
 * discount and the total. Every figure is the server's, priced by the code that charges.
 */
export function AddHoursAmount({ price }: AddHoursAmountProps) {
  if (price === undefined)
    return (
      <Typography variant="body2" color="text.secondary" role="status">
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
  const hasDiscount = price.couponCode !== null && price.discountCents > 0;
  return (
    <Stack spacing={0.5} aria-label="Amount to charge">
      <Typography variant="subtitle1" component="p">
        {price.hours} hours · {formatCents(price.subtotalCents)}
      </Typography>
      {hasDiscount ? (
        <Typography variant="body2">
          Coupon {price.couponCode}: −{formatCents(price.discountCents)}
        </Typography>
      ) : null}
      {hasDiscount ? (
        <Typography variant="subtitle1" component="p">
          Total charged: {formatCents(price.totalCents)}
        </Typography>
      ) : null}
    </Stack>
  );
}
