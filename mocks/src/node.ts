import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { http } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { createLocalRealtimeHub, type LocalRealtimeHub } from '@tp/data-provider';
import {
  browserConfig,
  createApp,
  fixedClock,
  memoryFileStore,
  memoryMailer,
  nodePlatform,
  pgliteDb,
  type Db,
  type MailMessage,
} from '@tp/server';
import { clearDocumentCookies, documentCookies } from './in-page/page-cookies.ts';
import { inPageApi, type InPageApi } from './in-page/in-page-api.ts';
import { COMPONENT_TEST_NOW } from './test-now.ts';

export { COMPONENT_TEST_NOW } from './test-now.ts';
export { DEMO_LOGINS, DEMO_PASSWORD } from './snapshot/demo-world.ts';

/** The real app in this test file's process, over its own copy of the demo world. */
interface InProcessApi {
  api: InPageApi;
  client: PGlite;
  db: Db;
  mail: MailMessage[];
  realtime: LocalRealtimeHub;
}

let snapshot: Blob | null = null;

async function startInProcessApi(): Promise<InProcessApi> {
  snapshot ??= new Blob([readFileSync(inject('demoWorldSnapshot'))]);
  const client = await PGlite.create({ loadDataDir: snapshot });
  const db = pgliteDb(client);
  const mailer = memoryMailer();
  const realtime = createLocalRealtimeHub();
  const app = createApp({
    db,
    clock: fixedClock(COMPONENT_TEST_NOW),
    mailer,
    realtime,
    files: memoryFileStore(),
    config: browserConfig(),
    ...nodePlatform,
  });
  return { api: inPageApi(app, documentCookies), client, db, mail: mailer.sent, realtime };
}

export interface TestApi {
  /** MSW's server: `server.use(...)` overrides one call for one test (a 500, an empty list). */
  server: SetupServer;
  /** The URLs of the /api requests made since the test started. */
  requests: URL[];
  /** The requests to one path, e.g. `/api/v2/courses`. */
  requestsTo(pathname: string): URL[];
  /** The database of the app answering now (a test may read or arrange rows). */
  readonly db: Db;
  /** The mail the app sent since the database was loaded. */
  readonly mail: MailMessage[];
  /** Where the app publishes realtime events: pass `realtime.PusherCtor` to a realtime client. */
  readonly realtime: LocalRealtimeHub;
  /** Signs a demo account in through POST /api/login.json, as the sign-in form would. */
  signInAs(email: string, password?: string): Promise<void>;
  /** A fresh copy of the demo world for the next test (about a second): for tests that write. */
  freshWorld(): Promise<void>;
}

/**
 * The real API for the component tests of one file: MSW's node server passes every /api call
 * to the server app running in-process over PGlite, loaded from the demo world snapshot built
 * once per run (globalSetup `@tp/mocks/vitest-setup`). The cookies live in jsdom's
 * `document.cookie`, as in the mocked mode's page. Each file gets its own copy of the world;
 * tests that write call `freshWorld()` in beforeEach. After each test: handlers reset,
 * cookies cleared (signed out), requests forgotten.
 */
export function useTestApi(): TestApi {
  let current: InProcessApi | null = null;
  const requests: URL[] = [];
  const running = (): InProcessApi => {
    if (!current) throw new Error('The test API is not started: call useTestApi() at the top.');
    return current;
  };
  const server = setupServer(http.all('*/api/*', ({ request }) => running().api.fetch(request)));
  server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url));
  });

  beforeAll(async () => {
    current = await startInProcessApi();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    clearDocumentCookies();
    requests.length = 0;
  });
  afterAll(async () => {
    server.close();
    await current?.client.close();
    current = null;
  });

  return {
    server,
    requests,
    requestsTo: (pathname) => requests.filter((url) => url.pathname === pathname),
    get db() {
      return running().db;
    },
    get mail() {
      return running().mail;
    },
    get realtime() {
      return running().realtime;
    },
    async signInAs(email, password = 'demo1234') {
      const origin = window.location.origin;
      const { api } = running();
      await api.fetch(new Request(`${origin}/api/session.json`));
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const response = await api.fetch(
        new Request(`${origin}/api/login.json`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
          body: JSON.stringify({ login: email, password }),
        }),
      );
      if (!response.ok) throw new Error(`signing in as ${email} failed: ${response.status}`);
    },
    async freshWorld() {
      const previous = current;
      current = await startInProcessApi();
      await previous?.client.close();
    },
  };
}
