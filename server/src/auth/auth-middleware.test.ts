import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@tp/domain';
import { eq } from 'drizzle-orm';
import { authSessions, users } from '../db/schema/index.ts';
import { BACKENDS, TEST_NOW, createTestContext, type TestContext } from '../test/harness.ts';
import { TestAgent } from '../test/agent.ts';
import { authSessionIdOf } from './auth-session.store.ts';
import { FIXTURE_PASSWORD, createFixtureUser, readJson } from './testing/user-fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)('session middleware (%s)', (backend) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await createFixtureUser(ctx.db, {
      email: 'ada@example.test',
      roles: ['admin'],
      employeeTitle: 'Admin',
    });
    await createFixtureUser(ctx.db, {
      email: 'sam@example.test',
      roles: ['student'],
      isStudent: true,
    });
  });
  afterAll(() => ctx?.close());

  async function signedIn(email: string) {
    ctx.clock.set(TEST_NOW);
    return new TestAgent(ctx.app).signIn(email, FIXTURE_PASSWORD);
  }

  /** The sign-in's row: keyed by the hash of the cookie's token, never the token itself. */
  const rowIdOf = (agent: TestAgent) => authSessionIdOf(ctx.deps.crypto, agent.cookie('tp_auth')!);

  async function currentUser(agent: TestAgent) {
    return (await readJson<{ user: AuthUser | null }>(await agent.get('/api/session.json'))).user;
  }

  it('keeps a session alive while it is used, sliding the 14-day idle expiry', async () => {
    const agent = await signedIn('ada@example.test');
    ctx.clock.advance(13 * DAY);
    expect(await currentUser(agent)).not.toBeNull();
    ctx.clock.advance(13 * DAY);
    expect(await currentUser(agent)).not.toBeNull();
    const [row] = await ctx.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, rowIdOf(agent)));
    expect(row?.expiresAt.getTime()).toBe(ctx.clock.now().getTime() + 14 * DAY);
  });

  it('stores only a hash of the sign-in token, which does not sign in', async () => {
    const agent = await signedIn('ada@example.test');
    const token = agent.cookie('tp_auth')!;
    const rows = await ctx.db.select({ id: authSessions.id }).from(authSessions);
    expect(rows.map((r) => r.id)).not.toContain(token);
    expect(rows.map((r) => r.id)).toContain(rowIdOf(agent));
    // Someone holding a copy of the table cannot use a row id as the cookie.
    const thief = await new TestAgent(ctx.app).request('GET', '/api/session.json', {
      headers: { Cookie: `tp_auth=${rowIdOf(agent)}` },
    });
    expect((await readJson<{ user: AuthUser | null }>(thief)).user).toBeNull();
    expect(await currentUser(agent)).not.toBeNull();
  });

  it('ends a session after 14 idle days', async () => {
    const agent = await signedIn('ada@example.test');
    ctx.clock.advance(14 * DAY + 1000);
    expect(await currentUser(agent)).toBeNull();
  });

  it('writes the sliding expiry at most once a minute', async () => {
    const agent = await signedIn('ada@example.test');
    ctx.clock.advance(10 * 1000);
    await agent.get('/api/session.json');
    const [row] = await ctx.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, rowIdOf(agent)));
    expect(row?.lastSeenAt.getTime()).toBe(TEST_NOW.getTime());
  });

  it.each([
    ['frozen', { frozenAt: TEST_NOW }, { frozenAt: null }],
    ['locked', { lockedAt: TEST_NOW }, { lockedAt: null }],
    ['deactivated', { active: false }, { active: true }],
  ] as const)('signs out a user whose account was %s after sign-in', async (_, change, undo) => {
    const agent = await signedIn('ada@example.test');
    expect(await currentUser(agent)).not.toBeNull();
    await ctx.db.update(users).set(change).where(eq(users.email, 'ada@example.test'));
    try {
      expect(await currentUser(agent)).toBeNull();
    } finally {
      await ctx.db.update(users).set(undo).where(eq(users.email, 'ada@example.test'));
    }
  });

  it('reports the student record of a student', async () => {
    const agent = await signedIn('sam@example.test');
    const user = await currentUser(agent);
    expect(user).toMatchObject({ roles: ['student'], homeUrl: '/student/planner', tutorId: null });
    expect(user?.studentId).toEqual(expect.any(Number));
  });
});
