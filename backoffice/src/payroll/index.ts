import PaymentsIcon from '@mui/icons-material/Payments';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../lazyScreen.ts';

/**
 * Payroll items: admins, HR and instruction managers. Create and edit are modals over the
 * list (spec §2 "Payroll items list, with a payroll item modal and a batch upload modal").
 */
export const payrollItems: Omit<ResourceProps, 'name'> = {
  list: lazyScreen(() => import('./PayrollItemList.tsx'), 'PayrollItemList'),
  icon: PaymentsIcon,
  recordRepresentation: 'employeeName',
  options: { label: 'Payroll items' },
};
