import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@tp/domain';
import { createMockServer } from '../node.ts';
import { generateDemoWorld } from '@tp/server/demo-world';
import { MockApiClient } from './mock-api-client.ts';
import { createMockState, memorySignInStore, type MockState } from './state.ts';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const WORLD = generateDemoWorld({ now: NOW });

let state: MockState;
const server = createMockServer(() => state);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  state = createMockState(WORLD, { now: () => NOW, signInStore: memorySignInStore() });
});

/** A client holding the XSRF cookie, as a browser has after its first call. */
async function browserClient(): Promise<MockApiClient> {
  const client = new MockApiClient();
  await client.json('GET', '/api/session.json');
  return client;
}

describe('account endpoints over the mocks', () => {
  it('answers a sign-in link request as the server does, whatever the address', async () => {
    const { status, body } = await new MockApiClient().json(
      'GET',
      '/api/v2/sso.json?email=nobody%40demo.test',
    );
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', message: ACCOUNT_MESSAGES.signInLinkSent });
  });

  it('refuses a bad address with a status and message', async () => {
    const { status, body } = await new MockApiClient().json('GET', '/api/v2/sso.json?email=x');
    expect(status).toBe(422);
    expect(body).toEqual({ status: 'error', message: ACCOUNT_MESSAGES.invalidEmail });
  });

  it('answers reset instructions for any valid address', async () => {
    const { status } = await (
      await browserClient()
    ).json('POST', '/api/secret.json', {
      user: { email: 'parent@demo.test' },
    });
    expect(status).toBe(200);
  });

  it('refuses a mismatched new password before the token', async () => {
    const { status, body } = await (
      await browserClient()
    ).json('PUT', '/api/secret.json', {
      user: { resetPasswordToken: 't', password: 'secret1', passwordConfirmation: 'secret2' },
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { passwordConfirmation: ["doesn't match Password"] } });
  });

  it('refuses every mailed token (the mocks send no mail)', async () => {
    const { status, body } = await new MockApiClient().json(
      'GET',
      '/api/unlock.json?unlock_token=anything',
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({ errors: { unlockToken: ['is invalid'] } });
  });

  it('serves the locale strings of an app', async () => {
    const { status, body } = await new MockApiClient().json(
      'GET',
      '/api/v2/locales/es.json?app=tutor',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ account: { login: { title: 'Iniciar sesión' } } });
  });
});
