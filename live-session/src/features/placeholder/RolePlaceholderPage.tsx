import { useNavigate } from 'react-router';
import { RolePlaceholder } from '@tp/ui';
import { useSignIn } from '../../sign-in/SignInContext.ts';

/** The page of a role whose app is not built yet: says so, and offers to sign out. */
export function RolePlaceholderPage({ appName }: { appName: string }) {
  const { user } = useSignIn();
  const navigate = useNavigate();
  return (
    <RolePlaceholder
      appName={appName}
      userName={user?.firstName}
      onSignOut={() => navigate('/logout')}
    />
  );
}
