import PaymentsIcon from '@mui/icons-material/Payments';
import UndoIcon from '@mui/icons-material/Undo';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazy/lazyView.ts';

const PaymentList = lazyView(() => import('./PaymentList.tsx'), 'PaymentList');
const PaymentShow = lazyView(() => import('./PaymentShow.tsx'), 'PaymentShow');
const RefundRequestEdit = lazyView(() => import('./RefundRequestEdit.tsx'), 'RefundRequestEdit');
const RefundRequestList = lazyView(() => import('./RefundRequestList.tsx'), 'RefundRequestList');

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
