import { ShellWarnings as SharedShellWarnings } from '@tp/ui';
import { useAuthUser } from '../auth/AuthUserContext.tsx';

/** The shared account warnings for the signed-in staff member (no profile screen to link yet). */
export function ShellWarnings() {
  const { user } = useAuthUser();
  if (!user) return null;
  return <SharedShellWarnings user={user} />;
}
