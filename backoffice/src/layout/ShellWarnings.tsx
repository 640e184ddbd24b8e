import { ShellWarnings as SharedShellWarnings } from '@tp/ui';
import { useSessionUser } from '../auth/SessionUserContext.tsx';

/** The shared account warnings for the signed-in staff member (no profile screen to link yet). */
export function ShellWarnings() {
  const { user } = useSessionUser();
  if (!user) return null;
  return <SharedShellWarnings user={user} />;
}
