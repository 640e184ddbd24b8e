import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-admin';
import type { AuthUser } from '@tp/domain';
import { isBackofficeUrl } from './homeUrl.ts';
import { leaveApp } from './leaveApp.ts';

interface LoginLocationState {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * Sends a signed-in user where they belong: staff whose home is the back-office go back to
 * the page that asked them to sign in (react-admin keeps it in the location state) or to
 * the back-office's start; anyone else leaves for their own app's home URL.
 */
export function useGoHome(): (user: AuthUser) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as LoginLocationState;

  return useCallback(
    (user: AuthUser) => {
      if (!isBackofficeUrl(user.homeUrl)) {
        leaveApp(user.homeUrl);
        return;
      }
      // Both are full paths (the router sits above the /admin splat route).
      const next =
        state.nextPathname && isBackofficeUrl(state.nextPathname)
          ? state.nextPathname + (state.nextSearch ?? '')
          : null;
      navigate(next ?? user.homeUrl, { replace: true });
    },
    [navigate, state.nextPathname, state.nextSearch],
  );
}
