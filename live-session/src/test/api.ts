import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AuthUser } from '@tp/domain';
import { ACCOUNTS, PASSWORD } from './fixtures.ts';

/** The API of the tests: MSW's node server, handlers added per test. */
export const server = setupServer();

/** Starts the server for a test file; a request with no handler fails the test. */
export function startApiServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    // Unmount first: it aborts the screens' calls, which would otherwise meet no handler.
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
}

/**
 * Sign-in calls over a session held here, as the server answers them: session.json never
 * 401s, login answers the user or 401 with the catalogue sentence, logout 204.
 */
export function signInHandlers(signedIn: AuthUser | null = null, accounts: AuthUser[] = ACCOUNTS) {
  let current = signedIn;
  return [
    http.get('/api/session.json', () => HttpResponse.json({ user: current })),
    http.post('/api/login.json', async ({ request }) => {
      const body = (await request.json()) as { login?: string; password?: string };
      const account = accounts.find((a) => a.email === body.login);
      if (!account || body.password !== PASSWORD) {
        return HttpResponse.json({ error: 'Invalid login or password.' }, { status: 401 });
      }
      current = account;
      return HttpResponse.json({ user: account });
    }),
    http.delete('/api/logout.json', () => {
      current = null;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
