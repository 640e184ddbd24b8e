import { SCHEDULING_STAFF_ROLES, hasAnyRole } from '@tp/domain';
import { useAuthUser } from '../auth/AuthUserContext.tsx';

/**
 * Which app the shared scheduling panels serve in the back-office (spec scheduling §6):
 * scheduling staff are the admin app; other staff (advisors, managers) the CRM app. Null
 * until the user is known.
 */
export function useStaffSchedulingApp(): 'admin' | 'crm' | null {
  const { user } = useAuthUser();
  if (!user) return null;
  return hasAnyRole(user.roles, SCHEDULING_STAFF_ROLES) ? 'admin' : 'crm';
}
