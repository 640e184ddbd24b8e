import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { UserAccount } from '@tp/domain';
import { authSessions, users } from '../../db/schema/index.ts';
import { FIXTURE_PASSWORD, createFixtureUser, readJson } from '../../auth/testing/user-fixtures.ts';
import { BACKENDS, TEST_NOW, createTestContext, type TestContext } from '../../test/harness.ts';
import { TestAgent } from '../../test/agent.ts';
import { lastMailTo, signedOutAgent } from '../../routes/auth/testing/account-helpers.ts';

describe.each(BACKENDS)('staff account actions at /api/v2/users (%s)', (backend) => {
  let ctx: TestContext;
  let admin: TestAgent;
  let adminId: number;
  let tutor: TestAgent;
  let advisor: TestAgent;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    adminId = (
      await createFixtureUser(ctx.db, {
        email: 'boss@example.test',
        roles: ['admin'],
        employeeTitle: 'Admin',
      })
    ).id;
    await createFixtureUser(ctx.db, {
      email: 'tutor@example.test',
      roles: ['tutor'],
      employeeTitle: 'Tutor',
    });
    await createFixtureUser(ctx.db, {
      email: 'advisor@example.test',
      roles: ['advisor'],
      employeeTitle: 'Advisor',
    });
    admin = await new TestAgent(ctx.app).signIn('boss@example.test', FIXTURE_PASSWORD);
    tutor = await new TestAgent(ctx.app).signIn('tutor@example.test', FIXTURE_PASSWORD);
    advisor = await new TestAgent(ctx.app).signIn('advisor@example.test', FIXTURE_PASSWORD);
  });
  afterAll(() => ctx?.close());
  beforeEach(() => {
    ctx.clock.set(TEST_NOW);
    ctx.mailer.sent.length = 0;
  });

  let counter = 0;
  async function target(extra: { locked?: boolean; frozen?: boolean } = {}) {
    counter += 1;
    const email = `target${counter}@example.test`;
    const user = await createFixtureUser(ctx.db, {
      email,
      roles: ['parent'],
      isParent: true,
      ...extra,
    });
    return { id: user.id, email };
  }

  async function accountOf(res: Response): Promise<UserAccount> {
    return (await readJson<{ user: UserAccount }>(res)).user;
  }

  it('shows a user to staff without any secret', async () => {
    const t = await target();
    const res = await advisor.get(`/api/v2/users/${t.id}`);
    expect(res.status).toBe(200);
    const body = await readJson<{ user: Record<string, unknown> }>(res);
    expect(body.user).toMatchObject({
      id: t.id,
      email: t.email,
      roles: ['parent'],
      hasPassword: true,
      isLocked: false,
      isFrozen: false,
      failedAttempts: 0,
    });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|passwordHash/);
  });

  it('moves the account’s lockVersion with each action that changes it', async () => {
    const t = await target();
    const before = await accountOf(await admin.get(`/api/v2/users/${t.id}`));
    const locked = await accountOf(await admin.put(`/api/v2/users/${t.id}/lock`));
    expect(locked.lockVersion).toBe(before.lockVersion + 1);
    const unlocked = await accountOf(await admin.put(`/api/v2/users/${t.id}/unlock`));
    expect(unlocked.lockVersion).toBe(before.lockVersion + 2);
    const frozen = await accountOf(await admin.put(`/api/v2/users/${t.id}/freeze`));
    expect(frozen.lockVersion).toBe(before.lockVersion + 3);
  });

  it('answers 401 signed out, 404 to a tutor (users are not theirs to see) and for an unknown id', async () => {
    const t = await target();
    expect((await new TestAgent(ctx.app).get(`/api/v2/users/${t.id}`)).status).toBe(401);
    expect((await tutor.get(`/api/v2/users/${t.id}`)).status).toBe(404);
    expect((await admin.get('/api/v2/users/999999')).status).toBe(404);
    for (const action of ['lock', 'unlock', 'freeze', 'unfreeze', 'change_password']) {
      const signedOut = await signedOutAgent(ctx.app);
      expect((await signedOut.put(`/api/v2/users/${t.id}/${action}`, {})).status, action).toBe(401);
      expect((await tutor.put(`/api/v2/users/${t.id}/${action}`, {})).status, action).toBe(404);
      expect((await admin.put(`/api/v2/users/999999/${action}`, {})).status, action).toBe(404);
    }
  });

  it("lets CRM staff lock and freeze only customers' accounts; passwords stay the admins'", async () => {
    const t = await target();
    expect((await advisor.put(`/api/v2/users/${t.id}/freeze`)).status).toBe(200);
    expect((await tutor.put(`/api/v2/users/${t.id}/freeze`)).status).toBe(404);
    const [staff] = await readJson<{ users: UserAccount[] }>(
      await admin.get('/api/v2/users?query=tutor%40example.test'),
    ).then((body) => body.users);
    expect((await advisor.put(`/api/v2/users/${staff!.id}/freeze`)).status).toBe(403);
    expect(
      (
        await advisor.put(`/api/v2/users/${t.id}/change_password`, {
          user: { password: 'a new pass 42', passwordConfirmation: 'a new pass 42' },
        })
      ).status,
    ).toBe(403);
  });

  it('locks an account: its sessions end and unlock instructions are mailed', async () => {
    const t = await target();
    const victim = await new TestAgent(ctx.app).signIn(t.email, FIXTURE_PASSWORD);
    const res = await admin.put(`/api/v2/users/${t.id}/lock`);
    expect(res.status).toBe(200);
    expect(await accountOf(res)).toMatchObject({
      isLocked: true,
      lockedAt: TEST_NOW.toISOString(),
    });
    expect((await readJson(await victim.get('/api/session.json'))).user).toBeNull();
    expect(lastMailTo(ctx.mailer.sent, t.email).subject).toBe('Unlock instructions');
  });

  it('unlocks an account and clears its failed attempts', async () => {
    const t = await target({ locked: true });
    await ctx.db.update(users).set({ failedAttempts: 7 }).where(eq(users.id, t.id));
    const res = await admin.put(`/api/v2/users/${t.id}/unlock`);
    expect(res.status).toBe(200);
    expect(await accountOf(res)).toMatchObject({
      isLocked: false,
      lockedAt: null,
      failedAttempts: 0,
    });
    await new TestAgent(ctx.app).signIn(t.email, FIXTURE_PASSWORD);
  });

  it('freezes an account: existing sessions stop at once and sign-in is refused', async () => {
    const t = await target();
    const victim = await new TestAgent(ctx.app).signIn(t.email, FIXTURE_PASSWORD);
    const res = await admin.put(`/api/v2/users/${t.id}/freeze`);
    expect(res.status).toBe(200);
    expect(await accountOf(res)).toMatchObject({ isFrozen: true });
    expect((await readJson(await victim.get('/api/session.json'))).user).toBeNull();
    expect(await ctx.db.select().from(authSessions).where(eq(authSessions.userId, t.id))).toEqual(
      [],
    );
    const again = await (
      await signedOutAgent(ctx.app)
    ).post('/api/login.json', {
      login: t.email,
      password: FIXTURE_PASSWORD,
    });
    expect(again.status).toBe(401);
    expect((await readJson(again)).error).toBe(
      'Your account has been frozen. Please contact customer service.',
    );
  });

  it('unfreezes an account so it can sign in again', async () => {
    const t = await target({ frozen: true });
    const res = await admin.put(`/api/v2/users/${t.id}/unfreeze`);
    expect(res.status).toBe(200);
    expect(await accountOf(res)).toMatchObject({ isFrozen: false, frozenAt: null });
    await new TestAgent(ctx.app).signIn(t.email, FIXTURE_PASSWORD);
  });

  it('refuses to lock or freeze the caller’s own account', async () => {
    for (const action of ['lock', 'freeze']) {
      const res = await admin.put(`/api/v2/users/${adminId}/${action}`);
      expect(res.status).toBe(422);
      expect((await readJson(res)).errors).toEqual({
        base: [`You cannot ${action} your own account.`],
      });
    }
  });

  it('changes a password, ending the user’s sessions', async () => {
    const t = await target();
    const victim = await new TestAgent(ctx.app).signIn(t.email, FIXTURE_PASSWORD);
    const res = await admin.put(`/api/v2/users/${t.id}/change_password`, {
      user: { password: 'set by staff', passwordConfirmation: 'set by staff' },
    });
    expect(res.status).toBe(200);
    expect(await accountOf(res)).toMatchObject({ id: t.id, hasPassword: true });
    expect((await readJson(await victim.get('/api/session.json'))).user).toBeNull();
    await new TestAgent(ctx.app).signIn(t.email, 'set by staff');
  });

  it('applies the password rules to a staff change (422)', async () => {
    const t = await target();
    const res = await admin.put(`/api/v2/users/${t.id}/change_password`, {
      user: { password: 'short', passwordConfirmation: 'other' },
    });
    expect(res.status).toBe(422);
    expect((await readJson(res)).errors).toEqual({
      password: ['is too short (minimum is 6 characters)'],
      passwordConfirmation: ["doesn't match Password"],
    });
  });

  it('keeps the admin signed in when they change their own password', async () => {
    const own = await createFixtureUser(ctx.db, {
      email: 'self@example.test',
      roles: ['admin'],
      employeeTitle: 'Admin',
    });
    const self = await new TestAgent(ctx.app).signIn('self@example.test', FIXTURE_PASSWORD);
    const res = await self.put(`/api/v2/users/${own.id}/change_password`, {
      user: { password: 'my new one', passwordConfirmation: 'my new one' },
    });
    expect(res.status).toBe(200);
    expect((await readJson(await self.get('/api/session.json'))).user).toMatchObject({
      email: 'self@example.test',
    });
  });
});
