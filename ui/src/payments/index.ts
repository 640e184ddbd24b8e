export {
  AddHoursDialog,
  keptCardText,
  type AddHoursDialogProps,
  type AddHoursPayWith,
} from './AddHoursDialog.tsx';
export { AddHoursAmount, type AddHoursAmountProps } from './AddHoursAmount.tsx';
export { CardFields, EMPTY_CARD } from './CardFields.tsx';
export {
  addTutoringHours,
  loadAddHoursPrice,
  newOrderKey,
  quoteCoupon,
  readOrderFailure,
  type CouponQuote,
  type AddHoursAnswer,
  type OrderFailure,
  type OrderPayment,
} from './add-hours-order.ts';
export { useCouponQuote, type CouponQuoteState } from './useCouponQuote.ts';
