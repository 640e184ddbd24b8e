import {
  createAuthProvider,
  createDataProvider,
  createHttpClient,
  currentSpoofTarget,
} from '@tp/data-provider';
import type { AppAuthProvider, AppDataProvider } from '@tp/data-provider';
import { ADMIN_LOGIN_PATH } from './auth/homeUrl.ts';

export interface BackofficeProviders {
  dataProvider: AppDataProvider;
  authProvider: AppAuthProvider;
}

/** The real providers: one HTTP client (cookies, CSRF, spoof header) shared by both. */
export function createBackofficeProviders(): BackofficeProviders {
  const httpClient = createHttpClient({ getSpoof: currentSpoofTarget });
  return {
    dataProvider: createDataProvider({ apiUrl: '/api/v2', httpClient }),
    authProvider: createAuthProvider({ httpClient, loginPath: ADMIN_LOGIN_PATH }),
  };
}

let defaults: BackofficeProviders | undefined;

/**
 * The app's real providers, made once: the page's start (main.tsx) asks the sign-in and its
 * first list through them before rendering, and the app then reads their answers.
 */
export function defaultBackofficeProviders(): BackofficeProviders {
  return (defaults ??= createBackofficeProviders());
}
