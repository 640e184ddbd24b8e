import { useCallback, useEffect, useState } from 'react';
import { login, type HttpClient, type LoginCredentials } from '@tp/data-provider';
import type { AuthUser } from '@tp/domain';
import { useI18n, useToast } from '@tp/ui';
import { readAuthUserOnce } from './read-auth-user.ts';

/**
 * Who is signed in, read as the page starts (GET /api/session.json): the user (settable, for
 * a refresh or a spoof), whether the first answer is still awaited, and the sign-in, which
 * resolves the user and keeps them. A failed read leaves the visitor signed out, with the
 * spec's start-up failure toast (§8).
 */
export function useAuthUserAtStart(httpClient: HttpClient) {
  const toast = useToast();
  const { t } = useI18n();
  const [user, setUser] = useState<AuthUser | null>(null);
  const [isLoading, setIsLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    readAuthUserOnce(httpClient, controller.signal).then(
      (current) => {
        setUser(current);
        setIsLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`Start-up sign-in check failed: ${String(error)}`);
        toast.error(t('account.session.startupFailed'));
        setIsLoading(false);
      },
    );
    return () => controller.abort();
  }, [httpClient, toast, t]);

  const signIn = useCallback(
    async (credentials: LoginCredentials) => {
      const signedIn = await login(httpClient, credentials);
      setUser(signedIn);
      return signedIn;
    },
    [httpClient],
  );

  return { user, setUser, isLoading, signIn };
}
