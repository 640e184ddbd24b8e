import { useCallback, useMemo } from 'react';
import type { HttpClient } from '@tp/data-provider';
import type { LoginSession } from '../features/auth/LoginFlow.tsx';
import { readAuthUserOnce } from '../sign-in/read-auth-user.ts';
import { useAuthUserAtStart } from '../sign-in/useAuthUserAtStart.ts';

/**
 * The signed-in state of the stand-alone sign-in page: who is signed in (read once at start and
 * again on request), and the sign-in itself. The app's SignInProvider does more (realtime, the
 * periodic check, spoofing), none of which a page that leaves on sign-in needs.
 */
export function useStandaloneSignIn(httpClient: HttpClient): LoginSession {
  const { user, setUser, isLoading, signIn } = useAuthUserAtStart(httpClient);

  const refresh = useCallback(async () => {
    const current = await readAuthUserOnce(httpClient);
    setUser(current);
    return current;
  }, [httpClient, setUser]);

  return useMemo(() => ({ user, isLoading, signIn, refresh }), [user, isLoading, signIn, refresh]);
}
