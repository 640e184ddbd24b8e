import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountTokens, authSessions, users } from '../../db/schema/index.ts';
import { FIXTURE_PASSWORD, createFixtureUser, readJson } from '../../auth/testing/user-fixtures.ts';
import { BACKENDS, TEST_NOW, createTestContext, type TestContext } from '../../test/harness.ts';
import { TestAgent } from '../../test/agent.ts';
import { createApp } from '../../app.ts';
import { lastMailTo, linkIn, mailsTo, signedOutAgent, tokenIn } from './testing/account-helpers.ts';

const HOUR = 60 * 60 * 1000;
const NEW_PASSWORD = 'brand new secret';

describe.each(BACKENDS)('password reset and setup (%s)', (backend) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await createFixtureUser(ctx.db, {
      email: 'Rita.Reset@example.test',
      roles: ['tutor'],
      firstName: 'Rita',
      lastName: 'Reset',
      employeeTitle: 'Tutor',
    });
  });
  afterAll(() => ctx?.close());
  beforeEach(() => {
    ctx.clock.set(TEST_NOW);
    ctx.mailer.sent.length = 0;
  });

  async function freshUser(email: string, options: { noPassword?: boolean } = {}) {
    const user = await createFixtureUser(ctx.db, { email, roles: ['parent'], isParent: true });
    if (options.noPassword)
      await ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    return user;
  }

  async function requestReset(email: string) {
    const agent = await signedOutAgent(ctx.app);
    return agent.post('/api/secret.json', { user: { email } });
  }

  async function resetWith(token: string, password = NEW_PASSWORD, confirmation = password) {
    const agent = await signedOutAgent(ctx.app);
    return agent.put('/api/secret.json', {
      user: { resetPasswordToken: token, password, passwordConfirmation: confirmation },
    });
  }

  async function resetToken(email: string): Promise<string> {
    await requestReset(email);
    return tokenIn(lastMailTo(ctx.mailer.sent, email), 'reset_password_token');
  }

  it('mails reset instructions linking to /secret/reset with the token, names, login and language', async () => {
    const res = await requestReset('rita.reset@EXAMPLE.test');
    expect(res.status).toBe(200);
    const mail = lastMailTo(ctx.mailer.sent, 'Rita.Reset@example.test');
    expect(mail.subject).toBe('Reset password instructions');
    expect(mail.text).toContain('Hello Rita,');
    expect(mail.text).toContain('within 6 hours');
    const link = linkIn(mail);
    expect(link.origin + link.pathname).toBe('http://localhost/secret/reset');
    expect(link.searchParams.get('reset_password_token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.searchParams.get('first_name')).toBe('Rita');
    expect(link.searchParams.get('last_name')).toBe('Reset');
    expect(link.searchParams.get('username')).toBe('Rita.Reset@example.test');
    expect(link.searchParams.get('language')).toBe('en');
  });

  it('ignores X-Forwarded-Host from a client when no proxy is trusted (links stay on our host)', async () => {
    const agent = await signedOutAgent(ctx.app);
    const res = await agent.request('POST', '/api/secret.json', {
      body: { user: { email: 'rita.reset@example.test' } },
      headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    });
    expect(res.status).toBe(200);
    const link = linkIn(lastMailTo(ctx.mailer.sent, 'Rita.Reset@example.test'));
    expect(link.origin).toBe('http://localhost');
  });

  it('follows the host a trusted proxy forwarded, and PUBLIC_URL above all', async () => {
    const behindProxy = createApp({
      ...ctx.deps,
      config: { ...ctx.deps.config, trustProxyHops: 1 },
    });
    const viaProxy = await signedOutAgent(behindProxy);
    await viaProxy.request('POST', '/api/secret.json', {
      body: { user: { email: 'rita.reset@example.test' } },
      headers: { 'X-Forwarded-Host': 'evil.example, tp.example.com', 'X-Forwarded-Proto': 'https' },
    });
    expect(linkIn(lastMailTo(ctx.mailer.sent, 'Rita.Reset@example.test')).origin).toBe(
      'https://tp.example.com',
    );

    const configured = createApp({
      ...ctx.deps,
      config: { ...ctx.deps.config, trustProxyHops: 1, publicUrl: 'https://app.example.org/' },
    });
    const viaConfigured = await signedOutAgent(configured);
    await viaConfigured.request('POST', '/api/secret.json', {
      body: { user: { email: 'rita.reset@example.test' } },
      headers: { 'X-Forwarded-Host': 'tp.example.com' },
    });
    expect(linkIn(lastMailTo(ctx.mailer.sent, 'Rita.Reset@example.test')).origin).toBe(
      'https://app.example.org',
    );
  });

  it('stores only a SHA-256 digest of the token', async () => {
    const token = await resetToken('rita.reset@example.test');
    const rows = await ctx.db.select().from(accountTokens);
    expect(rows.some((row) => row.tokenHash.includes(token))).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('answers an unknown e-mail exactly as a known one, and mails nobody', async () => {
    const known = await requestReset('rita.reset@example.test');
    const unknown = await requestReset('nobody@example.test');
    expect(unknown.status).toBe(known.status);
    const unknownBody = await readJson(unknown);
    expect(unknownBody).toEqual(await readJson(known));
    expect(unknownBody).toEqual({
      status: 'ok',
      message: 'If that e-mail has an account, password reset instructions have been sent to it.',
    });
    expect(mailsTo(ctx.mailer.sent, 'nobody@example.test')).toEqual([]);
  });

  it('answers 422 for a missing or malformed e-mail', async () => {
    const agent = await signedOutAgent(ctx.app);
    const missing = await agent.post('/api/secret.json', { user: {} });
    expect(missing.status).toBe(422);
    expect((await readJson(missing)).errors).toEqual({ email: ["can't be blank"] });
    const malformed = await agent.post('/api/secret.json', { user: { email: 'not-an-email' } });
    expect((await readJson(malformed)).errors).toEqual({ email: ['is invalid'] });
  });

  it('resets the password with the token, answers the account without signing in', async () => {
    const user = await freshUser('reset-ok@example.test');
    const token = await resetToken('reset-ok@example.test');
    const res = await resetWith(token);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({
      user: {
        email: 'reset-ok@example.test',
        firstName: 'Fixture',
        language: 'en',
        hasPassword: true,
      },
    });
    expect(res.headers.getSetCookie().some((line) => line.startsWith('tp_auth='))).toBe(false);
    await new TestAgent(ctx.app).signIn('reset-ok@example.test', NEW_PASSWORD);
    const old = await signedOutAgent(ctx.app);
    const refused = await old.post('/api/login.json', {
      login: 'reset-ok@example.test',
      password: FIXTURE_PASSWORD,
    });
    expect(refused.status).toBe(401);
    expect(user.id).toBeGreaterThan(0);
  });

  it('clears the lock and the failed attempts, confirms the e-mail and ends existing sessions', async () => {
    const user = await freshUser('reset-locked@example.test');
    const before = await new TestAgent(ctx.app).signIn(
      'reset-locked@example.test',
      FIXTURE_PASSWORD,
    );
    await ctx.db
      .update(users)
      .set({ lockedAt: TEST_NOW, failedAttempts: 5, confirmedAt: null })
      .where(eq(users.id, user.id));
    const res = await resetWith(await resetToken('reset-locked@example.test'));
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ lockedAt: null, failedAttempts: 0, confirmedAt: TEST_NOW });
    expect(
      await ctx.db.select().from(authSessions).where(eq(authSessions.userId, user.id)),
    ).toEqual([]);
    expect((await readJson(await before.get('/api/session.json'))).user).toBeNull();
  });

  it('refuses an unknown token with Rails-style errors', async () => {
    const res = await resetWith('not-a-token');
    expect(res.status).toBe(422);
    expect(await readJson(res)).toEqual({
      error: 'Validation failed',
      errors: { resetPasswordToken: ['is invalid'] },
    });
  });

  it('refuses a token used once already', async () => {
    await freshUser('reset-twice@example.test');
    const token = await resetToken('reset-twice@example.test');
    expect((await resetWith(token)).status).toBe(200);
    const again = await resetWith(token, 'another password');
    expect(again.status).toBe(422);
    expect((await readJson(again)).errors).toEqual({ resetPasswordToken: ['is invalid'] });
  });

  it('refuses a token after 6 hours, saying it expired', async () => {
    await freshUser('reset-late@example.test');
    const token = await resetToken('reset-late@example.test');
    ctx.clock.advance(6 * HOUR);
    const res = await resetWith(token);
    expect(res.status).toBe(422);
    expect((await readJson(res)).errors).toEqual({
      resetPasswordToken: ['has expired, please request a new one'],
    });
  });

  it('accepts a token just before 6 hours', async () => {
    await freshUser('reset-in-time@example.test');
    const token = await resetToken('reset-in-time@example.test');
    ctx.clock.advance(6 * HOUR - 1000);
    expect((await resetWith(token)).status).toBe(200);
  });

  it('voids an older link when a newer one is requested', async () => {
    await freshUser('reset-newer@example.test');
    const first = await resetToken('reset-newer@example.test');
    const second = await resetToken('reset-newer@example.test');
    expect((await resetWith(first)).status).toBe(422);
    expect((await resetWith(second)).status).toBe(200);
  });

  it('applies the password rules and keeps the token usable after a refusal', async () => {
    await freshUser('reset-rules@example.test');
    const token = await resetToken('reset-rules@example.test');
    const short = await resetWith(token, 'abc', 'abc');
    expect(short.status).toBe(422);
    expect((await readJson(short)).errors).toEqual({
      password: ['is too short (minimum is 6 characters)'],
    });
    const mismatch = await resetWith(token, 'abcdef', 'abcdeg');
    expect((await readJson(mismatch)).errors).toEqual({
      passwordConfirmation: ["doesn't match Password"],
    });
    const blank = await resetWith(token, '', '');
    expect((await readJson(blank)).errors).toEqual({
      password: ["can't be blank"],
      passwordConfirmation: ["can't be blank"],
    });
    expect((await resetWith(token)).status).toBe(200);
  });

  it('sets a first password at /setup.json with a reset token, then the user can sign in', async () => {
    await freshUser('setup@example.test', { noPassword: true });
    const token = await resetToken('setup@example.test');
    const agent = await signedOutAgent(ctx.app);
    const res = await agent.put('/api/setup.json', {
      user: {
        resetPasswordToken: token,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      },
    });
    expect(res.status).toBe(200);
    expect((await readJson(res)).user).toMatchObject({
      email: 'setup@example.test',
      hasPassword: true,
    });
    await agent.signIn('setup@example.test', NEW_PASSWORD);
  });

  it('refuses /setup.json for an account that already has a password, keeping the token', async () => {
    await freshUser('setup-has@example.test');
    const token = await resetToken('setup-has@example.test');
    const agent = await signedOutAgent(ctx.app);
    const res = await agent.put('/api/setup.json', {
      user: {
        resetPasswordToken: token,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      },
    });
    expect(res.status).toBe(422);
    expect((await readJson(res)).errors).toEqual({
      base: ['This account already has a password. Use "Forgot your password?" instead.'],
    });
    expect((await resetWith(token)).status).toBe(200);
  });

  it('needs the CSRF header like every other write', async () => {
    const agent = await signedOutAgent(ctx.app);
    const res = await agent.request('POST', '/api/secret.json', {
      body: { user: { email: 'rita.reset@example.test' } },
      csrf: false,
    });
    expect(res.status).toBe(403);
  });
});
