import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasRole, type Role } from '@tp/domain';
import { signInUrlFor } from '../../app/services.ts';
import { useSession } from '../../session/SessionContext.ts';
import { FullPageSpinner } from './FullPageSpinner.tsx';
import { RedirectTo } from './RedirectTo.tsx';

/**
 * The guard of a role's screens: signed-out visitors go to sign in (and come back after),
 * a user without the role goes to their own home.
 */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner />;
  if (!user)
    return <Navigate to={signInUrlFor(`${location.pathname}${location.search}`)} replace />;
  if (!hasRole(user.roles, role)) return <RedirectTo url={user.homeUrl} />;
  return children;
}
