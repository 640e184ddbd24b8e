import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { spooferOf } from '@tp/data-provider';
import { hasRole, type Role } from '@tp/domain';
import { signInUrlFor } from '../../app/services.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { FullPageSpinner } from './FullPageSpinner.tsx';
import { RedirectTo } from './RedirectTo.tsx';

interface RequireRoleProps {
  role: Role;
  /**
   * Signs out a user without the role instead of sending them home: the tutor app's rule
   * (spec §4 "a user who is not a tutor is logged out of the tutor app unless spoofing").
   */
  signsOutOthers?: boolean;
  children: ReactNode;
}

/**
 * The guard of a role's screens: signed-out visitors go to sign in (and come back after),
 * a user without the role goes to their own home (or is signed out, see signsOutOthers).
 */
export function RequireRole({ role, signsOutOthers = false, children }: RequireRoleProps) {
  const { user, isLoading } = useSignIn();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner />;
  if (!user)
    return <Navigate to={signInUrlFor(`${location.pathname}${location.search}`)} replace />;
  if (!hasRole(user.roles, role)) {
    if (signsOutOthers && !spooferOf(user)) return <Navigate to="/logout" replace />;
    return <RedirectTo url={user.homeUrl} />;
  }
  return children;
}
