import { Navigate } from 'react-router';
import { RolePlaceholderPage } from '../placeholder/RolePlaceholderPage.tsx';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { FullPageSpinner } from './FullPageSpinner.tsx';
import { RedirectTo } from './RedirectTo.tsx';

/** `/`: the signed-in user's home, or sign-in. */
export function HomeRedirect() {
  const { user, isLoading } = useSignIn();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/login/en" replace />;
  // homeUrlFor answers '/' for roles with no app at all; redirecting would loop here.
  if (user.homeUrl === '/') return <RolePlaceholderPage appName="Your app" />;
  return <RedirectTo url={user.homeUrl} />;
}
