import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authSessions, users } from '../../db/schema/index.ts';
import { FIXTURE_PASSWORD, createFixtureUser, readJson } from '../../auth/testing/user-fixtures.ts';
import { BACKENDS, TEST_NOW, createTestContext, type TestContext } from '../../test/harness.ts';
import { TestAgent } from '../../test/agent.ts';
import { lastMailTo, linkIn, mailsTo, signedOutAgent, tokenIn } from './testing/account-helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
const LOCKED =
  'Your account is locked. We have e-mailed you a link to unlock it; you can ask for a new one on the Unlock account page.';

describe.each(BACKENDS)('account lock and unlock (%s)', (backend) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(() => ctx?.close());
  beforeEach(() => {
    ctx.clock.set(TEST_NOW);
    ctx.mailer.sent.length = 0;
  });

  async function user(email: string) {
    return createFixtureUser(ctx.db, { email, roles: ['parent'], isParent: true });
  }

  async function signIn(email: string, password: string) {
    return (await signedOutAgent(ctx.app)).post('/api/login.json', { login: email, password });
  }

  async function failTimes(email: string, times: number) {
    for (let i = 0; i < times; i += 1) {
      const res = await signIn(email, `wrong ${i}`);
      expect(res.status).toBe(401);
      expect(await readJson(res)).toEqual({ error: 'Invalid login or password.', code: 'invalid' });
    }
  }

  async function row(id: number) {
    const [found] = await ctx.db.select().from(users).where(eq(users.id, id));
    return found!;
  }

  async function unlock(token: string) {
    return (await signedOutAgent(ctx.app)).get(
      `/api/unlock.json?unlock_token=${encodeURIComponent(token)}`,
    );
  }

  it('does not lock after 4 failed sign-ins', async () => {
    const u = await user('four@example.test');
    await failTimes('four@example.test', 4);
    expect(await row(u.id)).toMatchObject({ failedAttempts: 4, lockedAt: null });
    expect((await signIn('four@example.test', FIXTURE_PASSWORD)).status).toBe(200);
  });

  it('locks after 5 consecutive failures, mails unlock instructions once and ends sessions', async () => {
    const u = await user('five@example.test');
    const existing = await new TestAgent(ctx.app).signIn('five@example.test', FIXTURE_PASSWORD);
    await failTimes('five@example.test', 6);
    expect((await row(u.id)).lockedAt).toEqual(TEST_NOW);
    const mails = mailsTo(ctx.mailer.sent, 'five@example.test');
    expect(mails.map((m) => m.subject)).toEqual(['Unlock instructions']);
    expect(linkIn(mails[0]!).pathname).toBe('/success');
    expect(mails[0]!.text).toContain('within 1 day');
    expect(await ctx.db.select().from(authSessions).where(eq(authSessions.userId, u.id))).toEqual(
      [],
    );
    expect((await readJson(await existing.get('/api/session.json'))).user).toBeNull();
  });

  it('tells a locked account why, only once the password is right', async () => {
    await user('told@example.test');
    await failTimes('told@example.test', 5);
    const right = await signIn('told@example.test', FIXTURE_PASSWORD);
    expect(right.status).toBe(401);
    expect(await readJson(right)).toEqual({ error: LOCKED, code: 'locked' });
  });

  it('starts counting again after a successful sign-in', async () => {
    const u = await user('reset-count@example.test');
    await failTimes('reset-count@example.test', 4);
    expect((await signIn('reset-count@example.test', FIXTURE_PASSWORD)).status).toBe(200);
    await failTimes('reset-count@example.test', 4);
    expect((await row(u.id)).lockedAt).toBeNull();
  });

  it('unlocks with the mailed token, then the password works again', async () => {
    const u = await user('unlock-me@example.test');
    await failTimes('unlock-me@example.test', 5);
    const token = tokenIn(lastMailTo(ctx.mailer.sent, 'unlock-me@example.test'), 'unlock_token');
    const res = await unlock(token);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({
      user: {
        email: 'unlock-me@example.test',
        firstName: 'Fixture',
        language: 'en',
        hasPassword: true,
      },
    });
    expect(await row(u.id)).toMatchObject({ lockedAt: null, failedAttempts: 0 });
    expect((await signIn('unlock-me@example.test', FIXTURE_PASSWORD)).status).toBe(200);
  });

  it('refuses a reused, unknown or day-old unlock token', async () => {
    await user('unlock-tok@example.test');
    await failTimes('unlock-tok@example.test', 5);
    const token = tokenIn(lastMailTo(ctx.mailer.sent, 'unlock-tok@example.test'), 'unlock_token');
    expect((await unlock(token)).status).toBe(200);
    const reused = await unlock(token);
    expect(reused.status).toBe(422);
    expect((await readJson(reused)).errors).toEqual({ unlockToken: ['is invalid'] });
    expect((await readJson(await unlock('garbage'))).errors).toEqual({
      unlockToken: ['is invalid'],
    });

    await user('unlock-late@example.test');
    await failTimes('unlock-late@example.test', 5);
    const late = tokenIn(lastMailTo(ctx.mailer.sent, 'unlock-late@example.test'), 'unlock_token');
    ctx.clock.advance(DAY);
    expect((await readJson(await unlock(late))).errors).toEqual({
      unlockToken: ['has expired, please request a new one'],
    });
  });

  it('resends unlock instructions to a locked account, answering unknown e-mails the same', async () => {
    await user('resend-unlock@example.test');
    await user('not-locked@example.test');
    await failTimes('resend-unlock@example.test', 5);
    const first = tokenIn(
      lastMailTo(ctx.mailer.sent, 'resend-unlock@example.test'),
      'unlock_token',
    );
    const agent = await signedOutAgent(ctx.app);
    const locked = await agent.post('/api/unlock.json', {
      user: { email: 'resend-unlock@example.test' },
    });
    const unlocked = await agent.post('/api/unlock.json', {
      user: { email: 'not-locked@example.test' },
    });
    const unknown = await agent.post('/api/unlock.json', { user: { email: 'ghost@example.test' } });
    const bodies = [await readJson(locked), await readJson(unlocked), await readJson(unknown)];
    expect([locked.status, unlocked.status, unknown.status]).toEqual([200, 200, 200]);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(bodies[0]).toEqual({
      status: 'ok',
      message: 'If that e-mail has a locked account, unlock instructions have been sent to it.',
    });
    expect(mailsTo(ctx.mailer.sent, 'resend-unlock@example.test')).toHaveLength(2);
    expect(mailsTo(ctx.mailer.sent, 'not-locked@example.test')).toEqual([]);
    const second = tokenIn(
      lastMailTo(ctx.mailer.sent, 'resend-unlock@example.test'),
      'unlock_token',
    );
    expect((await unlock(first)).status).toBe(422);
    expect((await unlock(second)).status).toBe(200);
  });

  it('refuses a frozen account with the frozen message', async () => {
    await createFixtureUser(ctx.db, { email: 'ice@example.test', roles: ['parent'], frozen: true });
    const res = await signIn('ice@example.test', FIXTURE_PASSWORD);
    expect(res.status).toBe(401);
    expect(await readJson(res)).toEqual({
      error: 'Your account has been frozen. Please contact customer service.',
      code: 'frozen',
    });
  });
});
