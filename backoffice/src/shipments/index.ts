import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { ResourceProps } from 'react-admin';
import { ShipmentCreate } from './ShipmentCreate.tsx';
import { ShipmentEdit } from './ShipmentEdit.tsx';
import { ShipmentList } from './ShipmentList.tsx';

/** Shipments of materials: staff read them; admins and advisors create, edit and move them. */
export const shipments: Omit<ResourceProps, 'name'> = {
  list: ShipmentList,
  edit: ShipmentEdit,
  create: ShipmentCreate,
  icon: LocalShippingIcon,
  recordRepresentation: 'recipientName',
};
