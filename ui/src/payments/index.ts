export {
  AddHoursDialog,
  keptCardText,
  type AddHoursDialogProps,
  type AddHoursPayWith,
} from './AddHoursDialog.tsx';
export { CardFields, EMPTY_CARD } from './CardFields.tsx';
export {
  addTutoringHours,
  newOrderKey,
  readOrderFailure,
  type AddHoursAnswer,
  type OrderFailure,
  type OrderPayment,
} from './add-hours-order.ts';
