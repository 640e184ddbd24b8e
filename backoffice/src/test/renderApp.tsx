import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createHttpClient } from '@tp/data-provider';
import { FULL_STYLES_KEY } from '@tp/mocks/jsdom-lean-styles';
import { App } from '../App.tsx';
import type { RealtimeConnector } from '../realtime/RealtimeConnection.tsx';
import { createBackofficeProviders, type BackofficeProviders } from '../providers.ts';

export interface RenderAppOptions {
  /**
   * Every CSS rule in the page, for a test that checks colours or custom properties: the tests'
   * setup keeps only the rules that show, hide or block an element (jsdom-lean-styles.ts).
   */
  fullStyles?: boolean;
  /** The realtime connection the screens listen on; none by default. */
  realtime?: RealtimeConnector | null;
  /** Providers made beforehand (testProviders), for a test that uses them before rendering. */
  providers?: BackofficeProviders;
  /** react-admin's query cache, for a test that fills it first (askLandingData). */
  queryClient?: QueryClient;
}

/** The app's providers over the test API, as the page makes them. */
export function testProviders(): BackofficeProviders {
  // Node's fetch needs absolute URLs; the page's origin is what the browser would use.
  return createBackofficeProviders(createHttpClient({ baseUrl: window.location.origin }));
}

/** The whole back-office at `path` (e.g. `/admin/courses`) over the real providers. */
export function renderApp(
  path: string,
  {
    fullStyles = false,
    realtime = null,
    providers = testProviders(),
    queryClient,
  }: RenderAppOptions = {},
) {
  window.history.replaceState({}, '', path);
  const app = <App {...providers} realtime={realtime} queryClient={queryClient} />;
  return render(
    fullStyles ? (
      <CacheProvider value={createCache({ key: FULL_STYLES_KEY })}>{app}</CacheProvider>
    ) : (
      app
    ),
  );
}
