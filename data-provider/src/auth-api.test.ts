import { HttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client.ts';
import { fetchAuthUser, login, logout, readAuthUser } from './auth-api.ts';
import { fakeFetch, setXsrfCookie, type Responder } from './testing/fake-fetch.ts';
import { authUser } from './testing/auth-user.ts';

function clientWith(responder: Responder) {
  const fake = fakeFetch(responder);
  return { httpClient: createHttpClient({ fetch: fake.fetch }), calls: fake.calls };
}

beforeEach(() => setXsrfCookie('t'));
afterEach(() => setXsrfCookie(null));

describe('login', () => {
  it('POSTs login and password to /api/login.json and resolves the user', async () => {
    const user = authUser();
    const { httpClient, calls } = clientWith(() => ({ json: { user } }));
    await expect(
      login(httpClient, { login: 'tutor@demo.test', password: 'demo1234' }),
    ).resolves.toEqual(user);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/login.json',
      body: { login: 'tutor@demo.test', password: 'demo1234' },
    });
    expect(calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('t');
  });

  it('POSTs a sign-in token', async () => {
    const { httpClient, calls } = clientWith(() => ({ json: { user: authUser() } }));
    await login(httpClient, { token: 'tok' });
    expect(calls[0]?.body).toEqual({ token: 'tok' });
  });

  it('rejects with the server sentence on a wrong password', async () => {
    const { httpClient } = clientWith(() => ({
      status: 401,
      json: { error: 'Invalid login or password.' },
    }));
    await expect(login(httpClient, { login: 'x', password: 'y' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid login or password.',
    });
  });
});

describe('logout', () => {
  it('DELETEs /api/logout.json', async () => {
    const { httpClient, calls } = clientWith(() => ({ status: 204 }));
    await logout(httpClient);
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/logout.json' });
  });

  it('ignores a 401 (already signed out)', async () => {
    const { httpClient } = clientWith(() => ({ status: 401, json: {} }));
    await expect(logout(httpClient)).resolves.toBeUndefined();
  });

  it('rejects on other failures', async () => {
    const { httpClient } = clientWith(() => ({ status: 500, json: {} }));
    await expect(logout(httpClient)).rejects.toBeInstanceOf(HttpError);
  });
});

describe('fetchAuthUser', () => {
  it('GETs /api/session.json and resolves the user', async () => {
    const user = authUser();
    const { httpClient, calls } = clientWith(() => ({ json: { user } }));
    await expect(fetchAuthUser(httpClient)).resolves.toEqual(user);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/session.json' });
  });

  it('resolves null when signed out', async () => {
    const { httpClient } = clientWith(() => ({ json: { user: null } }));
    await expect(fetchAuthUser(httpClient)).resolves.toBeNull();
  });
});

describe('readAuthUser', () => {
  it('rejects an answer without a user member', () => {
    expect(() => readAuthUser({})).toThrow('has no "user"');
  });

  it('rejects a user without id or roles', () => {
    expect(() => readAuthUser({ user: { id: '1', roles: [] } })).toThrow('no valid "user"');
    expect(() => readAuthUser({ user: { id: 1 } })).toThrow('no valid "user"');
  });
});
