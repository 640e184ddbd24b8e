import type { AuthUser } from '@tp/domain';
import {
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { MockProblem, unauthorized } from './problems.ts';
import { authUserOf } from './auth-user.ts';
import { randomToken, type MockState } from './state.ts';
import type { CallContext } from './types.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const INVALID_CSRF_MESSAGE = 'Invalid CSRF token.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ApiCall {
  request: Request;
  params: PathParams;
  state: MockState;
  /** The XSRF token this call's response leaves in the cookie. */
  xsrfToken: string;
  /** The signed-in user, or null. */
  user: AuthUser | null;
}

/** The signed-in caller's context; 401 with the server's message when nobody is. */
export function callContext(call: ApiCall): CallContext {
  if (!call.user) throw unauthorized();
  return { state: call.state, world: call.state.world, user: call.user, now: call.state.now() };
}

/**
 * Wraps a mock endpoint with what the server's middleware does for every /api call:
 * - keeps the readable XSRF-TOKEN cookie set (the session's token when signed in);
 * - refuses a non-GET call whose X-XSRF-TOKEN header does not equal the cookie (and the
 *   session's token when signed in) with 403 `{ error: "Invalid CSRF token." }`;
 * - turns thrown MockProblems into the API's error bodies, anything else into the 500 body.
 */
export function apiEndpoint(
  getState: () => MockState,
  handle: (call: ApiCall) => Response | Promise<Response>,
): HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType> {
  return async ({ request, params, cookies }) => {
    const state = getState();
    const cookie = cookies[XSRF_COOKIE];
    const signIn = state.signIn;
    const user = signIn ? authUserOf(state.world, signIn.userId) : null;
    const wanted = signIn?.csrfToken ?? cookie ?? randomToken();
    let response: Response;
    if (!SAFE_METHODS.has(request.method)) {
      const header = request.headers.get(XSRF_HEADER) ?? undefined;
      const valid =
        header !== undefined &&
        header === cookie &&
        (signIn === null || header === signIn.csrfToken);
      if (!valid)
        return withXsrfCookie(
          HttpResponse.json({ error: INVALID_CSRF_MESSAGE }, { status: 403 }),
          wanted,
          cookie,
        );
    }
    try {
      response = await handle({ request, params, state, xsrfToken: wanted, user });
    } catch (error) {
      response = problemResponse(error);
    }
    // Sign-in and sign-out change the token the cookie should hold.
    const after = getState().signIn?.csrfToken ?? wanted;
    return withXsrfCookie(response, after, cookie);
  };
}

function withXsrfCookie(response: Response, token: string, current: string | undefined): Response {
  if (token === current) return response;
  const cookie = `${XSRF_COOKIE}=${token}; Path=/; SameSite=Lax`;
  response.headers.append('Set-Cookie', cookie);
  // A Set-Cookie added to a mocked response after it is built never reaches the page in the
  // browser (the service worker cannot set cookies), so write it where the app reads it.
  const page = (globalThis as { document?: { cookie: string } }).document;
  if (page) page.cookie = cookie;
  return response;
}

export function problemResponse(error: unknown): Response {
  if (error instanceof MockProblem) {
    const body = error.errors
      ? { error: error.message, errors: error.errors }
      : { error: error.message };
    return HttpResponse.json(body, { status: error.status });
  }
  console.error('[mocks] unexpected error', error);
  return HttpResponse.json({ error: 'Internal server error', requestId: 'mock' }, { status: 500 });
}

/** The JSON body, or undefined when it is not JSON (the payload check then names the key). */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}
