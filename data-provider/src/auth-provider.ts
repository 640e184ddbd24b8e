import {
  RESOURCE_ACCESS,
  STATUS_MESSAGES,
  can,
  isResourceName,
  permissionsFromRoles,
  type AuthUser,
  type CrudAction,
  type RecordOf,
  type ResourceAction,
  type ResourceName,
} from '@tp/domain';
import type { AuthProvider, UserIdentity } from 'ra-core';
import { isSignInPage, type HttpClient } from './http-client.ts';
import { fetchAuthUser, login, logout, type LoginCredentials } from './auth-api.ts';

export interface AuthProviderOptions {
  httpClient: HttpClient;
  /** The app's sign-in route, where react-admin goes when signed out; `/login` by default. */
  loginPath?: string;
  /** A clock in milliseconds, for how fresh the last sign-in check is; Date.now by default. */
  now?: () => number;
  /**
   * Told when who is signed in changes here: a sign-in, a sign-out, or a refused call that
   * signs out (what was asked for the one before must not serve the next).
   */
  onSignInChange?: () => void;
}

/** react-admin's AuthProvider plus the signed-in user the shells need (roles, homeUrl, timeZone, tutorId). */
export type AppAuthProvider = AuthProvider & {
  /** The signed-in user, fetched once and then kept until sign-in, sign-out or a refresh. */
  getAuthUser(): Promise<AuthUser | null>;
  /** Fetches the user again (after spoofing starts or ends, or to notice changed roles). */
  refreshAuthUser(): Promise<AuthUser | null>;
};

/** The catalogue's text for a signed-out user (STATUS_MESSAGES has it for 401). */
const SIGNED_OUT_MESSAGE = STATUS_MESSAGES[401]?.message ?? 'Please sign in to continue.';

/** react-admin's access actions as the domain's actions (`export` reads, `clone` creates). */
const ACTIONS: Readonly<Record<string, CrudAction>> = {
  list: 'read',
  show: 'read',
  export: 'read',
  read: 'read',
  create: 'create',
  clone: 'create',
  edit: 'update',
  update: 'update',
  delete: 'delete',
};

/** A react-admin action as domain's: a CRUD synonym, or a named action of the resource. */
function domainActionOf(
  resource: ResourceName,
  action: string,
): ResourceAction<ResourceName> | null {
  const crud = ACTIONS[action];
  if (crud) return crud;
  return Object.hasOwn(RESOURCE_ACCESS[resource].actions, action)
    ? (action as ResourceAction<ResourceName>)
    : null;
}

function readCredentials(params: unknown): LoginCredentials {
  const given =
    typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
  if (typeof given.token === 'string' && given.token !== '') return { token: given.token };
  const name = [given.login, given.username, given.email].find(
    (v): v is string => typeof v === 'string',
  );
  return { login: name ?? '', password: typeof given.password === 'string' ? given.password : '' };
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

function currentPathname(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

/** How long a check of the sign-in stands for the next ones (one screen opening). */
export const CHECK_AUTH_FRESH_MS = 2_000;

/**
 * A react-admin AuthProvider over the sign-in API:
 *
 * - login({ username | login | email, password } or { token }) POST /api/login.json
 * - logout                DELETE /api/logout.json (a 401, already signed out, is ignored)
 * - checkAuth             GET /api/session.json (one at a time: checks meanwhile, or within
 *                         CHECK_AUTH_FRESH_MS of its answer, share it);
 *                         rejects (to loginPath) when the user is null
 * - checkError            401 rejects, which signs out (unless on a sign-in page); 403 and others resolve
 * - getIdentity           { id, fullName } of the signed-in user
 * - getPermissions        permissionsFromRoles(user.roles): ADMIN, TUTOR, ...
 * - canAccess             domain's `can(roles, action, resource)` for the v2 resources it
 *                         governs (list/show/export read, create/clone create, edit update,
 *                         delete delete); anything else is left to the server (true)
 * - getAuthUser / refreshAuthUser  the cached AuthUser (see AppAuthProvider)
 */
export function createAuthProvider({
  httpClient,
  loginPath = '/login',
  now = Date.now,
  onSignInChange,
}: AuthProviderOptions): AppAuthProvider {
  // undefined: not asked yet; null: asked, signed out.
  let cachedUser: AuthUser | null | undefined;
  let pendingUser: Promise<AuthUser | null> | null = null;
  // When the server last said who is signed in (or sign-in or sign-out did), by `now`.
  let answeredAt = Number.NEGATIVE_INFINITY;

  function refreshAuthUser(): Promise<AuthUser | null> {
    const request = fetchAuthUser(httpClient).then((user) => {
      // A later sign-in or sign-out wins over an answer that was already on its way.
      if (pendingUser === request) {
        cachedUser = user;
        answeredAt = now();
      }
      return user;
    });
    pendingUser = request;
    return request.finally(() => {
      if (pendingUser === request) pendingUser = null;
    });
  }

  function getAuthUser(): Promise<AuthUser | null> {
    if (cachedUser !== undefined) return Promise.resolve(cachedUser);
    return pendingUser ?? refreshAuthUser();
  }

  function remember(user: AuthUser | null): void {
    pendingUser = null;
    cachedUser = user;
    answeredAt = now();
    onSignInChange?.();
  }

  async function signedInUser(): Promise<AuthUser> {
    const user = await getAuthUser();
    if (!user) throw new Error(SIGNED_OUT_MESSAGE);
    return user;
  }

  return {
    async login(params: unknown): Promise<void> {
      remember(await login(httpClient, readCredentials(params)));
    },

    async logout(): Promise<string> {
      try {
        await logout(httpClient);
      } finally {
        remember(null);
      }
      return loginPath;
    },

    async checkAuth(): Promise<void> {
      // react-admin checks on the layout, the page and its hooks as a screen opens: checks made
      // while one is on its way share its answer (the dashboard asked three times at once), and
      // so do checks just after it (the list's own check came after the layout's, and the
      // list's data waited for it). A call the server refuses later still signs out (checkError).
      const isFresh = cachedUser !== undefined && now() - answeredAt < CHECK_AUTH_FRESH_MS;
      const user = isFresh ? cachedUser : await (pendingUser ?? refreshAuthUser());
      if (!user) {
        return Promise.reject({ redirectTo: loginPath, message: SIGNED_OUT_MESSAGE });
      }
    },

    async checkError(error: unknown): Promise<void> {
      if (statusOf(error) !== 401 || isSignInPage(currentPathname())) return;
      remember(null);
      return Promise.reject({ redirectTo: loginPath });
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = await signedInUser();
      return { id: user.id, fullName: `${user.firstName} ${user.lastName}`.trim() };
    },

    async getPermissions(): Promise<string[]> {
      const user = await getAuthUser();
      return permissionsFromRoles(user?.roles ?? []);
    },

    async canAccess({
      action,
      resource,
      record,
    }: {
      action: string;
      resource: string;
      record?: unknown;
    }): Promise<boolean> {
      // `courses.title` is a field of courses: field access follows the resource.
      const [name = ''] = resource.split('.');
      if (!isResourceName(name)) return true;
      const domainAction = domainActionOf(name, action);
      if (!domainAction) return true;
      const user = await getAuthUser();
      if (!user) return false;
      // With a record, domain's rules decide on it (a tutor's own availability...).
      return can(user, domainAction, name, record as RecordOf<ResourceName> | undefined);
    },

    getAuthUser,
    refreshAuthUser,
  };
}
