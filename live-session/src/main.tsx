import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { createHttpClient, currentSpoofTarget } from '@tp/data-provider';
import { AppProviders } from './app/AppProviders.tsx';
import { startMockedApiWhenMocked } from './app/mocked-api.ts';
import { routes } from './app/routes.tsx';
import { createAppServices } from './app/services.ts';
import { isFamilyPage } from './features/family/family-page.ts';

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
