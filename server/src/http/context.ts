import type { AuthUser } from '@tp/domain';
import type { AppDeps } from '../deps.ts';

/** The caller, as every handler sees it: the effective user (the spoofed one while spoofing). */
export type CurrentUser = AuthUser;

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** Null when nobody is signed in. */
    user: CurrentUser | null;
    /** Id of the auth session row, when signed in. */
    authSessionId: string | null;
    /** The sign-in's CSRF token (null when signed out), checked by csrfMiddleware. */
    authCsrfToken: string | null;
  };
}
