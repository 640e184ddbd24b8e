import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type AuthUser } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { authSessions, users } from '../../db/schema/index.ts';
import { FIXTURE_PASSWORD, createFixtureUser, readJson } from '../../auth/testing/user-fixtures.ts';
import { BACKENDS, createTestContext, type TestContext } from '../../test/harness.ts';
import { TestAgent } from '../../test/agent.ts';
import { authUserWire } from './auth.wire.ts';
import { authSessionIdOf } from '../../auth/auth-session.store.ts';

describe.each(BACKENDS)('sign-in and session (%s)', (backend) => {
  let ctx: TestContext;
  let tutor: Awaited<ReturnType<typeof createFixtureUser>>;
  /** A sign-in's row id: the hash of its cookie's token (the token itself is not stored). */
  const rowIdOf = (token: string) => authSessionIdOf(ctx.deps.crypto, token);

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    tutor = await createFixtureUser(ctx.db, {
      email: 'Tina.Tutor@Example.test',
      roles: ['tutor', 'faculty_leader'],
      firstName: 'Tina',
      lastName: 'Tutor',
      employeeTitle: 'Senior Tutor',
    });
    await createFixtureUser(ctx.db, {
      email: 'frozen@example.test',
      roles: ['student'],
      frozen: true,
    });
    await createFixtureUser(ctx.db, {
      email: 'locked@example.test',
      roles: ['parent'],
      locked: true,
    });
    await createFixtureUser(ctx.db, {
      email: 'pat@example.test',
      roles: ['parent'],
      isParent: true,
      timeZone: null,
    });
  });
  afterAll(() => ctx?.close());

  async function signedOutAgent() {
    const agent = new TestAgent(ctx.app);
    await agent.get('/api/session.json');
    return agent;
  }

  it('signs in with the e-mail in any case and answers the signed-in user', async () => {
    const agent = await signedOutAgent();
    const res = await agent.post('/api/login.json', {
      login: 'tina.tutor@example.TEST',
      password: FIXTURE_PASSWORD,
    });
    expect(res.status).toBe(200);
    const { user } = await readJson<{ user: AuthUser }>(res);
    expect(user).toEqual({
      id: tutor.id,
      roles: ['tutor', 'faculty_leader'],
      firstName: 'Tina',
      lastName: 'Tutor',
      title: 'Senior Tutor',
      phone: null,
      email: 'Tina.Tutor@Example.test',
      timeZone: 'America/New_York',
      language: 'en',
      homeUrl: '/tutor/dashboard',
      unconfirmedEmail: null,
      tutorId: tutor.tutorId,
      employeeId: tutor.employeeId,
      studentId: null,
      parentId: null,
      flags: { essayGrader: false, curriculumWork: false, canEditPayrollHold: false },
      examsApiToken: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The OpenAPI document's AuthUser describes exactly what is sent: no key more, none less.
    expect(authUserWire.strict().safeParse(user).error).toBeUndefined();
  });

  it('sets an HttpOnly, SameSite=Lax session cookie holding a stored session id', async () => {
    const agent = await signedOutAgent();
    const res = await agent.post('/api/login.json', {
      login: 'tina.tutor@example.test',
      password: FIXTURE_PASSWORD,
    });
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('tp_auth='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    const [row] = await ctx.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, rowIdOf(agent.cookie('tp_auth')!)));
    expect(row?.userId).toBe(tutor.id);
    expect(row?.csrfToken).toBe(agent.cookie('XSRF-TOKEN'));
  });

  it('marks the cookies Secure when the request came over https', async () => {
    const agent = new TestAgent(ctx.app);
    await agent.get('https://tp.example.com/api/session.json');
    const res = await agent.post('https://tp.example.com/api/login.json', {
      login: 'tina.tutor@example.test',
      password: FIXTURE_PASSWORD,
    });
    expect(res.headers.getSetCookie().find((line) => line.startsWith('tp_auth='))).toMatch(
      /Secure/,
    );
    // A client talking to us directly cannot claim https (no proxy is trusted by default).
    const direct = new TestAgent(ctx.app);
    const answer = await direct.request('GET', '/api/session.json', {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(
      answer.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN=')),
    ).not.toMatch(/Secure/);
  });

  it('answers 401 with one message for a wrong password and for an unknown e-mail', async () => {
    const agent = await signedOutAgent();
    const wrongPassword = await agent.post('/api/login.json', {
      login: 'tina.tutor@example.test',
      password: 'nope',
    });
    const unknown = await agent.post('/api/login.json', {
      login: 'nobody@example.test',
      password: 'nope',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await readJson(wrongPassword)).toEqual({
      error: 'Invalid login or password.',
      code: 'invalid',
    });
    expect(await readJson(unknown)).toEqual({
      error: 'Invalid login or password.',
      code: 'invalid',
    });
    expect(agent.cookie('tp_auth')).toBeUndefined();
  });

  it('counts failed attempts and resets the count on success', async () => {
    const agent = await signedOutAgent();
    await agent.post('/api/login.json', { login: 'pat@example.test', password: 'wrong' });
    await agent.post('/api/login.json', { login: 'pat@example.test', password: 'wrong' });
    const [afterFailures] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'pat@example.test'));
    expect(afterFailures?.failedAttempts).toBe(2);
    await agent.post('/api/login.json', { login: 'pat@example.test', password: FIXTURE_PASSWORD });
    const [afterSuccess] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'pat@example.test'));
    expect(afterSuccess?.failedAttempts).toBe(0);
  });

  it('refuses frozen and locked accounts with a clear 401 even with the right password', async () => {
    const agent = await signedOutAgent();
    const frozen = await agent.post('/api/login.json', {
      login: 'frozen@example.test',
      password: FIXTURE_PASSWORD,
    });
    const locked = await agent.post('/api/login.json', {
      login: 'locked@example.test',
      password: FIXTURE_PASSWORD,
    });
    expect(frozen.status).toBe(401);
    expect((await readJson(frozen)).error).toBe(
      'Your account has been frozen. Please contact customer service.',
    );
    expect(locked.status).toBe(401);
    expect((await readJson(locked)).error).toMatch(/^Your account is locked\. /);
  });

  it('answers 422 naming the missing fields', async () => {
    const agent = await signedOutAgent();
    const res = await agent.post('/api/login.json', {});
    expect(res.status).toBe(422);
    expect((await readJson(res)).errors).toEqual({
      login: ["can't be blank"],
      password: ["can't be blank"],
    });
  });

  it('answers 401 with a sentence for an unknown sign-in token', async () => {
    const agent = await signedOutAgent();
    const res = await agent.post('/api/login.json', { token: 'abc' });
    expect(res.status).toBe(401);
    expect(await readJson(res)).toEqual({
      error: 'This sign-in link is invalid or has expired. Please ask for a new one.',
    });
  });

  it('answers the signed-in user at session.json, with the parent record and no time zone', async () => {
    const agent = await (await signedOutAgent()).signIn('pat@example.test', FIXTURE_PASSWORD);
    const res = await agent.get('/api/session.json');
    expect(res.status).toBe(200);
    const { user } = await readJson<{ user: AuthUser }>(res);
    expect(user).toMatchObject({
      email: 'pat@example.test',
      homeUrl: '/parent/planner',
      timeZone: null,
    });
    expect(user.parentId).toEqual(expect.any(Number));
  });

  it('answers { user: null } at session.json when signed out, never 401', async () => {
    const res = await new TestAgent(ctx.app).get('/api/session.json');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ user: null });
  });

  it('treats an unknown session cookie as signed out and clears it', async () => {
    const res = await ctx.app.request('/api/session.json', {
      headers: { Cookie: 'tp_auth=forged' },
    });
    expect(await readJson(res)).toEqual({ user: null });
    expect(res.headers.getSetCookie().some((line) => /^tp_auth=;.*Max-Age=0/i.test(line))).toBe(
      true,
    );
  });

  it('signs out: deletes the session row, clears the cookie and answers 204', async () => {
    const agent = await (
      await signedOutAgent()
    ).signIn('tina.tutor@example.test', FIXTURE_PASSWORD);
    const authSessionId = agent.cookie('tp_auth')!;
    const res = await agent.delete('/api/logout.json');
    expect(res.status).toBe(204);
    expect(agent.cookie('tp_auth')).toBeUndefined();
    expect(
      await ctx.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.id, rowIdOf(authSessionId))),
    ).toEqual([]);
    const stolen = await ctx.app.request('/api/session.json', {
      headers: { Cookie: `tp_auth=${authSessionId}` },
    });
    expect(await readJson(stolen)).toEqual({ user: null });
  });

  it('issues a fresh CSRF token at sign-in: a token planted before sign-in is worthless after', async () => {
    const agent = await signedOutAgent();
    const planted = agent.cookie('XSRF-TOKEN')!;
    await agent.signIn('tina.tutor@example.test', FIXTURE_PASSWORD);
    const issued = agent.cookie('XSRF-TOKEN')!;
    expect(issued).not.toBe(planted);
    const [row] = await ctx.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, rowIdOf(agent.cookie('tp_auth')!)));
    expect(row?.csrfToken).toBe(issued);
    // The planter still knows the old token and can plant it again: cookie and header agree,
    // but they are not the sign-in's token.
    const res = await ctx.app.request('/api/profile.json', {
      method: 'PUT',
      headers: {
        Cookie: `tp_auth=${agent.cookie('tp_auth')}; XSRF-TOKEN=${planted}`,
        'X-XSRF-TOKEN': decodeURIComponent(planted),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ user: { firstName: 'Mallory' } }),
    });
    expect(res.status).toBe(403);
  });

  it('issues a fresh CSRF token at sign-out', async () => {
    const agent = await (
      await signedOutAgent()
    ).signIn('tina.tutor@example.test', FIXTURE_PASSWORD);
    const signedInToken = agent.cookie('XSRF-TOKEN');
    await agent.delete('/api/logout.json');
    expect(agent.cookie('XSRF-TOKEN')).toEqual(expect.any(String));
    expect(agent.cookie('XSRF-TOKEN')).not.toBe(signedInToken);
  });

  it('answers a signed-out sign-out 401, as documented (the apps take it as done)', async () => {
    const res = await (await signedOutAgent()).delete('/api/logout.json');
    expect(res.status).toBe(401);
  });

  it('replaces the previous session when signing in again', async () => {
    const agent = await (
      await signedOutAgent()
    ).signIn('tina.tutor@example.test', FIXTURE_PASSWORD);
    const first = agent.cookie('tp_auth')!;
    await agent.signIn('pat@example.test', FIXTURE_PASSWORD);
    expect(agent.cookie('tp_auth')).not.toBe(first);
    expect(
      await ctx.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.id, rowIdOf(first))),
    ).toEqual([]);
  });

  it('lists the roles and the titles to signed-in users only', async () => {
    const anonymous = new TestAgent(ctx.app);
    expect((await anonymous.get('/api/v2/roles')).status).toBe(401);
    expect((await anonymous.get('/api/v2/titles')).status).toBe(401);
    const agent = await (
      await signedOutAgent()
    ).signIn('tina.tutor@example.test', FIXTURE_PASSWORD);
    const roles = await agent.get('/api/v2/roles');
    expect(roles.status).toBe(200);
    expect(await readJson(roles)).toEqual({ roles: [...ROLES] });
    const titles = await agent.get('/api/v2/titles');
    expect(titles.status).toBe(200);
    const body = await readJson<{ titles: string[] }>(titles);
    expect(body.titles).toContain('Senior Tutor');
    expect(body.titles).toContain('Admin');
  });
});
