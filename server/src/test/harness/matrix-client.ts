import type { AuthUser } from '@tp/domain';
import { SPOOF_HEADER } from '@tp/domain';
import type { App } from '../../app.ts';
import { AUTH_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../auth/cookies.ts';
import { TestAgent } from '../agent.ts';

/**
 * One row of the authorization matrix: who calls, and whom the server must judge the call as.
 * Calls are stateless (fixed cookies, Set-Cookie ignored), so a cell that signs out, signs in
 * again or locks an account cannot change what the next cell sends.
 */
export interface Viewer {
  /** How a failure names the row: `tutor`, `admin as Tutor-3 (spoofed)`. */
  label: string;
  /** The effective user the rules are asked about; null when signed out. */
  actor: AuthUser | null;
  /** Cookie, CSRF and spoof headers of every call. */
  headers: Record<string, string>;
  /** The real user's credentials (a spoofer's own), for the sign-in call. */
  login?: { email: string; password: string };
}

/** A call of one cell. `form` is sent as multipart or url-encoded; `body` as JSON. */
export interface MatrixRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  form?: () => FormData | URLSearchParams;
}

export interface MatrixResponse {
  status: number;
  /** The parsed JSON body, or null when the answer is not JSON. */
  json: unknown;
}

/** Sends one cell's request as the viewer. */
export async function send(
  app: App,
  viewer: Viewer,
  request: MatrixRequest,
): Promise<MatrixResponse> {
  const headers: Record<string, string> = {
    Accept: 'application/vnd.api+json, application/json',
    ...viewer.headers,
  };
  let body: RequestInit['body'];
  if (request.form) body = request.form();
  else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/vnd.api+json';
    body = JSON.stringify(request.body);
  }
  const res = await app.request(request.path, { method: request.method, headers, body });
  const type = res.headers.get('Content-Type') ?? '';
  const text = await res.text();
  let json: unknown = null;
  if (type.includes('json') && text) json = JSON.parse(text);
  return { status: res.status, json };
}

function cookieHeaders(agent: TestAgent): Record<string, string> {
  const xsrf = agent.cookie(XSRF_COOKIE);
  const auth = agent.cookie(AUTH_COOKIE);
  if (!xsrf) throw new Error('the agent holds no XSRF-TOKEN cookie');
  const cookies = [`${XSRF_COOKIE}=${xsrf}`, ...(auth ? [`${AUTH_COOKIE}=${auth}`] : [])];
  return { Cookie: cookies.join('; '), [XSRF_HEADER]: decodeURIComponent(xsrf) };
}

/** The effective user the server reports for these headers (`GET /api/session.json`). */
async function effectiveUser(app: App, headers: Record<string, string>): Promise<AuthUser | null> {
  const res = await app.request('/api/session.json', { headers });
  if (res.status !== 200) throw new Error(`GET /api/session.json answered ${res.status}`);
  return ((await res.json()) as { user: AuthUser | null }).user;
}

/** A signed-out caller who holds a CSRF token, as a browser on the sign-in page does. */
export async function anonymousViewer(app: App): Promise<Viewer> {
  const agent = new TestAgent(app);
  await agent.get('/api/session.json');
  return { label: 'anonymous', actor: null, headers: cookieHeaders(agent) };
}

/** A signed-in caller; with `spoof`, acting as that user through the X-Spoof-User header. */
export async function signedInViewer(
  app: App,
  label: string,
  login: { email: string; password: string },
  spoof?: string,
): Promise<Viewer> {
  const agent = await new TestAgent(app).signIn(login.email, login.password);
  const headers = cookieHeaders(agent);
  if (spoof) headers[SPOOF_HEADER] = spoof;
  const actor = await effectiveUser(app, headers);
  if (!actor) throw new Error(`${label} is not signed in`);
  return { label, actor, headers, login };
}
