import { ROLES, employeeTitleOptions } from '@tp/domain';
import { HttpResponse, http, type HttpHandler } from 'msw';
import { DEMO_PASSWORD, hasDemoPassword } from '@tp/server/demo-world';
import { apiEndpoint, callContext, jsonBody } from './api.ts';
import { invalid, MockProblem, unauthorized } from './problems.ts';
import { authUserOf } from './auth-user.ts';
import type { MockState } from './state.ts';

/** The product version the spec names (sign-in-exams-and-shared §9). */
export const MOCK_APP_VERSION = '3.0.2';
export const INVALID_LOGIN_MESSAGE = 'Invalid login or password.';
const INACTIVE_MESSAGE = 'Your account is not active. Please contact customer service.';

/**
 * Sign-in, session and runtime settings, as server/src/routes/auth answers them. Every user
 * of the demo world has the demo password, as the seeded server gives them.
 */
export function authHandlers(getState: () => MockState): HttpHandler[] {
  return [
    http.get(
      '*/api/config.json',
      apiEndpoint(getState, ({ request }) => {
        const url = new URL(request.url);
        const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
        return HttpResponse.json({
          version: MOCK_APP_VERSION,
          // pusher-js options pointing back at the page's host, as the embedded endpoint does;
          // the mocks run no WebSocket server, so the client simply stays disconnected.
          realtime: {
            key: 'mock',
            cluster: 'local',
            wsHost: url.hostname,
            wsPort: port,
            wssPort: port,
            forceTLS: url.protocol === 'https:',
            enabledTransports: ['ws', 'wss'],
            authEndpoint: '/api/auth/pusher/auth',
          },
        });
      }),
    ),
    http.get(
      '*/api/session.json',
      apiEndpoint(getState, ({ user }) => HttpResponse.json({ user })),
    ),
    http.post(
      '*/api/login.json',
      apiEndpoint(getState, async ({ request, state, xsrfToken }) => {
        const body = (await jsonBody(request)) ?? {};
        const { login, password, token } = body as Record<string, unknown>;
        if (typeof token === 'string' && token.trim() !== '' && !login) {
          throw new MockProblem(
            422,
            'Signing in with a link is not available yet. Please sign in with your password.',
          );
        }
        const errors: Record<string, string[]> = {};
        if (typeof login !== 'string' || login.trim() === '') errors.login = ["can't be blank"];
        if (typeof password !== 'string' || password === '') errors.password = ["can't be blank"];
        if (Object.keys(errors).length > 0) throw invalid(errors);
        const email = String(login).trim().toLowerCase();
        const account = state.world.users.find((u) => u.email.toLowerCase() === email);
        // As seeded on the server: every account has the demo password but the invited one.
        if (!account || !hasDemoPassword(account) || password !== DEMO_PASSWORD)
          throw unauthorized(INVALID_LOGIN_MESSAGE);
        if (!account.active) throw unauthorized(INACTIVE_MESSAGE);
        // The session is bound to the browser's current XSRF token, as on the server.
        state.setSignIn({ userId: account.id, csrfToken: xsrfToken });
        return HttpResponse.json({ user: authUserOf(state.world, account.id) });
      }),
    ),
    http.delete(
      '*/api/logout.json',
      apiEndpoint(getState, ({ state }) => {
        state.setSignIn(null);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    http.get(
      '*/api/v2/roles',
      apiEndpoint(getState, (call) => {
        callContext(call);
        return HttpResponse.json({ roles: [...ROLES] });
      }),
    ),
    http.get(
      '*/api/v2/titles',
      apiEndpoint(getState, (call) => {
        const ctx = callContext(call);
        return HttpResponse.json({
          titles: employeeTitleOptions(ctx.world.employees.map((e) => e.title)),
        });
      }),
    ),
  ];
}
