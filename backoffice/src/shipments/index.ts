import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazy/lazyView.ts';

const ShipmentCreate = lazyView(() => import('./ShipmentCreate.tsx'), 'ShipmentCreate');
const ShipmentEdit = lazyView(() => import('./ShipmentEdit.tsx'), 'ShipmentEdit');
const ShipmentList = lazyView(() => import('./ShipmentList.tsx'), 'ShipmentList');

/** Shipments of materials: staff read them; admins and advisors create, edit and move them. */
export const shipments: Omit<ResourceProps, 'name'> = {
  list: ShipmentList,
  edit: ShipmentEdit,
  create: ShipmentCreate,
  icon: LocalShippingIcon,
  recordRepresentation: 'recipientName',
};
