import BadgeIcon from '@mui/icons-material/Badge';
import type { ResourceProps } from 'react-admin';
import { EmployeeCreate } from './EmployeeCreate.tsx';
import { EmployeeEdit } from './EmployeeEdit.tsx';
import { EmployeeList } from './EmployeeList.tsx';

/** Employees: staff read them; admins and HR hire, edit, terminate and rehire. */
export const employees: Omit<ResourceProps, 'name'> = {
  list: EmployeeList,
  edit: EmployeeEdit,
  create: EmployeeCreate,
  icon: BadgeIcon,
  recordRepresentation: 'fullName',
};
