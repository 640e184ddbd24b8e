import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '@tp/server/demo-world';

export { DEMO_PASSWORD };

/** Reads a cookie the server set on this request context. */
async function cookieValue(request: APIRequestContext, name: string): Promise<string> {
  const state = await request.storageState();
  const cookie = state.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`cookie ${name} was not set`);
  return decodeURIComponent(cookie.value);
}

/**
 * Signs the request context in through the real API (CSRF bootstrap, then login) and returns a
 * small client that sends the CSRF header on writes, as the apps do.
 */
export async function apiSignIn(request: APIRequestContext, login: string) {
  await request.get('/api/session.json');
  const xsrf = await cookieValue(request, 'XSRF-TOKEN');
  const res = await request.post('/api/login.json', {
    data: { login, password: DEMO_PASSWORD },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  if (!res.ok()) throw new Error(`sign-in as ${login} failed: ${res.status()}`);
  // Sign-in issues a fresh token: the one sent with the login is void from now on.
  const headers = {
    'X-XSRF-TOKEN': await cookieValue(request, 'XSRF-TOKEN'),
    'Content-Type': 'application/vnd.api+json',
  };
  return {
    user: (await res.json()).user as {
      id: number;
      tutorId: number | null;
      timeZone: string | null;
    },
    get: async (path: string) => {
      const r = await request.get(path);
      if (!r.ok()) throw new Error(`GET ${path}: ${r.status()}`);
      return r.json();
    },
    post: async (path: string, body: unknown) => {
      const r = await request.post(path, { data: body, headers });
      if (!r.ok()) throw new Error(`POST ${path}: ${r.status()} ${await r.text()}`);
      return r.json();
    },
    put: async (path: string, body: unknown) => {
      const r = await request.put(path, { data: body, headers });
      if (!r.ok()) throw new Error(`PUT ${path}: ${r.status()} ${await r.text()}`);
      return r.json();
    },
  };
}
