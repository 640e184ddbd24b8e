import { HttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECK_AUTH_FRESH_MS, createAuthProvider } from './auth-provider.ts';
import { createHttpClient } from './http-client.ts';
import { fakeFetch, setXsrfCookie, type RecordedCall } from './testing/fake-fetch.ts';
import { authUser } from './testing/auth-user.ts';
import type { AuthUser } from '@tp/domain';

/** A fake API whose signed-in user the test sets; it answers login, logout and session. */
function fakeApi(initialUser: AuthUser | null, now?: () => number, onSignInChange?: () => void) {
  let user = initialUser;
  const fake = fakeFetch((call: RecordedCall) => {
    if (call.url === '/api/session.json') return { json: { user } };
    if (call.url === '/api/logout.json') return { status: 204 };
    if (call.url === '/api/login.json') {
      const signedIn = authUser();
      user = signedIn;
      return { json: { user: signedIn } };
    }
    return { status: 404, json: { error: 'Not found.' } };
  });
  const authProvider = createAuthProvider({
    httpClient: createHttpClient({ fetch: fake.fetch }),
    loginPath: '/login',
    now,
    onSignInChange,
  });
  return {
    authProvider,
    calls: fake.calls,
    setUser(next: AuthUser | null) {
      user = next;
    },
  };
}

const authUserCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.url === '/api/session.json').length;

beforeEach(() => {
  setXsrfCookie('t');
  window.history.pushState({}, '', '/admin/courses');
});
afterEach(() => setXsrfCookie(null));

describe('login', () => {
  it.each([
    [{ username: 'tutor@demo.test', password: 'demo1234' }],
    [{ login: 'tutor@demo.test', password: 'demo1234' }],
    [{ email: 'tutor@demo.test', password: 'demo1234' }],
  ])('POSTs the login and password of %j', async (params) => {
    const { authProvider, calls } = fakeApi(null);
    await authProvider.login(params);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/login.json',
      body: { login: 'tutor@demo.test', password: 'demo1234' },
    });
  });

  it('POSTs a token when given one', async () => {
    const { authProvider, calls } = fakeApi(null);
    await authProvider.login({ token: 'abc' });
    expect(calls[0]?.body).toEqual({ token: 'abc' });
  });

  it('caches the signed-in user without another call', async () => {
    const { authProvider, calls } = fakeApi(null);
    await authProvider.login({ username: 'tutor@demo.test', password: 'demo1234' });
    await expect(authProvider.getAuthUser()).resolves.toEqual(authUser());
    expect(authUserCalls(calls)).toBe(0);
  });
});

describe('logout', () => {
  it('DELETEs /api/logout.json, forgets the user and redirects to the login path', async () => {
    const { authProvider, calls, setUser } = fakeApi(authUser());
    await authProvider.getAuthUser();
    setUser(null);
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/logout.json')).toBe(true);
    await expect(authProvider.getAuthUser()).resolves.toBeNull();
  });
});

describe('checkAuth', () => {
  it('resolves when the session has a user', async () => {
    const { authProvider, calls } = fakeApi(authUser());
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/session.json' });
  });

  it('rejects to the login path when the user is null', async () => {
    const { authProvider } = fakeApi(null);
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('shares one request among checks made while it is on its way, or just after', async () => {
    const clock = { now: 0 };
    const { authProvider, calls } = fakeApi(authUser(), () => clock.now);
    await Promise.all([
      authProvider.checkAuth({}),
      authProvider.checkAuth({}),
      authProvider.checkAuth({}),
    ]);
    expect(authUserCalls(calls)).toBe(1);
    // The page's own check as it mounts, a moment after the layout's.
    clock.now = CHECK_AUTH_FRESH_MS - 1;
    await authProvider.checkAuth({});
    expect(authUserCalls(calls)).toBe(1);
    // Later (another screen): the server is asked again.
    clock.now = CHECK_AUTH_FRESH_MS;
    await authProvider.checkAuth({});
    expect(authUserCalls(calls)).toBe(2);
  });

  it('asks again after a sign-out, however fresh the last answer', async () => {
    const clock = { now: 0 };
    const { authProvider, setUser } = fakeApi(authUser(), () => clock.now);
    await authProvider.checkAuth({});
    setUser(null);
    await authProvider.logout({});
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('refreshes the cached user once the last answer is not fresh', async () => {
    const clock = { now: 0 };
    const { authProvider, setUser } = fakeApi(authUser({ roles: ['tutor'] }), () => clock.now);
    await authProvider.getAuthUser();
    setUser(authUser({ roles: ['tutor', 'faculty_leader'] }));
    clock.now = CHECK_AUTH_FRESH_MS;
    await authProvider.checkAuth({});
    expect((await authProvider.getAuthUser())?.roles).toEqual(['tutor', 'faculty_leader']);
  });
});

describe('checkError', () => {
  it('rejects a 401, which signs out, and forgets the user', async () => {
    const { authProvider, calls } = fakeApi(authUser());
    await authProvider.getAuthUser();
    await expect(
      authProvider.checkError(new HttpError('Signed out', 401, {})),
    ).rejects.toMatchObject({
      redirectTo: '/login',
    });
    await expect(authProvider.getAuthUser()).resolves.toBeNull();
    expect(authUserCalls(calls)).toBe(1);
  });

  it('resolves a 401 while on the sign-in page', async () => {
    window.history.pushState({}, '', '/admin/login');
    const { authProvider } = fakeApi(null);
    await expect(authProvider.checkError(new HttpError('x', 401, {}))).resolves.toBeUndefined();
  });

  it.each([403, 404, 422, 500, -1])('resolves status %i', async (status) => {
    const { authProvider } = fakeApi(authUser());
    await expect(authProvider.checkError(new HttpError('x', status, {}))).resolves.toBeUndefined();
  });

  it('resolves an error without a status', async () => {
    const { authProvider } = fakeApi(authUser());
    await expect(authProvider.checkError(new Error('boom'))).resolves.toBeUndefined();
  });
});

describe('onSignInChange', () => {
  it('is told of a sign-in, a sign-out and a 401 that signs out, not of a check', async () => {
    let told = 0;
    const { authProvider } = fakeApi(authUser(), undefined, () => (told += 1));
    await authProvider.checkAuth({});
    await authProvider.getAuthUser();
    expect(told).toBe(0);
    await authProvider.login({ login: 'tutor@demo.test', password: 'demo1234' });
    expect(told).toBe(1);
    await authProvider.logout({});
    expect(told).toBe(2);
    await expect(authProvider.checkError(new HttpError('Unauthorized', 401))).rejects.toEqual({
      redirectTo: '/login',
    });
    expect(told).toBe(3);
  });
});

describe('getIdentity', () => {
  it('answers the id and full name', async () => {
    const { authProvider } = fakeApi(authUser({ id: 12, firstName: 'Grace', lastName: 'Hopper' }));
    await expect(authProvider.getIdentity?.()).resolves.toEqual({
      id: 12,
      fullName: 'Grace Hopper',
    });
  });

  it('rejects when signed out', async () => {
    const { authProvider } = fakeApi(null);
    await expect(authProvider.getIdentity?.()).rejects.toThrow();
  });
});

describe('getPermissions', () => {
  it('answers the upper-cased roles', async () => {
    const { authProvider } = fakeApi(authUser({ roles: ['tutor', 'faculty_leader'] }));
    await expect(authProvider.getPermissions?.({})).resolves.toEqual(['TUTOR', 'FACULTY_LEADER']);
  });

  it('answers no permissions when signed out', async () => {
    const { authProvider } = fakeApi(null);
    await expect(authProvider.getPermissions?.({})).resolves.toEqual([]);
  });
});

describe('canAccess', () => {
  it('follows the domain rule for a governed resource', async () => {
    const { authProvider } = fakeApi(authUser({ roles: ['advisor'] }));
    await expect(authProvider.canAccess?.({ action: 'list', resource: 'courses' })).resolves.toBe(
      true,
    );
    await expect(authProvider.canAccess?.({ action: 'delete', resource: 'brands' })).resolves.toBe(
      false,
    );
  });

  it('treats a field as its resource', async () => {
    const { authProvider } = fakeApi(authUser({ roles: ['student'] }));
    await expect(
      authProvider.canAccess?.({ action: 'show', resource: 'users.email' }),
    ).resolves.toBe(false);
  });

  it('asks domain about a named action, with the record when given', async () => {
    const { authProvider: admin } = fakeApi(authUser({ roles: ['admin'] }));
    const { authProvider: advisor } = fakeApi(authUser({ roles: ['advisor'] }));
    await expect(admin.canAccess?.({ action: 'lock', resource: 'users' })).resolves.toBe(true);
    await expect(
      advisor.canAccess?.({ action: 'changePassword', resource: 'users' }),
    ).resolves.toBe(false);
    const { authProvider: tutor } = fakeApi(
      authUser({ roles: ['tutor'], tutorId: 7, employeeId: 7 }),
    );
    const availability = (tutorId: number) => ({ id: 1, tutorId });
    await expect(
      tutor.canAccess?.({ action: 'edit', resource: 'availabilities', record: availability(7) }),
    ).resolves.toBe(true);
    await expect(
      tutor.canAccess?.({ action: 'edit', resource: 'availabilities', record: availability(8) }),
    ).resolves.toBe(false);
  });

  it('leaves unknown resources and actions to the server', async () => {
    const { authProvider } = fakeApi(authUser({ roles: ['student'] }));
    await expect(authProvider.canAccess?.({ action: 'list', resource: 'reports' })).resolves.toBe(
      true,
    );
    await expect(
      authProvider.canAccess?.({ action: 'archive', resource: 'courses' }),
    ).resolves.toBe(true);
  });
});

describe('getAuthUser', () => {
  it('fetches once and then answers from the cache', async () => {
    const { authProvider, calls } = fakeApi(authUser());
    await Promise.all([authProvider.getAuthUser(), authProvider.getAuthUser()]);
    await authProvider.getAuthUser();
    expect(authUserCalls(calls)).toBe(1);
  });

  it('fetches again on refreshAuthUser', async () => {
    const { authProvider, setUser } = fakeApi(authUser({ timeZone: 'America/Chicago' }));
    await authProvider.getAuthUser();
    setUser(authUser({ timeZone: 'America/Denver' }));
    await expect(authProvider.refreshAuthUser()).resolves.toMatchObject({
      timeZone: 'America/Denver',
    });
    await expect(authProvider.getAuthUser()).resolves.toMatchObject({
      timeZone: 'America/Denver',
    });
  });
});
