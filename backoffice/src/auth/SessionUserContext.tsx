import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useAuthProvider } from 'react-admin';
import type { SessionUser } from '@tp/domain';
import type { SessionAuthProvider } from '@tp/data-provider';

interface SessionUserState {
  user: SessionUser | null;
  isLoaded: boolean;
}

const SessionUserContext = createContext<SessionUserState>({ user: null, isLoaded: false });

/** Loads the signed-in user once for the shell (warnings, footer zone, staff check). */
export function SessionUserProvider({ children }: { children: ReactNode }) {
  const authProvider = useAuthProvider<SessionAuthProvider>();
  const [state, setState] = useState<SessionUserState>({ user: null, isLoaded: false });

  useEffect(() => {
    let isCurrent = true;
    const load = authProvider ? authProvider.getSessionUser() : Promise.resolve(null);
    load
      .catch(() => null)
      .then((user) => {
        if (isCurrent) setState({ user, isLoaded: true });
      });
    return () => {
      isCurrent = false;
    };
  }, [authProvider]);

  return <SessionUserContext.Provider value={state}>{children}</SessionUserContext.Provider>;
}

export function useSessionUser(): SessionUserState {
  return useContext(SessionUserContext);
}
