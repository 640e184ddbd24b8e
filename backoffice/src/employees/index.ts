import BadgeIcon from '@mui/icons-material/Badge';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazy/lazyView.ts';

const EmployeeCreate = lazyView(() => import('./EmployeeCreate.tsx'), 'EmployeeCreate');
const EmployeeEdit = lazyView(() => import('./EmployeeEdit.tsx'), 'EmployeeEdit');
const EmployeeList = lazyView(() => import('./EmployeeList.tsx'), 'EmployeeList');

/** Employees: staff read them; admins and HR hire, edit, terminate and rehire. */
export const employees: Omit<ResourceProps, 'name'> = {
  list: EmployeeList,
  edit: EmployeeEdit,
  create: EmployeeCreate,
  icon: BadgeIcon,
  recordRepresentation: 'fullName',
};
