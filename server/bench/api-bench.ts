/**
 * `npm run bench -w server`: times two API calls through the real app (`app.request`, signed
 * in as the demo admin) against the same queries run directly on the database, on a fresh
 * PGlite in a temp dir and, when BENCH_DATABASE_URL or DATABASE_URL_TEST names a PostgreSQL
 * server, on a throwaway database there. The demo world is seeded at x1 and x10.
 *
 * Settings: BENCH_SCALES (default "1,10"), BENCH_ITERATIONS (default 200), BENCH_WARMUP (20).
 */
import { memoryFileStore } from '../src/storage/file-store.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { DEMO_PASSWORD, generateDemoWorld } from '../src/db/demo-world/index.ts';
import { createApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/password.ts';
import { fixedClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import { employees, users } from '../src/db/schema/index.ts';
import { seedDemoWorld } from '../src/db/seed.ts';
import { memoryMailer } from '../src/mail/mailer.ts';
import { nodePlatform } from '../src/platform/node-platform.ts';
import { recordingPublisher } from '../src/realtime/publisher.ts';
import { TestAgent } from '../src/test/agent.ts';
import { scaleWorld } from './scale-world.ts';

const SCALES = (process.env.BENCH_SCALES ?? '1,10').split(',').map(Number);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL_TEST;

interface Timing {
  median: number;
  p95: number;
}

interface Row {
  backend: string;
  scale: string;
  case: string;
  rows: number;
  api: Timing;
  direct: Timing;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs `work` WARMUP times untimed, then ITERATIONS times timed (ms). */
async function measure(work: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < WARMUP; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** Rows of a raw query on either driver (both answer `{ rows }`). */
async function rowsOf(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** The sessions call's work, written by hand as SQL: page, total, then both associations. */
async function directTutorWeek(db: Db, tutorId: number, from: Date, to: Date): Promise<number> {
  const where = sql`s.id in (select id from sessions where supervisor_id = ${tutorId}
      union select session_id from assignments where employee_id = ${tutorId})
    and s.ends_at > ${from.toISOString()} and s.starts_at < ${to.toISOString()}`;
  const page = await rowsOf(
    db,
    sql`select s.*,
        (select count(*)::int from assignments a where a.session_id = s.id) as assignments_count,
        (select count(*)::int from attendances t where t.session_id = s.id) as attendances_count
      from sessions s where ${where} order by s.starts_at, s.id limit 150`,
  );
  await rowsOf(db, sql`select count(*)::int as count from sessions s where ${where}`);
  const ids = page.map((row) => Number(row.id));
  if (ids.length > 0) {
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    await rowsOf(db, sql`select * from assignments where session_id in (${list}) order by id`);
    await rowsOf(db, sql`select * from attendances where session_id in (${list}) order by id`);
  }
  return page.length;
}

/** The courses call's work by hand: a page of 25 with the active enrollment count, and the total. */
async function directCoursePage(db: Db): Promise<number> {
  const page = await rowsOf(
    db,
    sql`select c.*, (select count(*)::int from enrollments e where e.course_id = c.id and e.status = 'active')
      as enrollments_count from courses c order by c.id desc limit 25`,
  );
  await rowsOf(db, sql`select count(*)::int as count from courses`);
  return page.length;
}

async function apiCall(agent: TestAgent, url: string, plural: string): Promise<number> {
  const res = await agent.get(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as Record<string, unknown[]>;
  return body[plural]!.length;
}

/** Monday 00:00 UTC of the week around `now`. */
function weekOf(now: Date): { from: Date; to: Date } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  from.setUTCDate(from.getUTCDate() - ((from.getUTCDay() + 6) % 7));
  return { from, to: new Date(from.getTime() + 7 * 24 * 3600_000) };
}

async function openBackend(
  kind: 'pglite' | 'postgres',
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'tp-bench-'));
    const database = await openDatabase({ dir });
    return {
      database,
      drop: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const { Client } = await import('pg');
  const name = `tp_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(POSTGRES_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new Client({ connectionString: POSTGRES_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function benchBackend(
  kind: 'pglite' | 'postgres',
  scale: number,
  passwordHash: string,
): Promise<Row[]> {
  const now = new Date();
  const world = scaleWorld(generateDemoWorld({ now }), scale);
  const { database, drop } = await openBackend(kind);
  try {
    const db = database.db;
    const seedStart = performance.now();
    await seedDemoWorld(db, world, { passwordHash });
    // Fresh statistics, as autovacuum would have them on a live database.
    await db.execute(sql`analyze`);
    const seedMs = performance.now() - seedStart;
    console.error(
      `${kind} x${scale}: seeded ${world.sessions.length} sessions, ${world.attendances.length} attendances, ` +
        `${world.courses.length} courses in ${(seedMs / 1000).toFixed(1)} s`,
    );

    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      REALTIME_SECRET: 'bench',
    });
    const app = createApp({
      db,
      clock: fixedClock(now),
      mailer: memoryMailer(),
      realtime: recordingPublisher(),
      files: memoryFileStore(),
      config,
      ...nodePlatform,
    });
    const admin = await new TestAgent(app).signIn('admin@demo.test', DEMO_PASSWORD);

    const [tutor] = await db
      .select({ employeeId: employees.id })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.userId))
      .where(eq(users.email, 'tutor@demo.test'));
    const tutorId = tutor!.employeeId;
    const { from, to } = weekOf(now);
    const sessionsUrl =
      `/api/v2/sessions?tutorId=${tutorId}&startsAt=${from.toISOString()}&endsAt=${to.toISOString()}` +
      `&per=150&include=assignments,attendances`;

    const cases = [
      {
        name: "sessions: one tutor's week, per 150, include assignments,attendances",
        api: () => apiCall(admin, sessionsUrl, 'sessions'),
        direct: () => directTutorWeek(db, tutorId, from, to),
      },
      {
        name: 'courses: page 1, per 25',
        api: () => apiCall(admin, '/api/v2/courses?page=1&per=25', 'courses'),
        direct: () => directCoursePage(db),
      },
    ];
    const rows: Row[] = [];
    for (const c of cases) {
      const apiRows = await c.api();
      const directRows = await c.direct();
      if (apiRows !== directRows)
        throw new Error(`${c.name}: API answered ${apiRows} rows, SQL ${directRows}`);
      rows.push({
        backend: kind,
        scale: `x${scale}`,
        case: c.name,
        rows: apiRows,
        api: await measure(c.api),
        direct: await measure(c.direct),
      });
    }
    return rows;
  } finally {
    await drop();
  }
}

function printTable(rows: Row[]): void {
  const ms = (value: number) => value.toFixed(2);
  const header = [
    'backend',
    'scale',
    'case',
    'rows',
    'API median ms',
    'API p95 ms',
    'SQL median ms',
    'SQL p95 ms',
    'API/SQL',
  ];
  const lines = rows.map((r) => [
    r.backend,
    r.scale,
    r.case,
    String(r.rows),
    ms(r.api.median),
    ms(r.api.p95),
    ms(r.direct.median),
    ms(r.direct.p95),
    `${(r.api.median / r.direct.median).toFixed(1)}x`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  const backends: ('pglite' | 'postgres')[] = POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'];
  if (!POSTGRES_URL)
    console.error('BENCH_DATABASE_URL / DATABASE_URL_TEST not set: PostgreSQL skipped.');
  console.error(`${ITERATIONS} timed iterations after ${WARMUP} warm-up runs per case.`);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows: Row[] = [];
  for (const backend of backends) {
    for (const scale of SCALES) rows.push(...(await benchBackend(backend, scale, passwordHash)));
  }
  printTable(rows);
}

await main();
