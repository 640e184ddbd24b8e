import PaymentsIcon from '@mui/icons-material/Payments';
import UndoIcon from '@mui/icons-material/Undo';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../lazyScreen.ts';

/** Card charges: staff read them and request refunds on their line items. */
export const payments: Omit<ResourceProps, 'name'> = {
  list: lazyScreen(() => import('./PaymentList.tsx'), 'PaymentList'),
  show: lazyScreen(() => import('./PaymentShow.tsx'), 'PaymentShow'),
  icon: PaymentsIcon,
  // The page title puts the resource's name first: "Payment #2 (Imogen Thackeray)".
  recordRepresentation: (payment: { id: number; familyName?: string }) =>
    payment.familyName ? `#${payment.id} (${payment.familyName})` : `#${payment.id}`,
};

/** Refund requests: staff edit pending ones; admins approve and process incomplete ones. */
export const refundRequests: Omit<ResourceProps, 'name'> = {
  list: lazyScreen(() => import('./RefundRequestList.tsx'), 'RefundRequestList'),
  edit: lazyScreen(() => import('./RefundRequestEdit.tsx'), 'RefundRequestEdit'),
  icon: UndoIcon,
  recordRepresentation: (request: { id: number }) => `#${request.id}`,
};
