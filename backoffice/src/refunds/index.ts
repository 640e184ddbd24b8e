import PaymentsIcon from '@mui/icons-material/Payments';
import UndoIcon from '@mui/icons-material/Undo';
import type { ResourceProps } from 'react-admin';
import { PaymentList } from './PaymentList.tsx';
import { PaymentShow } from './PaymentShow.tsx';
import { RefundRequestEdit } from './RefundRequestEdit.tsx';
import { RefundRequestList } from './RefundRequestList.tsx';

/** Card charges: staff read them and request refunds on their line items. */
export const payments: Omit<ResourceProps, 'name'> = {
  list: PaymentList,
  show: PaymentShow,
  icon: PaymentsIcon,
  // The page title puts the resource's name first: "Payment #2 (Imogen Thackeray)".
  recordRepresentation: (payment: { id: number; familyName?: string }) =>
    payment.familyName ? `#${payment.id} (${payment.familyName})` : `#${payment.id}`,
};

/** Refund requests: staff edit pending ones; admins approve and process incomplete ones. */
export const refundRequests: Omit<ResourceProps, 'name'> = {
  list: RefundRequestList,
  edit: RefundRequestEdit,
  icon: UndoIcon,
  recordRepresentation: (request: { id: number }) => `#${request.id}`,
};
