import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import type { PusherConstructor } from '@tp/data-provider';
import { AppProviders } from './app/AppProviders.tsx';
import { routes } from './app/routes.tsx';
import { createAppServices } from './app/services.ts';
import { prefetchFamilyStudents } from './features/family/family-students-prefetch.ts';

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

async function start() {
  const realtimeTransport = await startMockedApiWhenMocked();
  prefetchFamilyStudents(window.location.pathname);
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
