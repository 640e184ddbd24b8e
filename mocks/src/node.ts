import { File as NodeFile } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { http } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import {
  createLocalRealtimeHub,
  createRealtimeClient,
  currentSpoofTarget,
  type LocalRealtimeHub,
  type RealtimeClient,
} from '@tp/data-provider';
import {
  browserConfig,
  createApp,
  fixedClock,
  memoryFileStore,
  memoryMailer,
  nodePlatform,
  PGLITE_OWN_TEXT_TYPE_PARSERS,
  pgliteDb,
  holdTransaction,
  oneAtATime,
  restoreDemoFiles,
  type App,
  type Db,
  type HeldTransaction,
  type MailMessage,
} from '@tp/server';
import {
  clearDocumentCookies,
  documentCookies,
  pageCookieLine,
  type CookieJar,
} from './in-page/page-cookies.ts';
import { inPageApi, type InPageApi } from './in-page/in-page-api.ts';
import { demoWorldPgliteOptions } from './snapshot/demo-world-pglite.ts';
import { COMPONENT_TEST_NOW } from './test-now.ts';
import { waitOutOverlongTimeouts } from './overlong-timeouts.ts';
import type {} from './vitest-context.ts';

export { COMPONENT_TEST_NOW } from './test-now.ts';
import { DEMO_PASSWORD } from './snapshot/demo-world.ts';

export { DEMO_INVITED_PARENT_EMAIL, DEMO_LOGINS, DEMO_PASSWORD } from './snapshot/demo-world.ts';

/** The real app in this test file's process, over the worker's copy of the demo world. */
interface InProcessApi {
  app: App;
  api: InPageApi;
  mail: MailMessage[];
  realtime: LocalRealtimeHub;
}

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

/** Runs `work` in a savepoint: kept if it succeeds, undone (and the error passed on) if not. */
async function inSavepoint<T>(
  client: Pick<Transaction, 'exec'>,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  await client.exec(`savepoint ${name}`);
  try {
    const result = await work();
    await client.exec(`release savepoint ${name}`);
    return result;
  } catch (error) {
    await client.exec(`rollback to savepoint ${name}; release savepoint ${name}`);
    throw error;
  }
}

/** A PGlite transaction held open until `end()`, which rolls it back. */
function openTransaction(client: PGlite): Promise<HeldTransaction<Transaction>> {
  return holdTransaction<Transaction>((work) => client.transaction(work));
}

/**
 * The PGlite client the app's drizzle sees, while everything runs inside one transaction that
 * `undo()` rolls back: the demo world comes back in milliseconds, where loading it again takes
 * seconds. The app's transactions become savepoints, and so does each of its other statements
 * (a failed statement would otherwise abort the whole transaction, not just fail as it does in
 * autocommit). One piece of work at a time, as PGlite's own transaction lock has it: no
 * statement runs in the middle of another request's transaction. The transaction is PGlite's
 * own (`transaction()`): a statement inside it costs a fraction of one after a plain BEGIN,
 * which PGlite does not know it is in.
 */
class RolledBackClient {
  private readonly serially = oneAtATime();

  private constructor(private open: HeldTransaction<Transaction>) {}

  static async open(client: PGlite): Promise<RolledBackClient> {
    return new RolledBackClient(await openTransaction(client));
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.serially(() => {
      const { tx } = this.open;
      return inSavepoint(tx, 'tp_statement', () => tx.query<T>(sql, params, options));
    });
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.serially(() => {
      const { tx } = this.open;
      return inSavepoint(tx, 'tp_statement', () => tx.exec(sql, options));
    });
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.serially(() => {
      const { tx } = this.open;
      // drizzle's transaction session only queries its client (savepoints for nested ones).
      return inSavepoint(tx, 'tp_transaction', () => work(tx));
    });
  }

  /** Rolls back everything since `open` and starts over, once the running work is done. */
  undo(client: PGlite, afterRollback: () => Promise<void>): Promise<void> {
    return this.serially(async () => {
      await this.open.end();
      await afterRollback();
      this.open = await openTransaction(client);
    });
  }
}

interface SequenceState {
  name: string;
  lastValue: string | null;
  startValue: string;
}

/** Every sequence's position: a rollback leaves them where the test moved them. */
async function readSequences(client: PGlite): Promise<SequenceState[]> {
  const { rows } = await client.query<SequenceState>(
    `select format('%I.%I', schemaname, sequencename) as name,
            last_value::text as "lastValue", start_value::text as "startValue"
       from pg_sequences order by 1`,
  );
  return rows;
}

/** Puts the sequences that moved back where `saved` had them, as a fresh load would. */
async function restoreSequences(client: PGlite, saved: SequenceState[]): Promise<void> {
  const now = new Map((await readSequences(client)).map((seq) => [seq.name, seq.lastValue]));
  const moved = saved.filter((seq) => now.get(seq.name) !== seq.lastValue);
  if (moved.length === 0) return;
  await client.query(
    `select setval(name::regclass, value, called)
       from unnest($1::text[], $2::bigint[], $3::boolean[]) as s(name, value, called)`,
    [
      moved.map((seq) => seq.name),
      moved.map((seq) => seq.lastValue ?? seq.startValue),
      moved.map((seq) => seq.lastValue !== null),
    ],
  );
}

/**
 * The demo world of this worker: loaded from the snapshot once (isolate: false keeps this
 * module, and so the world, from one test file to the next), then put back by rolling back.
 */
interface DemoWorld {
  db: Db;
  rolledBack: RolledBackClient;
  /** The demo messages' files, so they download here as on the real server. */
  demoFiles: Map<string, Uint8Array>;
  /** Whether anything may have run against the world since it was last put back. */
  isUsed: boolean;
  /** Puts the world back as the snapshot has it. */
  reset(): Promise<void>;
}

let demoWorld: Promise<DemoWorld> | null = null;

// Loading PGlite and the world took over 50 s on this 2-core machine under others' load.
const WORLD_LOAD_TIMEOUT_MS = 180_000;

/** The most a test's end waits for the API calls its screen left on their way. */
const IN_FLIGHT_WAIT_MS = 5_000;

/**
 * Waits until `calls` have answered (or failed), IN_FLIGHT_WAIT_MS at most; says whether there
 * were any. The world is one transaction per worker, rolled back between tests: a call that ran
 * on after its test would run its remaining statements in the next test's world (seen: reads of
 * students, employees and sessions left by unmounted screens).
 */
async function settleInFlight(calls: Set<Promise<Response>>): Promise<boolean> {
  if (calls.size === 0) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, IN_FLIGHT_WAIT_MS);
  });
  await Promise.race([Promise.allSettled([...calls]), limit]);
  clearTimeout(timer);
  return true;
}

async function loadDemoWorld(): Promise<DemoWorld> {
  // The tests set the Date back after PostgreSQL armed its alarm (overlong-timeouts.ts).
  waitOutOverlongTimeouts();
  const snapshot = new Blob([readFileSync(inject('demoWorldSnapshot'))]);
  const client = await PGlite.create(demoWorldPgliteOptions(snapshot));
  const sequences = await readSequences(client);
  const files = memoryFileStore();
  await restoreDemoFiles(pgliteDb(client), files);
  const demoFiles = new Map<string, Uint8Array>();
  for (const key of files.keys()) demoFiles.set(key, (await files.get(key))!);
  const rolledBack = await RolledBackClient.open(client);
  const world: DemoWorld = {
    // drizzle's PGlite driver only queries its client and opens transactions on it.
    db: pgliteDb(rolledBack, client),
    rolledBack,
    demoFiles,
    isUsed: false,
    async reset() {
      world.isUsed = false;
      await rolledBack.undo(client, () => restoreSequences(client, sequences));
    },
  };
  return world;
}

/** The world as the snapshot has it, with its own mail, realtime hub, files and app. */
async function startInProcessApi(): Promise<InProcessApi> {
  acceptNodeFilesAsPageFiles();
  demoWorld ??= loadDemoWorld();
  const world = await demoWorld;
  if (world.isUsed) await world.reset();
  world.isUsed = true;
  const mailer = memoryMailer();
  const realtime = createLocalRealtimeHub();
  const files = memoryFileStore();
  for (const [key, body] of world.demoFiles) await files.put(key, body, '');
  const app = createApp({
    db: world.db,
    clock: fixedClock(COMPONENT_TEST_NOW),
    mailer,
    realtime,
    files,
    config: browserConfig(),
    ...nodePlatform,
    // Answers reach the page's fetch through MSW, which would pass a compressed body undecoded.
    compressResponses: false,
  });
  return { app, api: inPageApi(app, documentCookies), mail: mailer.sent, realtime };
}

/** The world's SQL, run where the app's statements run (its rolled-back transaction). */
async function queryWorld<Row>(sql: string, params?: unknown[]): Promise<Row[]> {
  if (!demoWorld) throw new Error('The test API is not started: call startTestApi() at the top.');
  const { rolledBack } = await demoWorld;
  // Dates for dates and timestamps, as PGlite answers them (the app's drizzle takes text).
  return (await rolledBack.query<Row>(sql, params, { parsers: PGLITE_OWN_TEXT_TYPE_PARSERS })).rows;
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
   * the next test of the file then starts from the world as the snapshot has it (a rollback).
   * Tests that only read share the file's world.
   */
  willWrite(): void;
}

/**
 * The real API for the component tests of one file: MSW's node server passes every /api call
 * to the server app running in-process over PGlite, loaded from the demo world snapshot built
 * once per run (globalSetup `@tp/mocks/vitest-setup`) and loaded once per worker. The cookies
 * live in jsdom's `document.cookie`, as in the mocked mode's page. Each file starts from the
 * world as the snapshot has it; a test that writes calls `willWrite()`, and the next test starts
 * from it again. After each test: handlers reset, cookies cleared (signed out), requests
 * forgotten.
 */
export function startTestApi(): TestApi {
  let current: InProcessApi | null = null;
  let isWorldChanged = false;
  const requests: URL[] = [];
  const running = (): InProcessApi => {
    if (!current) throw new Error('The test API is not started: call startTestApi() at the top.');
    return current;
  };
  // Calls the app is still answering: a screen unmounted at the end of a test may have left
  // some on their way, and the next test's world must not see them run (settleInFlight).
  const inFlight = new Set<Promise<Response>>();
  const server = setupServer(
    http.all('*/api/*', ({ request }) => {
      const answer = running().api.fetch(request);
      inFlight.add(answer);
      const forget = () => inFlight.delete(answer);
      answer.then(forget, forget);
      return answer;
    }),
  );
  server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url));
  });

  // Loading the world (the first file of a worker) takes seconds of CPU, far more on a busy
  // machine than Vitest's 10 s default for a hook.
  beforeAll(async () => {
    current = await startInProcessApi();
    server.listen({ onUnhandledRequest: 'error' });
  }, WORLD_LOAD_TIMEOUT_MS);
  beforeEach(async () => {
    // The last test's screen is unmounted by now: the calls it left on their way finish before
    // this test's world is put back, and what they answered (a cookie) is forgotten too.
    if (await settleInFlight(inFlight)) clearDocumentCookies();
    if (!isWorldChanged) return;
    isWorldChanged = false;
    current = await startInProcessApi();
  }, WORLD_LOAD_TIMEOUT_MS);
  afterEach(() => {
    server.resetHandlers();
    clearDocumentCookies();
    requests.length = 0;
  });
  afterAll(async () => {
    // The next file of this worker takes the same world.
    await settleInFlight(inFlight);
    server.close();
    current = null;
  });

  return {
    server,
    requests,
    requestsTo: (pathname) => requests.filter((url) => url.pathname === pathname),
    query<Row>(sql: string, params?: unknown[]) {
      running();
      return queryWorld<Row>(sql, params);
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

/**
 * A realtime client over the in-process app's local transport (`api.realtime`), as the
 * mocked mode wires it: events the app publishes reach the screen's subscriptions.
 */
export function inProcessRealtime(hub: LocalRealtimeHub): RealtimeClient {
  return createRealtimeClient(
    {
      key: 'local',
      cluster: 'local',
      forceTLS: false,
      enabledTransports: ['ws'],
      authEndpoint: '/api/auth/pusher/auth',
    },
    { PusherCtor: hub.PusherCtor, getSpoof: currentSpoofTarget },
  );
}
