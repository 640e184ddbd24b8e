import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '@tp/domain';
import { users } from '../../db/schema/index.ts';
import { createFixtureUser, readJson } from '../../auth/testing/user-fixtures.ts';
import { BACKENDS, TEST_NOW, createTestContext, type TestContext } from '../../test/harness.ts';
import { lastMailTo, linkIn, mailsTo, signedOutAgent } from './testing/account-helpers.ts';

const MINUTE = 60 * 1000;
const SENT = {
  status: 'ok',
  message: 'If that e-mail has an account, a sign-in link has been sent to it.',
};

describe.each(BACKENDS)('e-mail sign-in links (%s)', (backend) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await createFixtureUser(ctx.db, {
      email: 'Sol@example.test',
      roles: ['tutor'],
      firstName: 'Sol',
      employeeTitle: 'Tutor',
    });
  });
  afterAll(() => ctx?.close());
  beforeEach(() => {
    ctx.clock.set(TEST_NOW);
    ctx.mailer.sent.length = 0;
  });

  async function sso(email: string) {
    return (await signedOutAgent(ctx.app)).get(
      `/api/v2/sso.json?email=${encodeURIComponent(email)}`,
    );
  }

  async function linkToken(email: string): Promise<string> {
    await sso(email);
    return linkIn(lastMailTo(ctx.mailer.sent, email)).searchParams.get('token')!;
  }

  async function signInWith(token: string) {
    const agent = await signedOutAgent(ctx.app);
    const res = await agent.post('/api/login.json', { token });
    return { agent, res };
  }

  it('mails a sign-in link to /login/{language}?token= and answers ok', async () => {
    const res = await sso('sol@EXAMPLE.test');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual(SENT);
    const mail = lastMailTo(ctx.mailer.sent, 'Sol@example.test');
    expect(mail.subject).toBe('Your sign-in link');
    expect(mail.text).toContain('within 15 minutes');
    const link = linkIn(mail);
    expect(link.pathname).toBe('/login/en');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('uses the language of the user in the link', async () => {
    const u = await createFixtureUser(ctx.db, { email: 'es@example.test', roles: ['parent'] });
    await ctx.db.update(users).set({ language: 'es' }).where(eq(users.id, u.id));
    await sso('es@example.test');
    expect(linkIn(lastMailTo(ctx.mailer.sent, 'es@example.test')).pathname).toBe('/login/es');
  });

  it('answers an unknown e-mail exactly like a known one and mails nobody', async () => {
    const res = await sso('ghost@example.test');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual(SENT);
    expect(ctx.mailer.sent).toEqual([]);
  });

  it('answers 422 with status error and a message for an invalid address', async () => {
    const res = await sso('not an email');
    expect(res.status).toBe(422);
    expect(await readJson(res)).toMatchObject({
      status: 'error',
      message: 'Please enter a valid e-mail address.',
      errors: { email: ['is invalid'] },
    });
    expect((await readJson(await sso(''))).errors).toEqual({ email: ["can't be blank"] });
  });

  it('signs in with the link token and answers the signed-in user', async () => {
    const { agent, res } = await signInWith(await linkToken('sol@example.test'));
    expect(res.status).toBe(200);
    const { user } = await readJson<{ user: AuthUser }>(res);
    expect(user).toMatchObject({ email: 'Sol@example.test', homeUrl: '/tutor/dashboard' });
    expect(agent.cookie('tp_auth')).toBeDefined();
    expect((await readJson(await agent.get('/api/session.json'))).user).toMatchObject({
      email: 'Sol@example.test',
    });
  });

  it('refuses a link used once already', async () => {
    const token = await linkToken('sol@example.test');
    expect((await signInWith(token)).res.status).toBe(200);
    const { res, agent } = await signInWith(token);
    expect(res.status).toBe(401);
    expect(await readJson(res)).toEqual({
      error: 'This sign-in link is invalid or has expired. Please ask for a new one.',
    });
    expect(agent.cookie('tp_auth')).toBeUndefined();
  });

  it('refuses a link after 15 minutes and accepts it just before', async () => {
    const late = await linkToken('sol@example.test');
    ctx.clock.advance(15 * MINUTE);
    expect((await signInWith(late)).res.status).toBe(401);
    ctx.clock.set(TEST_NOW);
    const inTime = await linkToken('sol@example.test');
    ctx.clock.advance(15 * MINUTE - 1000);
    expect((await signInWith(inTime)).res.status).toBe(200);
  });

  // Two requests racing for one token: real concurrency, so a database of its own.
  it(
    'lets exactly one of two simultaneous sign-ins with the same link through',
    { meta: { racing: true } },
    async () => {
      const token = await linkToken('sol@example.test');
      const results = await Promise.all([signInWith(token), signInWith(token)]);
      expect(results.map((r) => r.res.status).sort()).toEqual([200, 401]);
    },
  );

  it('refuses a made-up token with the same 401', async () => {
    const { res } = await signInWith('made-up');
    expect(res.status).toBe(401);
  });

  it('voids the previous link when a new one is sent', async () => {
    const first = await linkToken('sol@example.test');
    const second = await linkToken('sol@example.test');
    expect((await signInWith(first)).res.status).toBe(401);
    expect((await signInWith(second)).res.status).toBe(200);
  });

  it('confirms an unconfirmed address and clears failed attempts on sign-in', async () => {
    const u = await createFixtureUser(ctx.db, { email: 'fresh@example.test', roles: ['parent'] });
    await ctx.db
      .update(users)
      .set({ confirmedAt: null, failedAttempts: 3 })
      .where(eq(users.id, u.id));
    expect((await signInWith(await linkToken('fresh@example.test'))).res.status).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ confirmedAt: TEST_NOW, failedAttempts: 0 });
  });

  it('mails a frozen account nothing, and refuses its earlier link with the frozen message', async () => {
    const u = await createFixtureUser(ctx.db, { email: 'cold@example.test', roles: ['parent'] });
    const token = await linkToken('cold@example.test');
    await ctx.db.update(users).set({ frozenAt: TEST_NOW }).where(eq(users.id, u.id));
    ctx.mailer.sent.length = 0;
    expect(await readJson(await sso('cold@example.test'))).toEqual(SENT);
    expect(ctx.mailer.sent).toEqual([]);
    const { res } = await signInWith(token);
    expect(res.status).toBe(401);
    expect((await readJson(res)).error).toBe(
      'Your account has been frozen. Please contact customer service.',
    );
  });

  it('mails a locked account its unlock instructions instead of a link', async () => {
    await createFixtureUser(ctx.db, {
      email: 'shut@example.test',
      roles: ['parent'],
      locked: true,
    });
    expect(await readJson(await sso('shut@example.test'))).toEqual(SENT);
    expect(mailsTo(ctx.mailer.sent, 'shut@example.test').map((m) => m.subject)).toEqual([
      'Unlock instructions',
    ]);
  });
});
