import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  AUTH_USER_PATH,
  SPOOF_HEADER,
  currentSpoof,
  endSpoof as forgetSpoof,
  fetchAuthUser,
  logout,
  readAuthUser,
  spooferHomeUrl,
  spooferOf,
  startSpoof as rememberSpoof,
} from '@tp/data-provider';
import { hasRole, privateUserChannel, USER_CHANGE_EVENT, type AuthUser } from '@tp/domain';
import { useI18n, useToast } from '@tp/ui';
import { useAppServices } from '../app/AppServicesContext.ts';
import { useRealtimeEvent } from '../realtime/useRealtimeEvent.ts';
import { SignInContext, type SignInState } from './SignInContext.ts';
import { hasPermissionChange } from './role-change.ts';
import { readAuthUserOnce } from './read-auth-user.ts';
import { useAuthUserAtStart } from './useAuthUserAtStart.ts';

/** How often an open app re-reads the signed-in user to notice changed roles. */
export const SESSION_REFRESH_MS = 5 * 60 * 1000;
/** Long enough to read the Permission Change warning before the reload. */
export const PERMISSION_RELOAD_DELAY_MS = 2000;

/**
 * Reads the signed-in user at start and keeps the signed-in user for every screen; re-reads it when
 * the window regains focus, every few minutes and on the user's `user-change` event, reloading
 * the app when the user's roles changed (spec §4).
 */
export function SignInProvider({ children }: { children: ReactNode }) {
  const services = useAppServices();
  const { httpClient, disconnectRealtime } = services;
  const toast = useToast();
  const { t } = useI18n();
  const { user, setUser, isLoading, signIn } = useAuthUserAtStart(httpClient);
  // The user as of the last render, for callbacks that compare a fresh answer with it.
  const userRef = useRef<AuthUser | null>(null);
  useEffect(() => {
    userRef.current = user;
  }, [user]);

  const refresh = useCallback(async () => {
    const before = userRef.current;
    const after = await readAuthUserOnce(httpClient);
    if (hasPermissionChange(before, after)) {
      toast.warning(
        t('account.session.permissionChange'),
        t('account.session.permissionChangeTitle'),
      );
      const reload = services.reloadApp ?? (() => window.location.reload());
      setTimeout(reload, PERMISSION_RELOAD_DELAY_MS);
      return after;
    }
    // Only a different answer re-renders the screens.
    if (JSON.stringify(before) !== JSON.stringify(after)) setUser(after);
    return after;
  }, [httpClient, services.reloadApp, t, toast, setUser]);

  const isSignedIn = user !== null;
  useEffect(() => {
    if (!isSignedIn) return;
    const refreshQuietly = () => {
      if (document.visibilityState === 'hidden') return;
      refresh().catch((error: unknown) => console.warn(`Sign-in refresh failed: ${String(error)}`));
    };
    window.addEventListener('focus', refreshQuietly);
    document.addEventListener('visibilitychange', refreshQuietly);
    const timer = setInterval(refreshQuietly, SESSION_REFRESH_MS);
    return () => {
      window.removeEventListener('focus', refreshQuietly);
      document.removeEventListener('visibilitychange', refreshQuietly);
      clearInterval(timer);
    };
  }, [isSignedIn, refresh]);

  // The tutor app's private channel says when the user's account changed (spec §7 "Realtime").
  const userChannel =
    user && hasRole(user.roles, 'tutor') ? privateUserChannel('tutor', user.id) : null;
  const refreshOnChange = () => {
    refresh().catch((error: unknown) => console.warn(`Sign-in refresh failed: ${String(error)}`));
  };
  useRealtimeEvent(userChannel, USER_CHANGE_EVENT, refreshOnChange, {
    deferred: true,
    onSubscribed: refreshOnChange,
  });

  const signOut = useCallback(async () => {
    disconnectRealtime();
    forgetSpoof();
    try {
      await logout(httpClient);
    } finally {
      setUser(null);
    }
  }, [httpClient, disconnectRealtime, setUser]);

  const startSpoof = useCallback(
    async (target: string, returnUrl?: string | null) => {
      const spoofer = userRef.current;
      // The server decides: the session read as the target answers them, or 403.
      const { json } = await httpClient(AUTH_USER_PATH, { headers: { [SPOOF_HEADER]: target } });
      const spoofed = readAuthUser(json);
      if (!spoofed || !spooferOf(spoofed)) throw new Error(`The server did not spoof ${target}.`);
      // Switching from one spoof to another keeps the real spoofer, not the user being viewed,
      // and the page the first spoof was started from.
      const fresh =
        spoofer && !spooferOf(spoofer)
          ? {
              id: spoofer.id,
              firstName: spoofer.firstName,
              lastName: spoofer.lastName,
              homeUrl: spoofer.homeUrl,
            }
          : spooferOf(spoofed);
      const realSpoofer =
        currentSpoof()?.spoofer ?? (fresh && returnUrl ? { ...fresh, returnUrl } : fresh);
      rememberSpoof(target, realSpoofer);
      // Live updates were for the spoofer; the next subscription opens as the target.
      disconnectRealtime();
      setUser(spoofed);
      return spoofed;
    },
    [httpClient, disconnectRealtime, setUser],
  );

  const endSpoof = useCallback(async () => {
    const ended = forgetSpoof();
    disconnectRealtime();
    // The screens keep the spoofed user until the caller has left them: the spoofer may not
    // hold the role the current screen needs.
    const real = await fetchAuthUser(httpClient).catch(() => null);
    return ended?.spoofer?.returnUrl ?? real?.homeUrl ?? spooferHomeUrl(ended?.spoofer ?? null);
  }, [httpClient, disconnectRealtime]);

  const state = useMemo<SignInState>(
    () => ({ user, isLoading, signIn, signOut, refresh, startSpoof, endSpoof }),
    [user, isLoading, signIn, signOut, refresh, startSpoof, endSpoof],
  );
  return <SignInContext.Provider value={state}>{children}</SignInContext.Provider>;
}
