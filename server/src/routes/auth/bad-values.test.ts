import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureUser } from '../../auth/testing/user-fixtures.ts';
import { call } from '../../test/fixtures.ts';
import { BACKENDS, createTestContext, type TestContext } from '../../test/harness.ts';
import { signedOutAgent } from './testing/account-helpers.ts';

const WITH_NUL = 'a\u0000b@example.test';

/**
 * Sign-in and account calls look an address up in the database: one with a NUL byte (which
 * PostgreSQL cannot even compare) is a refused address, never a 500 (the fuzzing harness found
 * each of these answering 500).
 */
describe.each(BACKENDS)('account calls with a NUL byte in the address (%s)', (backend) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await createFixtureUser(ctx.db, { email: 'ada@example.test', roles: ['admin'] });
  });
  afterAll(() => ctx?.close());

  it('refuses a sign-in with such a login (422 on login)', async () => {
    const agent = await signedOutAgent(ctx.app);
    const { status, body } = await call<{ errors: Record<string, string[]> }>(
      agent.post('/api/login.json', { login: WITH_NUL, password: 'whatever' }),
    );
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toEqual(['login']);
  });

  it('refuses to mail a sign-in link to such an address (422)', async () => {
    const agent = await signedOutAgent(ctx.app);
    const res = await agent.get(`/api/v2/sso.json?email=${encodeURIComponent(WITH_NUL)}`);
    expect(res.status).toBe(422);
  });

  it.each(['/api/secret.json', '/api/verification.json', '/api/unlock.json'])(
    'refuses to mail instructions to such an address (%s, 422 on email)',
    async (path) => {
      const agent = await signedOutAgent(ctx.app);
      const { status, body } = await call<{ errors: Record<string, string[]> }>(
        agent.post(path, { user: { email: WITH_NUL } }),
      );
      expect(status).toBe(422);
      expect(body.errors).toEqual({ email: ['is invalid'] });
    },
  );
});
