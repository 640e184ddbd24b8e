import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders.tsx';
import { routes } from './app/routes.tsx';
import { createAppServices } from './app/services.ts';

async function start() {
  // The mocked mode serves the API from MSW fixtures in the browser. The condition is a
  // build-time constant, so the production bundle drops this import and msw with it.
  if (import.meta.env.MODE === 'mocked') {
    const { startMockWorker } = await import('@tp/mocks/browser');
    await startMockWorker({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    });
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const router = createBrowserRouter(routes);
  createRoot(root).render(
    <StrictMode>
      <AppProviders services={createAppServices()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
