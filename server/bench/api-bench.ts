/**
 * `npm run bench -w server`: the API's three list calls the issue names, through the real app
 * (`app.request`), against the same SQL run directly on the database, on a fresh PGlite in a temp
 * dir and, when BENCH_DATABASE_URL or DATABASE_URL_TEST names a PostgreSQL server, on a
 * throwaway database there (created and dropped here; the tests' database is not touched):
 * - sessions: the tutor's week as the schedule asks it (signed in as tutor@demo.test, per 150,
 *   include=course,assignments,attendances);
 * - courses: the back-office's first page (admin, 25, newest start first, include=brand);
 * - enrollments: the back-office's first page (admin, 25, newest first).
 * "Direct SQL" is the statements the API call sends (captured at the driver, without the
 * sign-in lookup), replayed one after another through the driver; an API call is timed until
 * its whole answer is in, unparsed (getAnswer). API and SQL runs alternate, so a busy machine
 * slows both alike. Then each call runs 10 at once (calls per second; with
 * BENCH_PROFILE=dir, a CPU profile of that window per backend), and the courses page is served
 * over HTTP beside json-server 0.17 serving the same rows from a file.
 *
 * `npm run bench` runs it with the server's own Node flags (scripts/server-node-flags.mjs: the
 * larger young generation `npm start` gives the server), so the API is measured as it runs.
 *
 * Settings: BENCH_SCALES (default "1,10"), BENCH_ITERATIONS (200), BENCH_WARMUP (20),
 * BENCH_LOAD_SECONDS (3, per call at 10 at once), BENCH_HTTP_SECONDS (5), BENCH_PROFILE,
 * BENCH_CASES (a pattern of the calls to run, by resource: `courses` to profile that one alone).
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, generateDemoWorld } from '../src/db/demo-world/index.ts';
import { createApp, type App } from '../src/app.ts';
import { hashPassword } from '../src/auth/password.ts';
import { fixedClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { seedDemoWorld } from '../src/db/seed.ts';
import { memoryMailer } from '../src/mail/mailer.ts';
import { nodePlatform } from '../src/platform/node-platform.ts';
import { recordingPublisher } from '../src/realtime/publisher.ts';
import { memoryFileStore } from '../src/storage/file-store.ts';
import { TestAgent } from '../src/test/agent.ts';
import { openBackend, type Backend } from './bench-backend.ts';
import { withCpuProfile } from './cpu-profile.ts';
import { startJsonServer } from './json-server-peer.ts';
import { printTable } from './print-table.ts';
import { scaleWorld } from './scale-world.ts';
import { replayStatements, statementRecorder } from './statement-recorder.ts';

const SCALES = (process.env.BENCH_SCALES ?? '1,10').split(',').map(Number);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 3);
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const PROFILE_DIR = process.env.BENCH_PROFILE;
const ONLY_CASES = new RegExp(process.env.BENCH_CASES ?? '.');
const CONCURRENCY = 10;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL_TEST;

const median = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** Medians (ms) of `api` and `direct`, run alternately WARMUP times untimed, then ITERATIONS. */
async function measurePair(
  api: () => Promise<unknown>,
  direct: () => Promise<unknown>,
): Promise<{ api: number; direct: number }> {
  const apiSamples: number[] = [];
  const directSamples: number[] = [];
  for (let i = 0; i < WARMUP + ITERATIONS; i++) {
    let start = performance.now();
    await api();
    if (i >= WARMUP) apiSamples.push(performance.now() - start);
    start = performance.now();
    await direct();
    if (i >= WARMUP) directSamples.push(performance.now() - start);
  }
  return { api: median(apiSamples), direct: median(directSamples) };
}

/** Calls per second of `call` kept CONCURRENCY at once for `seconds`. */
async function callsPerSecond(call: () => Promise<unknown>, seconds: number): Promise<number> {
  let calls = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        await call();
        calls += 1;
      }
    }),
  );
  return calls / ((performance.now() - start) / 1000);
}

/** The answer to a GET `url` as `agent`; throws unless it is a 200. */
async function answerOf(agent: TestAgent, url: string): Promise<Response> {
  const res = await agent.get(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res;
}

async function getJson(agent: TestAgent, url: string): Promise<Record<string, unknown[]>> {
  return (await (await answerOf(agent, url)).json()) as Record<string, unknown[]>;
}

/**
 * One timed API call: done when the whole answer is in, as bytes. Parsing the JSON is the
 * client's work, as turning rows into objects in its own code would be for the direct SQL's
 * caller (the driver's rows are timed, nothing after them); it was about a tenth of the
 * call's time here.
 */
async function getAnswer(agent: TestAgent, url: string): Promise<void> {
  await (await answerOf(agent, url)).arrayBuffer();
}

/** Monday 00:00 UTC of the week around `now`. */
function weekOf(now: Date): { from: Date; to: Date } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  from.setUTCDate(from.getUTCDate() - ((from.getUTCDay() + 6) % 7));
  return { from, to: new Date(from.getTime() + 7 * 24 * 3600_000) };
}

interface Case {
  name: string;
  plural: string;
  agent: TestAgent;
  url: string;
}

async function casesFor(app: App, now: Date): Promise<Case[]> {
  const admin = await new TestAgent(app).signIn('admin@demo.test', DEMO_PASSWORD);
  const tutor = await new TestAgent(app).signIn('tutor@demo.test', DEMO_PASSWORD);
  const session = (await (await tutor.get('/api/session.json')).json()) as {
    user: { employeeId: number };
  };
  const { from, to } = weekOf(now);
  return [
    {
      name: "sessions: tutor's week, per 150, include course,assignments,attendances",
      plural: 'sessions',
      agent: tutor,
      url:
        `/api/v2/sessions?tutorId=${session.user.employeeId}&startsAt=${from.toISOString()}` +
        `&endsAt=${to.toISOString()}&per=150&include=course,assignments,attendances`,
    },
    {
      name: 'courses: page 1 of 25 by starts_at desc, include brand',
      plural: 'courses',
      agent: admin,
      url: '/api/v2/courses?page=1&per=25&orderBy=starts_at&orderSort=desc&include=brand',
    },
    {
      name: 'enrollments: page 1 of 25 by created_at desc',
      plural: 'enrollments',
      agent: admin,
      url: '/api/v2/enrollments?page=1&per=25&orderBy=created_at&orderSort=desc',
    },
  ];
}

/** Calls per second of the admin's courses page over HTTP, ours and json-server's. */
async function httpComparison(app: App, admin: TestAgent, url: string, scale: number) {
  const courses = (await getJson(admin, '/api/v2/courses?noPagination=true')).courses!;
  const brands = (await getJson(admin, '/api/v2/brands?noPagination=true')).brands!;
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  const peer = await startJsonServer({ courses, brands }, port + 1);
  try {
    const load = async (target: string, cookie = '') => {
      const script = path.join(import.meta.dirname, 'http-load.mjs');
      const args = [script, target, String(CONCURRENCY), String(HTTP_SECONDS), cookie];
      const { stdout } = await promisify(execFile)(process.execPath, args);
      const result = JSON.parse(stdout) as { calls: number; errors: number; seconds: number };
      if (result.errors > 0) throw new Error(`${target}: ${result.errors} failed calls`);
      return result.calls / result.seconds;
    };
    const cookie = ['tp_auth', 'XSRF-TOKEN']
      .map((name) => `${name}=${admin.cookie(name) ?? ''}`)
      .join('; ');
    const ours = await load(`http://127.0.0.1:${port}${url}`, cookie);
    const theirs = peer ? await load(peer.coursesUrl) : null;
    return { scale, ours, theirs, rows: courses.length };
  } finally {
    await peer?.stop();
    await new Promise((resolve) => server.close(resolve));
  }
}

async function benchBackend(kind: Backend, scale: number, passwordHash: string) {
  const now = new Date();
  const world = scaleWorld(generateDemoWorld({ now }), scale);
  const { database, drop } = await openBackend(kind, POSTGRES_URL);
  try {
    const db = database.db;
    await seedDemoWorld(db, world, { passwordHash });
    // Fresh statistics, as autovacuum would have them on a live database.
    await db.execute(sql`analyze`);
    console.error(`${kind} x${scale}: seeded ${world.sessions.length} sessions`);
    const app = createApp({
      db,
      clock: fixedClock(now),
      mailer: memoryMailer(),
      realtime: recordingPublisher(),
      files: memoryFileStore(),
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', REALTIME_SECRET: 'bench' }),
      ...nodePlatform,
    });
    const recorder = statementRecorder(database);
    const rows = [];
    const cases = (await casesFor(app, now)).filter((c) => ONLY_CASES.test(c.plural));
    for (const c of cases) {
      let count = 0;
      const { replay, texts } = await recorder.record(
        async () => (count = (await getJson(c.agent, c.url))[c.plural]!.length),
      );
      const timing = await measurePair(
        () => getAnswer(c.agent, c.url),
        () => replayStatements(replay),
      );
      rows.push({ backend: kind, scale: `x${scale}`, case: c.name, rows: count, ...timing });
      console.error(`  ${c.plural}: ${texts.length} statements`);
    }
    const loadAll = () =>
      Promise.all(cases.map((c) => callsPerSecond(() => getAnswer(c.agent, c.url), LOAD_SECONDS)));
    const perSecond = PROFILE_DIR
      ? await withCpuProfile(path.join(PROFILE_DIR, `api-${kind}-x${scale}.cpuprofile`), loadAll)
      : await loadAll();
    rows.forEach((row, i) => Object.assign(row, { perSecond: perSecond[i]! }));
    const courses = cases.find((c) => c.plural === 'courses');
    const http = courses && (await httpComparison(app, courses.agent, courses.url, scale));
    return { rows, http: http && { backend: kind, ...http } };
  } finally {
    await drop();
  }
}

async function main(): Promise<void> {
  const backends: Backend[] = POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'];
  if (!POSTGRES_URL)
    console.error('BENCH_DATABASE_URL / DATABASE_URL_TEST not set: PostgreSQL skipped.');
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  console.error(`medians of ${ITERATIONS} runs after ${WARMUP} warm-up runs per case`);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const results = [];
  for (const backend of backends)
    for (const scale of SCALES) results.push(await benchBackend(backend, scale, passwordHash));

  const ms = (value: number) => value.toFixed(2);
  printTable(
    ['backend', 'scale', 'case', 'rows', 'API ms', 'SQL ms', 'API/SQL', 'calls/s, 10 at once'],
    results.flatMap((r) =>
      r.rows.map((row) => [
        row.backend,
        row.scale,
        row.case,
        String(row.rows),
        ms(row.api),
        ms(row.direct),
        `${(row.api / row.direct).toFixed(2)}x (budget 1.5x)`,
        (row as { perSecond?: number }).perSecond?.toFixed(0) ?? '',
      ]),
    ),
  );
  console.log('');
  printTable(
    ['backend', 'scale', 'courses', 'ours calls/s', 'json-server calls/s', 'json-server/ours'],
    results
      .flatMap(({ http }) => (http ? [http] : []))
      .map((http) => [
        http.backend,
        `x${http.scale}`,
        String(http.rows),
        http.ours.toFixed(0),
        http.theirs === null ? 'not installed' : http.theirs.toFixed(0),
        http.theirs === null ? '' : `${(http.theirs / http.ours).toFixed(2)}x (budget 2x)`,
      ]),
  );
}

await main();
