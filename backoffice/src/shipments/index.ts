import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../lazyScreen.ts';

/** Shipments of materials: staff read them; admins and advisors create, edit and move them. */
export const shipments: Omit<ResourceProps, 'name'> = {
  list: lazyScreen(() => import('./ShipmentList.tsx'), 'ShipmentList'),
  edit: lazyScreen(() => import('./ShipmentEdit.tsx'), 'ShipmentEdit'),
  create: lazyScreen(() => import('./ShipmentCreate.tsx'), 'ShipmentCreate'),
  icon: LocalShippingIcon,
  recordRepresentation: 'recipientName',
};
