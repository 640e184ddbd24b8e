import { HttpResponse, http } from 'msw';
import { setupWorker, type SetupWorker, type StartOptions } from 'msw/browser';
import { handlers } from './handlers/index.ts';

declare global {
  interface Window {
    /** Set in the mocked mode so Playwright can add runtime overrides (`msw.worker.use(...)`). */
    msw?: { worker: SetupWorker; http: typeof http; HttpResponse: typeof HttpResponse };
  }
}

/**
 * Starts the mock API in the browser. The app passes where its worker file is served, e.g.
 * `{ serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` } }`. Requests
 * that are not the API (the app's own files, fonts) go to the network without a warning.
 */
export async function startMockWorker(options: StartOptions = {}): Promise<SetupWorker> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, ...options });
  window.msw = { worker, http, HttpResponse };
  return worker;
}
