import type { Availability, Course, ListMeta, Session, AuthUser } from '@tp/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockServer } from '../node.ts';
import { generateDemoWorld, type DemoWorld } from '@tp/server/demo-world';
import { createMockState, memorySignInStore, type MockState } from './state.ts';
import { MockApiClient } from './mock-api-client.ts';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const WORLD = generateDemoWorld({ now: NOW });

let state: MockState;
const server = createMockServer(() => state);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  state = createMockState(WORLD, { now: () => NOW, signInStore: memorySignInStore() });
});

type List<K extends string, T> = Record<K, T[]> & { meta: ListMeta };

const employeeIdOf = (world: DemoWorld, email: string) => {
  const user = world.users.find((u) => u.email === email);
  return world.employees.find((e) => e.userId === user?.id)?.id ?? -1;
};

describe('sign-in endpoints', () => {
  it('answers the runtime settings with the page host for realtime', async () => {
    const { status, body } = await new MockApiClient().json<{
      version: string;
      realtime: Record<string, unknown>;
    }>('GET', '/api/config.json');
    expect(status).toBe(200);
    expect(body.version).toBe('3.0.2');
    expect(body.realtime).toMatchObject({
      wsHost: 'mock.test',
      wsPort: 80,
      forceTLS: false,
      authEndpoint: '/api/auth/pusher/auth',
    });
  });

  it('answers a null user when signed out and sets the XSRF-TOKEN cookie', async () => {
    const client = new MockApiClient();
    const { status, body } = await client.json<{ user: null }>('GET', '/api/session.json');
    expect(status).toBe(200);
    expect(body.user).toBeNull();
    expect(client.cookie('XSRF-TOKEN')).toMatch(/^[0-9a-f]{48}$/);
  });

  it('refuses a sign-in without the CSRF header', async () => {
    const client = new MockApiClient();
    await client.get('/api/session.json');
    const response = await client.request('POST', '/api/login.json', {
      body: { login: 'admin@demo.test', password: 'demo1234' },
      csrf: false,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Invalid CSRF token.' });
  });

  it('answers 401 with the server message for a wrong password', async () => {
    const client = new MockApiClient();
    await client.get('/api/session.json');
    const { status, body } = await client.json('POST', '/api/login.json', {
      login: 'admin@demo.test',
      password: 'nope',
    });
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Invalid login or password.' });
  });

  it('signs a demo tutor in, keeps the session, and signs out', async () => {
    const client = new MockApiClient();
    await client.get('/api/session.json');
    const login = await client.json<{ user: AuthUser }>('POST', '/api/login.json', {
      login: 'Tutor@Demo.test',
      password: 'demo1234',
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
      email: 'tutor@demo.test',
      roles: ['tutor'],
      homeUrl: '/tutor/schedule',
      timeZone: 'America/Chicago',
      tutorId: employeeIdOf(WORLD, 'tutor@demo.test'),
    });
    expect(
      (await client.json<{ user: AuthUser }>('GET', '/api/session.json')).body.user.email,
    ).toBe('tutor@demo.test');
    expect((await client.request('DELETE', '/api/logout.json')).status).toBe(204);
    expect((await client.json<{ user: null }>('GET', '/api/session.json')).body.user).toBeNull();
  });

  it('answers the roles and titles lists to a signed-in user', async () => {
    const client = await new MockApiClient().signIn('advisor@demo.test');
    const roles = await client.json<{ roles: string[] }>('GET', '/api/v2/roles');
    const titles = await client.json<{ titles: string[] }>('GET', '/api/v2/titles');
    expect(roles.body.roles).toContain('instruction_manager');
    expect(titles.body.titles).toContain('Tutor');
  });
});

describe('v2 lists', () => {
  it('answers 401 when signed out', async () => {
    const { status, body } = await new MockApiClient().json('GET', '/api/v2/courses');
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'You need to sign in or sign up before continuing.' });
  });

  it('pages courses by `per`, newest id first by default', async () => {
    const client = await new MockApiClient().signIn('admin@demo.test');
    const { body } = await client.json<List<'courses', Course>>(
      'GET',
      '/api/v2/courses?per=5&page=2',
    );
    expect(body.meta).toEqual({
      totalCount: WORLD.courses.length,
      totalPages: Math.ceil(WORLD.courses.length / 5),
      pageNumber: 2,
      pageSize: 5,
    });
    const newest = WORLD.courses.length;
    expect(body.courses.map((c) => c.id)).toEqual([5, 6, 7, 8, 9].map((n) => newest - n));
  });

  it('sorts text by a snake_case column ignoring ASCII case, as the server does', async () => {
    const client = await new MockApiClient().signIn('admin@demo.test');
    const { body } = await client.json<List<'courses', Course>>(
      'GET',
      '/api/v2/courses?orderBy=title&orderSort=asc&per=100',
    );
    const titles = body.courses.map((c) => c.title);
    const key = (t: string) => t.replace(/[A-Z]/g, (c) => c.toLowerCase());
    expect(titles).toEqual(
      [...titles].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)),
    );
    expect(titles.indexOf('Pre-Algebra Jumpstart')).toBeLessThan(
      titles.indexOf('PSAT Math Kickstart'),
    );
  });

  it('filters by an array of statuses and by a title search', async () => {
    const client = await new MockApiClient().signIn('admin@demo.test');
    const byStatus = await client.json<List<'courses', Course>>(
      'GET',
      '/api/v2/courses?status[]=canceled&status[]=unpublished&per=100',
    );
    expect(byStatus.body.courses.length).toBe(
      WORLD.courses.filter((c) => c.status !== 'published').length,
    );
    expect(byStatus.body.courses.every((c) => c.status !== 'published')).toBe(true);
    const search = await client.json<List<'courses', Course>>(
      'GET',
      '/api/v2/courses?query=sat%20math&per=100',
    );
    expect(search.body.courses.length).toBeGreaterThan(0);
    expect(search.body.courses.every((c) => /sat math/i.test(`${c.title} ${c.name}`))).toBe(true);
  });

  it('answers exactly the listed ids for ids[]', async () => {
    const client = await new MockApiClient().signIn('admin@demo.test');
    const { body } = await client.json<List<'courses', Course>>(
      'GET',
      '/api/v2/courses?ids[]=3&ids[]=1',
    );
    expect(body.courses.map((c) => c.id).sort()).toEqual([1, 3]);
    expect(body.meta.totalCount).toBe(2);
  });

  it('embeds nested includes', async () => {
    const client = await new MockApiClient().signIn('admin@demo.test');
    const { body } = await client.json<{ course: Course }>(
      'GET',
      '/api/v2/courses/1?include=brand.department,subject,sessions',
    );
    expect(body.course.brand?.name).toBe('Private Tutoring');
    expect(body.course.brand?.department?.name).toBe('Tutoring');
    expect(body.course.subject?.name).toBe('SAT Math');
    expect(body.course.sessions?.length).toBe(
      WORLD.sessions.filter((s) => s.courseId === 1).length,
    );
  });

  it('answers 422 naming an unknown orderBy column or include', async () => {
    const client = await new MockApiClient().signIn('admin@demo.test');
    const order = await client.json<{ errors: Record<string, string[]> }>(
      'GET',
      '/api/v2/courses?orderBy=password',
    );
    expect(order.status).toBe(422);
    expect(Object.keys(order.body.errors)).toEqual(['orderBy']);
    const include = await client.json<{ errors: Record<string, string[]> }>(
      'GET',
      '/api/v2/courses?include=owner',
    );
    expect(include.status).toBe(422);
    expect(include.body.errors.include).toEqual(['owner is not an association of courses']);
  });

  it('shows a tutor only their own sessions, with tutors and students embedded', async () => {
    const client = await new MockApiClient().signIn('tutor@demo.test');
    const tutorId = employeeIdOf(WORLD, 'tutor@demo.test');
    const { body } = await client.json<List<'sessions', Session>>(
      'GET',
      '/api/v2/sessions?noPagination=true&include=assignments.employee,attendances.student',
    );
    const own = WORLD.sessions.filter(
      (s) =>
        s.supervisorId === tutorId ||
        WORLD.assignments.some((a) => a.sessionId === s.id && a.employeeId === tutorId),
    );
    expect(body.sessions.map((s) => s.id)).toEqual(own.map((s) => s.id));
    const first = body.sessions[0];
    expect(first?.assignments?.[0]?.employee?.email).toBe('tutor@demo.test');
    expect(first?.attendances?.every((a) => typeof a.student?.fullName === 'string')).toBe(true);
  });

  it('filters sessions overlapping a window', async () => {
    const client = await new MockApiClient().signIn('admin@demo.test');
    const startsAt = '2026-03-09T00:00:00.000Z';
    const endsAt = '2026-03-10T00:00:00.000Z';
    const { body } = await client.json<List<'sessions', Session>>(
      'GET',
      `/api/v2/sessions?noPagination=true&startsAt=${startsAt}&endsAt=${endsAt}`,
    );
    const expected = WORLD.sessions.filter(
      (s) => s.endsAt > new Date(startsAt) && s.startsAt < new Date(endsAt),
    );
    expect(body.sessions.map((s) => s.id)).toEqual(expected.map((s) => s.id));
    expect(expected.length).toBeGreaterThan(0);
  });

  it('shows a tutor only their own availabilities and hides other tutors’ sessions', async () => {
    const client = await new MockApiClient().signIn('tutor@demo.test');
    const tutorId = employeeIdOf(WORLD, 'tutor@demo.test');
    const { body } = await client.json<List<'availabilities', Availability>>(
      'GET',
      '/api/v2/availabilities?per=1000',
    );
    expect(body.availabilities.length).toBe(
      WORLD.availabilities.filter((a) => a.tutorId === tutorId).length,
    );
    const otherSession = WORLD.sessions.find((s) => s.supervisorId !== tutorId);
    expect((await client.get(`/api/v2/sessions/${otherSession?.id}`)).status).toBe(404);
  });

  it('refuses the tutors list to a student', async () => {
    const client = await new MockApiClient().signIn('student@demo.test');
    const { status, body } = await client.json('GET', '/api/v2/tutors');
    expect(status).toBe(403);
    expect(body).toEqual({ error: 'You are not allowed to do that.' });
  });
});

describe('v2 writes', () => {
  it('creates a session from a start and a duration, staffing its supervisor', async () => {
    const client = await new MockApiClient().signIn('admin@demo.test');
    const supervisorId = employeeIdOf(WORLD, 'tutor@demo.test');
    const { status, body } = await client.json<{ session: Session }>(
      'POST',
      '/api/v2/sessions?include=assignments',
      {
        session: { courseId: 2, startsAt: '2026-03-20T22:00:00Z', duration: 45, supervisorId },
      },
    );
    expect(status).toBe(201);
    expect(body.session).toMatchObject({
      endsAt: '2026-03-20T22:45:00.000Z',
      duration: 45,
      supervisorId,
    });
    expect(body.session.assignments).toEqual([
      expect.objectContaining({ employeeId: supervisorId, supervisor: true }),
    ]);
  });

  it('answers 422 with Rails-style errors for a session without a start', async () => {
    const client = await new MockApiClient().signIn('admin@demo.test');
    const { status, body } = await client.json('POST', '/api/v2/sessions', {
      session: { courseId: 2, duration: 60 },
    });
    expect(status).toBe(422);
    expect(body).toEqual({ error: 'Validation failed', errors: { startsAt: ["can't be blank"] } });
  });

  it('lets a tutor move their own session and keeps its duration', async () => {
    const client = await new MockApiClient().signIn('tutor@demo.test');
    const own = WORLD.sessions.find(
      (s) => s.supervisorId === employeeIdOf(WORLD, 'tutor@demo.test'),
    )!;
    const { status, body } = await client.json<{ session: Session }>(
      'PUT',
      `/api/v2/sessions/${own.id}`,
      {
        session: { startsAt: '2026-03-21T15:00:00Z' },
      },
    );
    expect(status).toBe(200);
    expect(body.session.duration).toBe(own.duration);
    expect(
      new Date(body.session.endsAt).getTime() - new Date(body.session.startsAt).getTime(),
    ).toBe(own.duration * 60_000);
  });

  it('answers 409 when deleting a brand that still has courses', async () => {
    const client = await new MockApiClient().signIn('admin@demo.test');
    const { status, body } = await client.json('DELETE', '/api/v2/brands/1');
    expect(status).toBe(409);
    expect(body).toEqual({
      error: 'This record cannot be deleted because other records depend on it.',
      errors: { base: ['This record cannot be deleted because other records depend on it.'] },
    });
  });

  it('deletes a course with its sessions and their attendances', async () => {
    const client = await new MockApiClient().signIn('admin@demo.test');
    expect((await client.request('DELETE', '/api/v2/courses/2')).status).toBe(204);
    expect(state.world.sessions.some((s) => s.courseId === 2)).toBe(false);
    const removed = new Set(WORLD.sessions.filter((s) => s.courseId === 2).map((s) => s.id));
    expect(state.world.attendances.some((a) => removed.has(a.sessionId))).toBe(false);
    expect(WORLD.sessions.some((s) => s.courseId === 2)).toBe(true);
  });

  it('answers the server 404 for an unknown API path', async () => {
    const client = await new MockApiClient().signIn('admin@demo.test');
    const { status, body } = await client.json('GET', '/api/v2/nothing-here');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Not found.' });
  });
});
