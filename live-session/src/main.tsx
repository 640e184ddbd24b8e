import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { createHttpClient, currentSpoofTarget, type PusherConstructor } from '@tp/data-provider';
import { AppProviders } from './app/AppProviders.tsx';
import { routes } from './app/routes.tsx';
import { createAppServices } from './app/services.ts';
import { isFamilyPage } from './features/family/family-page.ts';

/**
 * In `--mode mocked` the real API runs in this page (see @tp/mocks/browser) and realtime
 * events travel inside the page. The condition is a build-time constant, so the production
 * bundle drops this import, and msw and PGlite with it.
 */
async function startMockedApiWhenMocked(): Promise<PusherConstructor | undefined> {
  if (import.meta.env.MODE !== 'mocked') return undefined;
  const { startMockedApi } = await import('@tp/mocks/browser');
  const { realtimeTransport } = await startMockedApi(import.meta.env.BASE_URL);
  return realtimeTransport;
}

/**
 * A family page asks its students as it starts (family-students-prefetch.ts), on a client
 * without the app's 401 handling; the module is loaded only there, so other pages' first load
 * stays as it was.
 */
function prefetchFamilyStudentsOnFamilyPage(pathname: string) {
  if (!isFamilyPage(pathname)) return;
  const httpClient = createHttpClient({ getSpoof: currentSpoofTarget });
  void import('./features/family/family-students-prefetch.ts').then(({ prefetchFamilyStudents }) =>
    prefetchFamilyStudents(httpClient),
  );
}

async function start() {
  const realtimeTransport = await startMockedApiWhenMocked();
  prefetchFamilyStudentsOnFamilyPage(window.location.pathname);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const router = createBrowserRouter(routes);
  createRoot(root).render(
    <StrictMode>
      <AppProviders services={createAppServices({ realtimeTransport })}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
