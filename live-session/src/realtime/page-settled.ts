import {
  AUTH_USER_PATH,
  CONFIG_PATH,
  whenPageSettled,
  type HttpClient,
  type HttpRequest,
} from '@tp/data-provider';

/**
 * How long the API must stay quiet after the page's data has answered: a page that loads in
 * steps (the planner reads the student's enrollment, then the calendar's range) has a moment
 * with no call on its way between two steps.
 */
export const QUIET_MS = 300;

/** Calls that say who is signed in or how the deployment is set, not what the page shows. */
const NOT_PAGE_DATA: readonly string[] = [AUTH_USER_PATH, CONFIG_PATH];

/** When the page has shown its first data. */
export interface PageLoad {
  /**
   * Resolves once the page has loaded, a call for its data (not the sign-in check or the
   * settings) has answered and no call has been on its way for QUIET_MS, and the browser has
   * then had an idle moment to draw it (`whenPageSettled`; 5 s at most). Live updates the first
   * screen can do without start then. Once per page load.
   */
  settled(): Promise<void>;
  /** Whether `settled` has resolved. */
  hasSettled(): boolean;
}

/** The page's API calls, watched to tell when its first data has answered. */
export interface ApiActivity extends PageLoad {
  /** `httpClient`, with each call counted while it runs. */
  track(httpClient: HttpClient): HttpClient;
}

export function createApiActivity(target: Window = window): ApiActivity {
  let inFlight = 0;
  let hasAnsweredData = false;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const hasFirstData = () => hasAnsweredData && inFlight === 0;
  let settled: Promise<void> | null = null;
  let hasSettled = false;

  return {
    track:
      (httpClient) =>
      <T>(path: string, request?: HttpRequest) => {
        inFlight += 1;
        changed();
        const isPageData = !NOT_PAGE_DATA.some((call) => path.startsWith(call));
        return httpClient<T>(path, request).finally(() => {
          inFlight -= 1;
          if (isPageData) hasAnsweredData = true;
          changed();
        });
      },
    settled() {
      settled ??= whenPageSettled(
        {
          isReady: hasFirstData,
          subscribe: (listener) => {
            listeners.add(listener);
            return () => listeners.delete(listener);
          },
          quietMs: QUIET_MS,
        },
        target,
      ).then(() => {
        hasSettled = true;
      });
      return settled;
    },
    hasSettled: () => hasSettled,
  };
}
