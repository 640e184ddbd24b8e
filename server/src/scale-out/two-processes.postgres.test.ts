import type Pusher from 'pusher-js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_CHANGE_EVENT, privateUserChannel } from '@tp/domain';
import { openDatabase, type Database } from '../db/client.ts';
import {
  availabilities,
  brands,
  courses,
  departments,
  employees,
  enrollments,
  sessions,
  students,
  tutors,
  users,
} from '../db/schema/index.ts';
import { TestAgent, serverAt } from '../test/agent.ts';
import { pusherClient } from '../test/pusher-client.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import {
  createMigratedPostgresDatabase,
  databaseUrl,
  dropPostgresDatabase,
} from '../test/test-databases.ts';

const BASE_URL = process.env.DATABASE_URL_TEST;
const DEMO_PASSWORD = 'demo1234';
const RACERS = 100;
/** The sign-in limit both processes enforce together (a low one, to reach it quickly). */
const SIGN_IN_LIMIT = 8;

/**
 * Issue 27: two server processes, as `npm start` runs each, on two ports and one PostgreSQL
 * (the demo world). What one process writes reaches a pusher-js client connected to the other;
 * a sign-in made on one works on the other; a race split between them has one winner; a rate
 * limit counts the calls to both. Only with DATABASE_URL_TEST: the embedded database belongs
 * to one process.
 */
describe.runIf(BASE_URL)('two server processes on one PostgreSQL', () => {
  let name: string;
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;
  const clients: Pusher[] = [];

  beforeAll(async () => {
    name = await createMigratedPostgresDatabase(BASE_URL!);
    const url = databaseUrl(BASE_URL!, name);
    const env = {
      DATABASE_URL: url,
      SEED_DEMO: 'true',
      // Both sign channels alike, as WORKERS=N's processes do (several machines set it).
      REALTIME_SECRET: 'two-processes-test-secret',
      RATE_LIMIT_SIGN_IN: String(SIGN_IN_LIMIT),
      RATE_LIMIT_WINDOW_SECONDS: '3600',
    };
    // The first seeds the demo world; the second finds it there.
    a = await startServerProcess(env);
    b = await startServerProcess(env);
    database = await openDatabase({ url });
  }, 240_000);

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    if (name) await dropPostgresDatabase(BASE_URL!, name);
  }, 60_000);

  const signedInOn = (server: ServerProcess, email: string) =>
    new TestAgent(serverAt(server.url)).signIn(email, DEMO_PASSWORD);

  async function userIdOf(email: string): Promise<number> {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return row!.id;
  }

  /** pusher-js connected to `server`, authorising channels there with `agent`'s sign-in. */
  function connect(server: ServerProcess, agent: TestAgent): Pusher {
    const client = pusherClient({
      key: 'local',
      port: Number(new URL(server.url).port),
      authorize: (form) =>
        agent.request('POST', '/api/auth/pusher/auth', {
          body: form,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        }),
    });
    clients.push(client);
    return client;
  }

  it('keeps a sign-in made on one process on the other', async () => {
    const agent = await signedInOn(a, 'tutor@demo.test');
    agent.useServer(serverAt(b.url));
    const res = await agent.get('/api/session.json');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { email: string } | null };
    expect(body.user?.email).toBe('tutor@demo.test');
  });

  it('brings a change written through one process to a pusher-js client on the other', async () => {
    const tutorUserId = await userIdOf('tutor@demo.test');
    const listener = await signedInOn(b, 'tutor@demo.test');
    const client = connect(b, listener);
    const channel = client.subscribe(privateUserChannel('tutor', tutorUserId));
    await new Promise<void>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve());
      channel.bind('pusher:subscription_error', (error: unknown) =>
        reject(new Error(`subscription refused: ${JSON.stringify(error)}`)),
      );
    });
    const received = new Promise<{ eventId: number; action: string }>((resolve) =>
      channel.bind(SCHEDULE_CHANGE_EVENT, resolve),
    );

    const writer = await signedInOn(a, 'tutor@demo.test');
    const [department] = await database.db.select().from(departments).limit(1);
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    startsAt.setUTCHours(15, 0, 0, 0);
    const sentAt = performance.now();
    const created = await writer.post('/api/v2/events', {
      event: {
        type: 'Event::PrepTime',
        departmentId: department!.id,
        name: 'Written through process A',
        details: 'Prep before the week',
        startsAt: startsAt.toISOString(),
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { event } = (await created.json()) as { event: { id: number } };
    const change = await received;
    console.info(
      `two processes: schedule-change reached the other process's client in ${Math.round(performance.now() - sentAt)} ms`,
    );
    expect(change).toMatchObject({ eventId: event.id });
  });

  it(`lets one of ${RACERS} bookings of one slot, split between the processes, hold it`, async () => {
    const db = database.db;
    const [tutor] = await db
      .select({ id: tutors.id })
      .from(tutors)
      .innerJoin(employees, eq(employees.id, tutors.id))
      .innerJoin(users, eq(users.id, employees.userId))
      .where(eq(users.email, 'tutor@demo.test'));
    // Ninety days out, nothing of the demo world's is there: a slot only the racers want.
    const startsAt = new Date(Date.now() + 90 * 86_400_000);
    startsAt.setUTCHours(15, 0, 0, 0);
    const [availability] = await db
      .insert(availabilities)
      .values({
        tutorId: tutor!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * 3600_000),
        duration: 120,
      })
      .returning();
    const [brand] = await db.select().from(brands).limit(1);
    const [course] = await db
      .insert(courses)
      .values({ title: 'Race course', name: 'race', status: 'published', brandId: brand!.id })
      .returning();
    const racers = await db
      .insert(students)
      .values(Array.from({ length: RACERS }, (_, i) => ({ firstName: 'Racer', lastName: `${i}` })))
      .returning({ id: students.id });
    const rows = await db
      .insert(enrollments)
      .values(racers.map((racer) => ({ courseId: course!.id, studentId: racer.id })))
      .returning();

    const admins = [await signedInOn(a, 'admin@demo.test'), await signedInOn(b, 'admin@demo.test')];
    const answers = await Promise.all(
      rows.map((row, i) =>
        admins[i % 2]!.post('/api/v2/tutorings', {
          tutoring: {
            studentId: row.studentId,
            enrollmentId: row.id,
            tutorId: tutor!.id,
            bookings: [
              { startsAt: startsAt.toISOString(), duration: 60, availabilityId: availability!.id },
            ],
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const booked = statuses.filter((status) => status === 201).length;
    const refused = statuses.filter((status) => status === 409).length;
    expect({ booked, refused }, (await answers.find((r) => r.status >= 500)?.text()) ?? '').toEqual(
      { booked: 1, refused: RACERS - 1 },
    );
    const held = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(and(eq(sessions.startsAt, startsAt), isNull(sessions.canceledAt)));
    expect(held[0]!.n).toBe(1);
  });

  it('counts sign-in attempts to both processes against one limit', async () => {
    // The calls come from one address: the limit is per address, kept in the database.
    const attempt = async (server: ServerProcess) => {
      const agent = new TestAgent(serverAt(server.url));
      await agent.get('/api/session.json');
      const res = await agent.post('/api/login.json', { login: 'nobody@demo.test', password: 'x' });
      return res.status;
    };
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMIT + 3; i += 1) statuses.push(await attempt(i % 2 ? b : a));
    // The earlier tests' sign-ins count too: the limit is reached within these attempts, and
    // from then on both processes refuse.
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused, statuses.join(' ')).toBeGreaterThan(0);
    expect(firstRefused).toBeLessThanOrEqual(SIGN_IN_LIMIT);
    expect(statuses.slice(firstRefused + 1)).toEqual(
      statuses.slice(firstRefused + 1).map(() => 429),
    );
    expect(statuses.slice(firstRefused).length).toBeGreaterThanOrEqual(3);
  });
});
