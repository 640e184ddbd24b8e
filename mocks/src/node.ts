import { File as NodeFile } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { http } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { createLocalRealtimeHub, type LocalRealtimeHub } from '@tp/data-provider';
import {
  browserConfig,
  createApp,
  fixedClock,
  memoryFileStore,
  memoryMailer,
  nodePlatform,
  PGLITE_EXTENSIONS,
  pgliteDb,
  restoreDemoFiles,
  type App,
  type MailMessage,
} from '@tp/server';
import {
  clearDocumentCookies,
  documentCookies,
  pageCookieLine,
  type CookieJar,
} from './in-page/page-cookies.ts';
import { inPageApi, type InPageApi } from './in-page/in-page-api.ts';
import { COMPONENT_TEST_NOW } from './test-now.ts';
import type {} from './vitest-context.ts';

export { COMPONENT_TEST_NOW } from './test-now.ts';
import { DEMO_PASSWORD } from './snapshot/demo-world.ts';

export { DEMO_INVITED_PARENT_EMAIL, DEMO_LOGINS, DEMO_PASSWORD } from './snapshot/demo-world.ts';

/** The real app in this test file's process, over its own copy of the demo world. */
interface InProcessApi {
  app: App;
  api: InPageApi;
  client: PGlite;
  mail: MailMessage[];
  realtime: LocalRealtimeHub;
}

let snapshot: Blob | null = null;

/**
 * jsdom gives the test page its own File class; the app's multipart parsing (Node's fetch)
 * makes Node's. In a browser both are one class, so the app checks uploads with
 * `instanceof File` (zod's z.file()): here a Node File must pass that check too.
 */
function acceptNodeFilesAsPageFiles(): void {
  const PageFile = globalThis.File;
  if (PageFile === NodeFile || Object.hasOwn(PageFile, Symbol.hasInstance)) return;
  Object.defineProperty(PageFile, Symbol.hasInstance, {
    value: (value: unknown) =>
      Function.prototype[Symbol.hasInstance].call(PageFile, value) || value instanceof NodeFile,
  });
}

async function startInProcessApi(): Promise<InProcessApi> {
  acceptNodeFilesAsPageFiles();
  snapshot ??= new Blob([readFileSync(inject('demoWorldSnapshot'))]);
  const client = await PGlite.create({ loadDataDir: snapshot, extensions: PGLITE_EXTENSIONS });
  const db = pgliteDb(client);
  const mailer = memoryMailer();
  const realtime = createLocalRealtimeHub();
  // The demo messages' files, so they download here as on the real server.
  const files = memoryFileStore();
  await restoreDemoFiles(db, files);
  const app = createApp({
    db,
    clock: fixedClock(COMPONENT_TEST_NOW),
    mailer,
    realtime,
    files,
    config: browserConfig(),
    ...nodePlatform,
    // Answers reach the page's fetch through MSW, which would pass a compressed body undecoded.
    compressResponses: false,
  });
  return { app, api: inPageApi(app, documentCookies), client, mail: mailer.sent, realtime };
}

/** The cookies of another browser than the page's: a second user acting in the same world. */
function memoryCookies(): CookieJar {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    store(setCookies) {
      for (const line of setCookies) {
        const [pair = ''] = pageCookieLine(line).split(';');
        const separator = pair.indexOf('=');
        const name = pair.slice(0, separator).trim();
        const value = pair.slice(separator + 1).trim();
        if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}

function readXsrfCookie(jar: CookieJar): string {
  return decodeURIComponent(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(jar.header())?.[1] ?? '');
}

/** A call as the data provider makes it: a GET first when there is no XSRF cookie yet. */
async function callApi(
  api: InPageApi,
  jar: CookieJar,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const origin = window.location.origin;
  if (method !== 'GET' && !readXsrfCookie(jar)) {
    await api.fetch(new Request(`${origin}/api/session.json`));
  }
  const headers = new Headers({ Accept: 'application/json' });
  if (method !== 'GET') headers.set('X-XSRF-TOKEN', readXsrfCookie(jar));
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await api.fetch(
    new Request(`${origin}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

async function signIn(api: InPageApi, jar: CookieJar, email: string, password: string) {
  const { status } = await callApi(api, jar, 'POST', '/api/login.json', { login: email, password });
  if (status !== 200) throw new Error(`signing in as ${email} failed: ${status}`);
}

type ApiCall = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; json: unknown }>;

export interface TestApi {
  /** MSW's server: `server.use(...)` overrides one call for one test (a 500, an empty list). */
  server: SetupServer;
  /** The URLs of the /api requests made since the test started. */
  requests: URL[];
  /** The requests to one path, e.g. `/api/v2/courses`. */
  requestsTo(pathname: string): URL[];
  /** Runs SQL on the database of the app answering now: to find demo rows, or arrange a state. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** The mail the app sent since the database was loaded. */
  readonly mail: MailMessage[];
  /** Where the app publishes realtime events: pass `realtime.PusherCtor` to a realtime client. */
  readonly realtime: LocalRealtimeHub;
  /**
   * One call to the app with the page's cookies and CSRF header, as the data provider makes
   * it: to arrange a state through the API (request a reset mail, lock an account).
   */
  request: ApiCall;
  /**
   * Someone else, signed in as `email` in another browser (own cookies), acting on the same
   * world: an admin moving a session while the tutor's screen is open.
   */
  otherBrowser(email: string): Promise<{ request: ApiCall }>;
  /** Signs a demo account in through POST /api/login.json, as the sign-in form would. */
  signInAs(email: string, password?: string): Promise<void>;
  /** The link in the last mail the app sent to `email` (a reset, confirmation or unlock link). */
  mailedLink(email: string): URL;
  /**
   * Says this test changes the world beyond signing in (a save, a mail, a row it arranges):
   * the next test of the file then starts from a fresh copy (about a second). Tests that only
   * read share the file's copy.
   */
  willWrite(): void;
}

/**
 * The real API for the component tests of one file: MSW's node server passes every /api call
 * to the server app running in-process over PGlite, loaded from the demo world snapshot built
 * once per run (globalSetup `@tp/mocks/vitest-setup`). The cookies live in jsdom's
 * `document.cookie`, as in the mocked mode's page. Each file gets its own copy of the world;
 * a test that writes calls `willWrite()`, and the next test gets a fresh copy. After each test: handlers reset,
 * cookies cleared (signed out), requests forgotten.
 */
export function startTestApi(): TestApi {
  let current: InProcessApi | null = null;
  let isWorldChanged = false;
  const requests: URL[] = [];
  const running = (): InProcessApi => {
    if (!current) throw new Error('The test API is not started: call startTestApi() at the top.');
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
  beforeEach(async () => {
    if (!isWorldChanged) return;
    isWorldChanged = false;
    const changed = current;
    current = await startInProcessApi();
    await changed?.client.close();
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
    async query<Row>(sql: string, params?: unknown[]) {
      return (await running().client.query<Row>(sql, params)).rows;
    },
    get mail() {
      return running().mail;
    },
    get realtime() {
      return running().realtime;
    },
    request: (method, path, body) => callApi(running().api, documentCookies, method, path, body),
    async signInAs(email, password = DEMO_PASSWORD) {
      await signIn(running().api, documentCookies, email, password);
    },
    async otherBrowser(email) {
      const jar = memoryCookies();
      const api = inPageApi(running().app, jar);
      await signIn(api, jar, email, DEMO_PASSWORD);
      return { request: (method, path, body) => callApi(api, jar, method, path, body) };
    },
    mailedLink(email) {
      const mail = running().mail.findLast((message) => message.to === email);
      const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
      if (!link) throw new Error(`no mail with a link was sent to ${email}`);
      return new URL(link);
    },
    willWrite() {
      isWorldChanged = true;
    },
  };
}
