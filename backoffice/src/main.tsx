import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, askLandingData, preloadLandingScreen } from './App.tsx';
import { createBackofficeQueryClient } from './queryClient.ts';

/**
 * In `--mode mocked` the real API runs in this page (see @tp/mocks/browser). The mocks are
 * imported dynamically under a build-time condition, so msw and PGlite never reach the
 * production bundle.
 */
async function startMockedApiWhenMocked(): Promise<void> {
  if (import.meta.env.MODE !== 'mocked') return;
  const { startMockedApi } = await import('@tp/mocks/browser');
  await startMockedApi(import.meta.env.BASE_URL);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadLandingScreen(window.location.pathname);
void startMockedApiWhenMocked().then(() => {
  // After the mocked API starts: in that mode it is what answers.
  const queryClient = createBackofficeQueryClient();
  askLandingData(window.location, undefined, queryClient);
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
