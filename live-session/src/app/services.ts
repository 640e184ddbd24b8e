import {
  XSRF_COOKIE,
  createHttpClient,
  connectRealtime,
  currentSpoofTarget,
  fetchRuntimeConfig,
  readCookie,
  type HttpClient,
  type PusherConstructor,
  type RealtimeClient,
} from '@tp/data-provider';
import { createApiActivity, type PageLoad } from '../realtime/page-settled.ts';

/** What the app talks to: the API, and the realtime connection opened on first use. */
export interface AppServices {
  httpClient: HttpClient;
  /** The one realtime connection, opened with the deployment's settings on first call. */
  getRealtime(): Promise<RealtimeClient>;
  /** Closes the realtime connection (on sign-out); the next getRealtime opens a new one. */
  disconnectRealtime(): void;
  /**
   * When the page shows its first data (`ApiActivity.settled`): deferred live updates subscribe
   * then. Without it (component tests), they subscribe at once.
   */
  pageLoad?: PageLoad;
  /** A full page load of `url` (leaving a spoof, going to the back-office); the browser's by default. */
  loadPage?: (url: string) => void;
  /** Reloads the app (after a permission change); the browser's reload by default. */
  reloadApp?: () => void;
}

/** The sign-in address that brings the user back here after signing in again. */
export function signInUrlFor(pathAndSearch: string): string {
  return `/login/en?redirectTo=${encodeURIComponent(pathAndSearch)}`;
}

/**
 * The browser's services. A 401 from any call (an expired session) sends the user to sign in
 * with a way back; the HTTP client itself leaves the sign-in pages alone (spec §4). While
 * spoofing, every call names the spoofed user (X-Spoof-User). `realtimeTransport` replaces
 * pusher-js (the mocked mode's in-page transport).
 */
export function createAppServices(
  options: { realtimeTransport?: PusherConstructor } = {},
): AppServices {
  const activity = createApiActivity();
  const httpClient = activity.track(
    createHttpClient({
      getSpoof: currentSpoofTarget,
      onUnauthorized: () => {
        const { pathname, search } = window.location;
        window.location.assign(signInUrlFor(`${pathname}${search}`));
      },
    }),
  );
  // The clock of the page's first data starts with the page, not with its first subscriber.
  void activity.settled();
  let realtime: Promise<RealtimeClient> | null = null;
  return {
    httpClient,
    getRealtime() {
      if (realtime) return realtime;
      const connecting = fetchRuntimeConfig(httpClient).then((config) =>
        connectRealtime(config.realtime, {
          getCsrfToken: () => readCookie(XSRF_COOKIE),
          getSpoof: currentSpoofTarget,
          PusherCtor: options.realtimeTransport,
        }),
      );
      // A failed attempt is not kept, so a later subscriber tries again.
      connecting.catch(() => {
        if (realtime === connecting) realtime = null;
      });
      realtime = connecting;
      return connecting;
    },
    disconnectRealtime() {
      const current = realtime;
      realtime = null;
      void current?.then(
        (client) => client.disconnect(),
        () => undefined,
      );
    },
    pageLoad: activity,
    loadPage: (url) => window.location.assign(url),
    reloadApp: () => window.location.reload(),
  };
}
