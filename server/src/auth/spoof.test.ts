import { eq } from 'drizzle-orm';
import type { AuthUser } from '@tp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import {
  FIXTURE_LOGIN_PASSWORD,
  call,
  idsOf,
  type ListBody,
  type ResourceWorld,
} from '../test/fixtures.ts';
import { BACKENDS } from '../test/harness.ts';
import {
  createResourceTestContext,
  type FixtureLogin,
  type ResourceTestContext,
} from '../test/resource-test-context.ts';
import { TestAgent } from '../test/agent.ts';
import { createFixtureUser } from './testing/user-fixtures.ts';

type AuthUserBody = { user: (AuthUser & { spoofedBy?: unknown }) | null };

describe.each(BACKENDS)('spoofing with X-Spoof-User (%s)', (backend) => {
  let ctx: ResourceTestContext;
  let world: ResourceWorld;
  let leaderTutorId: number;

  beforeAll(async () => {
    ctx = await createResourceTestContext(backend);
    world = ctx.world;
    const leader = await createFixtureUser(ctx.db, {
      email: 'leader@fixture.test',
      roles: ['tutor', 'faculty_leader'],
      employeeTitle: 'Tutor',
      password: FIXTURE_LOGIN_PASSWORD,
    });
    leaderTutorId = leader.tutorId!;
  });
  afterAll(() => ctx?.close());

  async function agentFor(login: FixtureLogin, spoof: string | null = null): Promise<TestAgent> {
    const agent = await ctx.signIn(login);
    agent.spoof = spoof;
    return agent;
  }
  const tia = () => `Tutor-${world.users.tia.tutorId}`;
  const tom = () => `Tutor-${world.users.tom.tutorId}`;

  it('answers the spoofed tutor as the signed-in user, with the spoofer in spoofedBy', async () => {
    const admin = await agentFor('admin@fixture.test', tia());
    const { status, body } = await call<AuthUserBody>(admin.get('/api/session.json'));
    expect(status).toBe(200);
    expect(body.user?.id).toBe(world.users.tia.id);
    expect(body.user?.tutorId).toBe(world.users.tia.tutorId);
    expect(body.user?.spoofedBy).toEqual({
      id: world.users.admin.id,
      firstName: 'Ada',
      lastName: 'Admin',
    });
  });

  it('names the effective user and the spoofer on every response, errors included', async () => {
    const admin = await agentFor('admin@fixture.test', tia());
    for (const path of ['/api/session.json', '/api/v2/sessions', '/api/v2/sessions/999999']) {
      const res = await admin.get(path);
      expect(res.headers.get('X-Effective-User'), path).toBe(tia());
      expect(res.headers.get('X-Spoofed-By'), path).toBe(String(world.users.admin.id));
    }
  });

  it('names the signed-in user as the effective user when nobody is spoofed', async () => {
    const admin = await agentFor('admin@fixture.test');
    const res = await admin.get('/api/session.json');
    expect(res.headers.get('X-Effective-User')).toBe(`Employee-${world.users.admin.employeeId}`);
    expect(res.headers.get('X-Spoofed-By')).toBeNull();
    const { body } = await call<AuthUserBody>(res);
    expect(body.user?.spoofedBy).toBeUndefined();
  });

  it("reads the spoofed tutor's own sessions, not everything the admin sees", async () => {
    const admin = await agentFor('admin@fixture.test', tia());
    const { status, body } = await call<ListBody<'sessions', { id: number }>>(
      admin.get('/api/v2/sessions'),
    );
    expect(status).toBe(200);
    expect(idsOf(body.sessions).sort()).toEqual(
      [world.sessions.s1.id, world.sessions.s2.id].sort(),
    );
  });

  it('lets a faculty leader spoof a tutor', async () => {
    const leader = await agentFor('leader@fixture.test', tom());
    const { status, body } = await call<AuthUserBody>(leader.get('/api/session.json'));
    expect(status).toBe(200);
    expect(body.user?.id).toBe(world.users.tom.id);
  });

  it('refuses a faculty leader spoofing a student (403)', async () => {
    const leader = await agentFor('leader@fixture.test', `Student-${world.students.sam}`);
    const { status, body } = await call<{ error: string }>(leader.get('/api/session.json'));
    expect(status).toBe(403);
    expect(body).toEqual({ error: 'You are not allowed to spoof that user.' });
  });

  it('lets an admin spoof a student with a login', async () => {
    const admin = await agentFor('admin@fixture.test', `Student-${world.students.sam}`);
    const { status, body } = await call<AuthUserBody>(admin.get('/api/session.json'));
    expect(status).toBe(200);
    expect(body.user?.studentId).toBe(world.students.sam);
  });

  it('refuses a tutor who manages no team (403)', async () => {
    const tutor = await agentFor('tutor@fixture.test', tom());
    const { status, body } = await call<{ error: string }>(tutor.get('/api/v2/sessions'));
    expect(status).toBe(403);
    expect(body.error).toBe('You are not allowed to spoof that user.');
  });

  it('refuses a student (403)', async () => {
    const student = await agentFor('student@fixture.test', tia());
    expect((await student.get('/api/session.json')).status).toBe(403);
  });

  it('refuses staff without the spoof right, such as an advisor (403)', async () => {
    const advisor = await agentFor('advisor@fixture.test', `Tutor-${leaderTutorId}`);
    expect((await advisor.get('/api/session.json')).status).toBe(403);
  });

  it('answers 403 for a target that does not exist, like a forbidden one', async () => {
    const admin = await agentFor('admin@fixture.test', 'Tutor-999999');
    const { status, body } = await call<{ error: string }>(admin.get('/api/session.json'));
    expect(status).toBe(403);
    expect(body.error).toBe('You are not allowed to spoof that user.');
  });

  it('answers 422 for a malformed header', async () => {
    const admin = await agentFor('admin@fixture.test', 'tutor:42');
    const { status, body } = await call<{ errors: { base: string[] } }>(
      admin.get('/api/session.json'),
    );
    expect(status).toBe(422);
    expect(body.errors.base).toEqual(['X-Spoof-User must name a user like Tutor-42.']);
  });

  it('checks the right on every call: a spoofer who loses it is refused on the next one', async () => {
    const manager = await createFixtureUser(ctx.db, {
      email: 'fleeting-admin@fixture.test',
      roles: ['admin'],
      employeeTitle: 'Admin',
      password: FIXTURE_LOGIN_PASSWORD,
    });
    const agent = await agentFor('fleeting-admin@fixture.test', tia());
    expect((await agent.get('/api/session.json')).status).toBe(200);
    await ctx.db
      .update(users)
      .set({ roles: ['advisor'] })
      .where(eq(users.id, manager.id));
    expect((await agent.get('/api/session.json')).status).toBe(403);
  });

  it("keeps the real session's CSRF token for writes while spoofing", async () => {
    const admin = await agentFor('admin@fixture.test', tia());
    const withToken = await admin.post('/api/auth/pusher/auth', {
      socket_id: '1.2',
      channel_name: `private-tutor-user-${world.users.tia.id}`,
    });
    expect(withToken.status).toBe(200);
    const withoutToken = await admin.request('POST', '/api/auth/pusher/auth', {
      body: { socket_id: '1.2', channel_name: `private-tutor-user-${world.users.tia.id}` },
      csrf: false,
    });
    expect(withoutToken.status).toBe(403);
  });

  it("signs the spoofed user's private channel, not the spoofer's", async () => {
    const admin = await agentFor('admin@fixture.test', tia());
    const auth = (channel: string) =>
      admin.post('/api/auth/pusher/auth', { socket_id: '1.2', channel_name: channel });
    expect((await auth(`private-tutor-user-${world.users.tia.id}`)).status).toBe(200);
    expect((await auth(`private-admin-user-${world.users.admin.id}`)).status).toBe(403);
  });

  it('ignores the header of a caller who is not signed in', async () => {
    const anonymous = new TestAgent(ctx.app);
    anonymous.spoof = tia();
    const { status, body } = await call<AuthUserBody>(anonymous.get('/api/session.json'));
    expect(status).toBe(200);
    expect(body.user).toBeNull();
  });
});
