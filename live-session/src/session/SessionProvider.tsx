import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchSessionUser, login, logout, type LoginCredentials } from '@tp/data-provider';
import type { SessionUser } from '@tp/domain';
import { useErrorToast } from '@tp/ui';
import { useAppServices } from '../app/AppServicesContext.ts';
import { SessionContext, type SessionState } from './SessionContext.ts';

/** Reads the session once at start and keeps the signed-in user for every screen. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { httpClient, disconnectRealtime } = useAppServices();
  const toastError = useErrorToast();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [isLoading, setIsLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    fetchSessionUser(httpClient, controller.signal).then(
      (current) => {
        setUser(current);
        setIsLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Without a readable session the user can still sign in; the toast says why.
        toastError(error);
        setIsLoading(false);
      },
    );
    return () => controller.abort();
  }, [httpClient, toastError]);

  const signIn = useCallback(
    async (credentials: LoginCredentials) => {
      const signedIn = await login(httpClient, credentials);
      setUser(signedIn);
      return signedIn;
    },
    [httpClient],
  );

  const signOut = useCallback(async () => {
    disconnectRealtime();
    try {
      await logout(httpClient);
    } finally {
      setUser(null);
    }
  }, [httpClient, disconnectRealtime]);

  const state = useMemo<SessionState>(
    () => ({ user, isLoading, signIn, signOut }),
    [user, isLoading, signIn, signOut],
  );
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}
