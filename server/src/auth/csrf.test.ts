import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestContext, type TestContext } from '../test/harness.ts';
import { TestAgent } from '../test/agent.ts';
import { FIXTURE_PASSWORD, createFixtureUser } from './testing/user-fixtures.ts';

const LOGIN = { login: 'ada@example.test', password: FIXTURE_PASSWORD };

describe.each(BACKENDS)('CSRF protection (%s)', (backend) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await createFixtureUser(ctx.db, {
      email: 'ada@example.test',
      roles: ['admin'],
      employeeTitle: 'Admin',
    });
  });
  afterAll(() => ctx?.close());

  it('sets a readable XSRF-TOKEN cookie on the first API response', async () => {
    const res = await ctx.app.request('/api/session.json');
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='))!;
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('leaves an existing XSRF-TOKEN cookie alone while signed out', async () => {
    const res = await ctx.app.request('/api/session.json', {
      headers: { Cookie: 'XSRF-TOKEN=abc' },
    });
    expect(res.headers.getSetCookie().some((line) => line.startsWith('XSRF-TOKEN='))).toBe(false);
  });

  it('refuses a sign-in without the header (403)', async () => {
    const agent = new TestAgent(ctx.app);
    await agent.get('/api/session.json');
    const res = await agent.request('POST', '/api/login.json', { body: LOGIN, csrf: false });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Invalid CSRF token.' });
  });

  it('refuses a sign-in whose header differs from the cookie (403)', async () => {
    const agent = new TestAgent(ctx.app);
    await agent.get('/api/session.json');
    const res = await agent.request('POST', '/api/login.json', {
      body: LOGIN,
      csrf: false,
      headers: { 'X-XSRF-TOKEN': 'not-the-cookie' },
    });
    expect(res.status).toBe(403);
  });

  it('refuses a sign-in with a header but no cookie (403) and hands out a cookie to retry with', async () => {
    const res = await ctx.app.request('/api/login.json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'anything' },
      body: JSON.stringify(LOGIN),
    });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie().some((line) => line.startsWith('XSRF-TOKEN='))).toBe(true);
  });

  it('accepts a sign-in echoing the cookie in the header', async () => {
    const agent = new TestAgent(ctx.app);
    await agent.get('/api/session.json');
    const res = await agent.post('/api/login.json', LOGIN);
    expect(res.status).toBe(200);
  });

  it('refuses a signed-in call whose matching cookie and header are not the session token', async () => {
    const agent = await new TestAgent(ctx.app).signIn(LOGIN.login, LOGIN.password);
    const res = await ctx.app.request('/api/logout.json', {
      method: 'DELETE',
      headers: {
        Cookie: `tp_auth=${agent.cookie('tp_auth')}; XSRF-TOKEN=planted`,
        'X-XSRF-TOKEN': 'planted',
      },
    });
    expect(res.status).toBe(403);
  });

  it('puts the session token back into a lost XSRF-TOKEN cookie', async () => {
    const agent = await new TestAgent(ctx.app).signIn(LOGIN.login, LOGIN.password);
    const token = agent.cookie('XSRF-TOKEN');
    const res = await ctx.app.request('/api/session.json', {
      headers: { Cookie: `tp_auth=${agent.cookie('tp_auth')}` },
    });
    expect(res.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='))).toContain(
      `XSRF-TOKEN=${token};`,
    );
  });

  it('does not check GET, HEAD or OPTIONS calls', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      const res = await ctx.app.request('/api/session.json', { method });
      expect(res.status).not.toBe(403);
    }
  });
});
