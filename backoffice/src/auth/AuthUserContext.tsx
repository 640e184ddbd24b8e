import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useAuthProvider } from 'react-admin';
import type { AuthUser } from '@tp/domain';
import type { AppAuthProvider } from '@tp/data-provider';

interface AuthUserState {
  user: AuthUser | null;
  isLoaded: boolean;
}

const AuthUserContext = createContext<AuthUserState>({ user: null, isLoaded: false });

/** Loads the signed-in user once for the shell (warnings, footer zone, staff check). */
export function AuthUserProvider({ children }: { children: ReactNode }) {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const [state, setState] = useState<AuthUserState>({ user: null, isLoaded: false });

  useEffect(() => {
    let isCurrent = true;
    const load = authProvider ? authProvider.getAuthUser() : Promise.resolve(null);
    load
      .catch(() => null)
      .then((user) => {
        if (isCurrent) setState({ user, isLoaded: true });
      });
    return () => {
      isCurrent = false;
    };
  }, [authProvider]);

  return <AuthUserContext.Provider value={state}>{children}</AuthUserContext.Provider>;
}

export function useAuthUser(): AuthUserState {
  return useContext(AuthUserContext);
}
