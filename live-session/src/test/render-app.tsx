import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router';
import { createHttpClient, currentSpoofTarget, type RealtimeClient } from '@tp/data-provider';
import { AppProviders } from '../app/AppProviders.tsx';
import { routes } from '../app/routes.tsx';
import type { AppServices } from '../app/services.ts';
import { createFakeRealtime } from './fake-realtime.ts';

/** jsdom's origin; the HTTP client needs an absolute URL outside a browser. */
const TEST_ORIGIN = 'http://localhost:3000';

export function testServices(realtime: RealtimeClient = createFakeRealtime()): AppServices {
  return {
    // The spoof header wired as in services.ts.
    httpClient: createHttpClient({ baseUrl: TEST_ORIGIN, getSpoof: currentSpoofTarget }),
    getRealtime: () => Promise.resolve(realtime),
    disconnectRealtime: () => undefined,
  };
}

export { inProcessRealtime } from '@tp/mocks/node';

/**
 * The whole app at `url` (a path, or a location with its navigation state) over a memory
 * router; the router tells where navigation led.
 */
export function renderApp(url: InitialEntry, services: AppServices = testServices()) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** The current path and query of the app. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
