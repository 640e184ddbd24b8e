import {
  canEditPayrollHold,
  canEditPayrollItem,
  canSeePayrollPay,
  can,
  type AuthUser,
} from '@tp/domain';
import { useAuthUser } from '../auth/AuthUserContext.tsx';

/** What the signed-in user may do with payroll items (domain's rules, spec §6). */
export interface PayrollRights {
  user: AuthUser | null;
  /** Admins: the rate and pay columns, fields and export columns. */
  seesPay: boolean;
  /** HR and admins: the Edit button. */
  mayEdit: boolean;
  /** The canEditPayrollHold flag: the needs-review switch is enabled. */
  mayHold: boolean;
  mayCreate: boolean;
  mayMarkPaid: boolean;
  mayDelete: boolean;
}

export function usePayrollRights(): PayrollRights {
  const { user } = useAuthUser();
  if (!user) {
    return {
      user: null,
      seesPay: false,
      mayEdit: false,
      mayHold: false,
      mayCreate: false,
      mayMarkPaid: false,
      mayDelete: false,
    };
  }
  return {
    user,
    seesPay: canSeePayrollPay(user),
    mayEdit: canEditPayrollItem(user),
    mayHold: canEditPayrollHold(user),
    mayCreate: can(user, 'create', 'payroll_items'),
    mayMarkPaid: can(user, 'markPaid', 'payroll_items'),
    mayDelete: can(user, 'delete', 'payroll_items'),
  };
}
