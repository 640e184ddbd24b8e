import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInUrlFor } from '../../app/services.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { FullPageSpinner } from '../auth/FullPageSpinner.tsx';

/**
 * The board's guard: any signed-in user (tutors from the session page, admins from the
 * session modal); the server answers the board only to those who may see it (spec §6).
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSignIn();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner />;
  if (!user)
    return <Navigate to={signInUrlFor(`${location.pathname}${location.search}`)} replace />;
  return children;
}
