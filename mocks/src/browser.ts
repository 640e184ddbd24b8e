import { PGlite } from '@electric-sql/pglite';
import { HttpResponse, http } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createLocalRealtimeHub, type PusherConstructor } from '@tp/data-provider';
import {
  authSessionIdOf,
  browserConfig,
  browserPlatform,
  createApp,
  memoryFileStore,
  memoryMailer,
  pgliteDb,
  restoreDemoFiles,
  systemClock,
  type MailMessage,
  type Mailer,
  type RealtimePublisher,
} from '@tp/server/browser';
import { documentCookies } from './in-page/page-cookies.ts';
import { inPageApi, type InPageApi } from './in-page/in-page-api.ts';
import { signInKeeper } from './in-page/kept-sign-in.ts';
import { demoWorldPgliteOptions } from './snapshot/demo-world-pglite.ts';
import { SNAPSHOT_FILE, WORKER_FILE } from './snapshot/snapshot-files.js';

declare global {
  interface Window {
    /** Set in the mocked mode so Playwright can add runtime overrides (`msw.worker.use(...)`). */
    msw?: { worker: SetupWorker; http: typeof http; HttpResponse: typeof HttpResponse };
    /** The in-page API's outbox and how long it took to start, for tests and curious humans. */
    mockedApi?: { mail: MailMessage[]; readyMs: number };
  }
}

/** The real app over the demo world snapshot, with the sign-in of this tab put back. */
async function startInPageApi(
  baseUrl: string,
  mailer: Mailer,
  realtime: RealtimePublisher,
): Promise<InPageApi> {
  const response = await fetch(`${baseUrl}${SNAPSHOT_FILE}`);
  if (!response.ok) throw new Error(`The demo world snapshot is missing (${response.status}).`);
  const client = await PGlite.create(demoWorldPgliteOptions(await response.blob()));
  const keeper = signInKeeper(client, (token) => authSessionIdOf(browserPlatform.crypto, token));
  await keeper.restore();
  const db = pgliteDb(client);
  // The demo messages' files, so they download here as on the real server.
  const files = memoryFileStore();
  await restoreDemoFiles(db, files);
  const app = createApp({
    db,
    clock: systemClock,
    mailer,
    realtime,
    files,
    config: browserConfig(),
    ...browserPlatform,
  });
  return inPageApi(app, documentCookies, (setCookies) => keeper.keep(setCookies));
}

export interface MockedApi {
  worker: SetupWorker;
  /** The realtime transport that receives what the in-page app publishes. */
  realtimeTransport: PusherConstructor;
}

/**
 * Starts the mocked mode in the page: the real server app over PGlite loaded from the demo
 * world snapshot, answering every /api call through MSW's service worker. `baseUrl` is where
 * the app is served (`import.meta.env.BASE_URL`): the snapshot and the worker script are
 * there. Writes last for the page's life; the sign-in survives reloads of the tab.
 */
export async function startMockedApi(baseUrl: string): Promise<MockedApi> {
  const started = performance.now();
  const mailer = memoryMailer();
  const realtime = createLocalRealtimeHub();
  const api = startInPageApi(baseUrl, mailer, realtime);
  // The worker registers while the database loads; a call arriving early waits for the app.
  const worker = setupWorker(http.all('/api/*', async ({ request }) => (await api).fetch(request)));
  await Promise.all([
    api,
    worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: `${baseUrl}${WORKER_FILE}` },
    }),
  ]);
  window.msw = { worker, http, HttpResponse };
  const readyMs = Math.round(performance.now() - started);
  window.mockedApi = { mail: mailer.sent, readyMs };
  console.info(
    `Mocked mode: the API runs in this page over the demo world (ready in ${readyMs} ms).`,
  );
  return { worker, realtimeTransport: realtime.PusherCtor };
}
