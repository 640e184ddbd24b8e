import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, createFixtureUser } from '../auth/testing/user-fixtures.ts';
import { users } from '../db/schema/index.ts';
import { auditEventsOn, xminOf } from '../resources/audit-events.testing.ts';
import {
  lastMailTo,
  linkIn,
  signedOutAgent,
  tokenIn,
} from '../routes/auth/testing/account-helpers.ts';
import { BACKENDS, TEST_NOW, createTestContext, type TestContext } from '../test/harness.ts';

/**
 * Issue 23's audit trail for the account writes made outside the resource engine (the public
 * account pages and the sign-in's lock): each records its event in the write's transaction,
 * naming the account's user when a mailed link proved them and nobody for a request anyone
 * may send; a password or token never enters it.
 */
describe.each(BACKENDS)('audit trail of account writes outside the engine (%s)', (backend) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(() => ctx?.close());
  beforeEach(() => {
    ctx.clock.set(TEST_NOW);
    ctx.mailer.sent.length = 0;
  });

  const user = (email: string) =>
    createFixtureUser(ctx.db, { email, roles: ['parent'], isParent: true });

  const eventsOf = (userId: number) => auditEventsOn(ctx.db, 'User', userId);
  const userXmin = (userId: number) => xminOf(ctx.db, users, userId);

  const noSecrets = (changes: unknown) => {
    const text = JSON.stringify(changes);
    expect(text).not.toMatch(/password|token|digest|hash/i);
  };

  it('records a reset request (nobody signed in) and the reset (the account, with the row)', async () => {
    const u = await user('audit-reset@example.test');
    const agent = await signedOutAgent(ctx.app);
    expect(
      (await agent.post('/api/secret.json', { user: { email: 'audit-reset@example.test' } }))
        .status,
    ).toBe(200);
    const token = tokenIn(
      lastMailTo(ctx.mailer.sent, 'audit-reset@example.test'),
      'reset_password_token',
    );
    const reset = await agent.put('/api/secret.json', {
      user: {
        resetPasswordToken: token,
        password: 'a new long secret',
        passwordConfirmation: 'a new long secret',
      },
    });
    expect(reset.status).toBe(200);
    const events = await eventsOf(u.id);
    expect(events.map((e) => [e.action, e.actorUserId, e.onBehalfOfUserId])).toEqual([
      ['mailPasswordResetLink', null, null],
      ['resetPassword', u.id, null],
    ]);
    expect(events[0]!.changes).toEqual({
      sentTo: { before: null, after: 'audit-reset@example.test' },
    });
    // The password changed and the event say so in one transaction.
    expect(events[1]!.xmin).toBe(await userXmin(u.id));
    for (const event of events) noSecrets(event.changes);
  });

  it('records a sign-in link mailed and used, the use with the row it changed', async () => {
    const u = await user('audit-link@example.test');
    const agent = await signedOutAgent(ctx.app);
    await agent.get(`/api/v2/sso.json?email=${encodeURIComponent('audit-link@example.test')}`);
    const token = linkIn(lastMailTo(ctx.mailer.sent, 'audit-link@example.test')).searchParams.get(
      'token',
    )!;
    expect((await agent.post('/api/login.json', { token })).status).toBe(200);
    const events = await eventsOf(u.id);
    expect(events.map((e) => [e.action, e.actorUserId])).toEqual([
      ['mailSignInLink', null],
      ['signInWithLink', u.id],
      ['signIn', u.id],
    ]);
    expect(events[1]!.xmin).toBe(await userXmin(u.id));
    for (const event of events) noSecrets(event.changes);
  });

  it('records the lock after failed sign-ins (nobody) and the unlock by its link (the account)', async () => {
    const u = await user('audit-lock@example.test');
    for (let i = 0; i < 5; i += 1)
      await (
        await signedOutAgent(ctx.app)
      ).post('/api/login.json', { login: 'audit-lock@example.test', password: `wrong ${i}` });
    const events = await eventsOf(u.id);
    // Each wrong password is counted on the trail by nobody (anyone may guess), then the lock.
    expect(events.map((e) => [e.action, e.actorUserId])).toEqual([
      ...Array.from({ length: 5 }, () => ['failedSignIn', null]),
      ['lock', null],
      ['mailUnlockLink', null],
    ]);
    expect(events.slice(0, 5).map((e) => e.changes)).toEqual(
      [1, 2, 3, 4, 5].map((n) => ({ failedAttempts: { before: n - 1, after: n } })),
    );
    const locked = events.slice(5);
    expect(locked[0]!.changes).toEqual({
      lockedAt: { before: null, after: TEST_NOW.toISOString() },
    });
    expect(locked[0]!.xmin).toBe(await userXmin(u.id));

    const token = tokenIn(lastMailTo(ctx.mailer.sent, 'audit-lock@example.test'), 'unlock_token');
    const unlocked = await (
      await signedOutAgent(ctx.app)
    ).get(`/api/unlock.json?unlock_token=${encodeURIComponent(token)}`);
    expect(unlocked.status).toBe(200);
    const [, , unlock] = (await eventsOf(u.id)).slice(5);
    expect(unlock).toMatchObject({ action: 'unlock', actorUserId: u.id });
    expect(unlock!.changes).toMatchObject({
      lockedAt: { before: TEST_NOW.toISOString(), after: null },
      failedAttempts: { before: 5, after: 0 },
    });
    expect(unlock!.xmin).toBe(await userXmin(u.id));
  });

  it('records a password sign-in, clearing the failed attempts, and the sign-out', async () => {
    const u = await user('audit-sign-in@example.test');
    const agent = await signedOutAgent(ctx.app);
    await agent.post('/api/login.json', { login: u.email, password: 'not the password' });
    await agent.signIn(u.email, FIXTURE_PASSWORD);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.failedAttempts).toBe(0);
    expect((await agent.delete('/api/logout.json')).status).toBe(204);

    const events = await eventsOf(u.id);
    expect(events.map((e) => [e.action, e.actorUserId, e.onBehalfOfUserId])).toEqual([
      ['failedSignIn', null, null],
      ['signIn', u.id, null],
      ['signOut', u.id, null],
    ]);
    expect(events[1]!.changes).toEqual({ failedAttempts: { before: 1, after: 0 } });
    // The attempts cleared and the sign-in's event commit together.
    expect(events[1]!.xmin).toBe(await userXmin(u.id));
    for (const event of events) noSecrets(event.changes);
  });

  it('records an e-mail confirmation by its link as the account', async () => {
    const u = await user('audit-confirm@example.test');
    await ctx.db.update(users).set({ confirmedAt: null }).where(eq(users.id, u.id));
    const agent = await signedOutAgent(ctx.app);
    await agent.post('/api/verification.json', { user: { email: 'audit-confirm@example.test' } });
    const token = tokenIn(
      lastMailTo(ctx.mailer.sent, 'audit-confirm@example.test'),
      'confirmation_token',
    );
    const confirmed = await agent.get(
      `/api/verification.json?confirmation_token=${encodeURIComponent(token)}`,
    );
    expect(confirmed.status).toBe(200);
    const events = await eventsOf(u.id);
    expect(events.map((e) => [e.action, e.actorUserId])).toEqual([
      ['mailConfirmationLink', null],
      ['confirmEmail', u.id],
    ]);
    expect(events[1]!.changes).toEqual({
      confirmedAt: { before: null, after: TEST_NOW.toISOString() },
    });
  });
});
