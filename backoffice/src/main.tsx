import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

/**
 * In `--mode mocked` the API is served by MSW in the browser. The mocks are imported
 * dynamically so msw never reaches the production bundle.
 */
async function startMocksWhenMocked(): Promise<void> {
  if (import.meta.env.MODE !== 'mocked') return;
  const { startMockWorker } = await import('@tp/mocks/browser');
  await startMockWorker({ serviceWorker: { url: '/admin/mockServiceWorker.js' } });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void startMocksWhenMocked().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
