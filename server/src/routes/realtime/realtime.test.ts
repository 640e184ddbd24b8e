import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, createFixtureUser, readJson } from '../../auth/testing/user-fixtures.ts';
import { BACKENDS, createTestContext, type TestContext } from '../../test/harness.ts';
import { TestAgent } from '../../test/agent.ts';

const SOCKET_ID = '1234.5678';

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

describe.each(BACKENDS)('POST /api/auth/pusher/auth (%s)', (backend) => {
  let ctx: TestContext;
  let tutorUserId: number;
  let tutorId: number;
  let agent: TestAgent;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    const tutor = await createFixtureUser(ctx.db, {
      email: 'tutor@example.test',
      roles: ['tutor'],
      employeeTitle: 'Tutor',
    });
    tutorUserId = tutor.id;
    tutorId = tutor.tutorId!;
    await createFixtureUser(ctx.db, {
      email: 'admin@example.test',
      roles: ['admin'],
      employeeTitle: 'Admin',
    });
    agent = await new TestAgent(ctx.app).signIn('tutor@example.test', FIXTURE_PASSWORD);
  });
  afterAll(() => ctx?.close());

  function authorize(who: TestAgent, channel: string) {
    return who.request('POST', '/api/auth/pusher/auth', {
      body: form({ socket_id: SOCKET_ID, channel_name: channel }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
  }

  it('signs the signed-in user own private channel with the Pusher scheme', async () => {
    const channel = `private-tutor-user-${tutorUserId}`;
    const res = await authorize(agent, channel);
    expect(res.status).toBe(200);
    const expected = createHmac('sha256', 'test-secret')
      .update(`${SOCKET_ID}:${channel}`)
      .digest('hex');
    expect(await readJson(res)).toEqual({ auth: `local:${expected}` });
  });

  it('accepts the same request as JSON', async () => {
    const res = await agent.post('/api/auth/pusher/auth', {
      socket_id: SOCKET_ID,
      channel_name: `private-tutor-user-${tutorUserId}`,
    });
    expect(res.status).toBe(200);
  });

  it("refuses another user's channel (403)", async () => {
    const res = await authorize(agent, `private-tutor-user-${tutorUserId + 1}`);
    expect(res.status).toBe(403);
    expect((await readJson(res)).error).toEqual(expect.any(String));
  });

  it('refuses channels that are not private user channels (403)', async () => {
    expect((await authorize(agent, 'private-admin-dashboard')).status).toBe(403);
    expect((await authorize(agent, `presence-tutor-user-${tutorUserId}`)).status).toBe(403);
  });

  it('answers 401 when signed out', async () => {
    const anonymous = new TestAgent(ctx.app);
    await anonymous.get('/api/session.json');
    expect((await authorize(anonymous, `private-tutor-user-${tutorUserId}`)).status).toBe(401);
  });

  it('needs the CSRF header like every other write (403)', async () => {
    const res = await agent.request('POST', '/api/auth/pusher/auth', {
      body: form({ socket_id: SOCKET_ID, channel_name: `private-tutor-user-${tutorUserId}` }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      csrf: false,
    });
    expect(res.status).toBe(403);
  });

  it("lets an admin spoofing a tutor listen on the tutor's channel, and only there", async () => {
    const admin = await new TestAgent(ctx.app).signIn('admin@example.test', FIXTURE_PASSWORD);
    admin.spoof = `Tutor-${tutorId}`;
    expect((await authorize(admin, `private-tutor-user-${tutorUserId}`)).status).toBe(200);
    admin.spoof = null;
    expect((await authorize(admin, `private-tutor-user-${tutorUserId}`)).status).toBe(403);
  });

  it('answers 422 for a malformed socket id', async () => {
    const res = await agent.request('POST', '/api/auth/pusher/auth', {
      body: form({ socket_id: 'abc', channel_name: `private-tutor-user-${tutorUserId}` }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(422);
    expect((await readJson(res)).errors).toHaveProperty('socket_id');
  });
});
