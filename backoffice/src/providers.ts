import {
  createAuthProvider,
  createDataProvider,
  createHttpClient,
  currentSpoofTarget,
} from '@tp/data-provider';
import type { AppAuthProvider, AppDataProvider, HttpClient } from '@tp/data-provider';
import { ADMIN_LOGIN_PATH } from './auth/homeUrl.ts';

export interface BackofficeProviders {
  dataProvider: AppDataProvider;
  authProvider: AppAuthProvider;
}

/**
 * The real providers: one HTTP client (cookies, CSRF, spoof header; the tests pass theirs)
 * shared by both. A list page asked ahead for whoever was signed in is dropped when someone
 * else signs in, or no one is.
 */
export function createBackofficeProviders(
  httpClient: HttpClient = createHttpClient({ getSpoof: currentSpoofTarget }),
): BackofficeProviders {
  const dataProvider = createDataProvider({ apiUrl: '/api/v2', httpClient });
  const authProvider = createAuthProvider({
    httpClient,
    loginPath: ADMIN_LOGIN_PATH,
    onSignInChange: () => dataProvider.forgetPrefetchedLists(),
  });
  return { dataProvider, authProvider };
}

let defaults: BackofficeProviders | undefined;

/**
 * The app's real providers, made once: the page's start (main.tsx) asks the sign-in and its
 * first list through them before rendering, and the app then reads their answers.
 */
export function defaultBackofficeProviders(): BackofficeProviders {
  return (defaults ??= createBackofficeProviders());
}
