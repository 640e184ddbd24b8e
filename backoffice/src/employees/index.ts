import BadgeIcon from '@mui/icons-material/Badge';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../lazyScreen.ts';

/** Employees: staff read them; admins and HR hire, edit, terminate and rehire. */
export const employees: Omit<ResourceProps, 'name'> = {
  list: lazyScreen(() => import('./EmployeeList.tsx'), 'EmployeeList'),
  edit: lazyScreen(() => import('./EmployeeEdit.tsx'), 'EmployeeEdit'),
  create: lazyScreen(() => import('./EmployeeCreate.tsx'), 'EmployeeCreate'),
  icon: BadgeIcon,
  recordRepresentation: 'fullName',
};
