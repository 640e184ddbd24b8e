import type { AuthUser } from '@tp/domain';
import { HttpError } from 'ra-core';
import { LOGIN_PATH, LOGOUT_PATH, AUTH_USER_PATH } from './api-paths.ts';
import type { HttpClient } from './http-client.ts';

/** What POST /api/login.json takes: a login (e-mail) and password, or a sign-in token. */
export type LoginCredentials = { login: string; password: string } | { token: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The `user` of a session or login answer: a AuthUser, or null when signed out. The
 * check is the minimum the apps rely on (an id and a role list); the rest is the contract.
 */
export function readAuthUser(json: unknown): AuthUser | null {
  if (!isRecord(json) || !('user' in json))
    throw new Error('The signed-in user answer has no "user".');
  const { user } = json;
  if (user === null) return null;
  if (!isRecord(user) || typeof user.id !== 'number' || !Array.isArray(user.roles)) {
    throw new Error('The signed-in user answer has no valid "user".');
  }
  return user as unknown as AuthUser;
}

/** POST /api/login.json; resolves the signed-in user, rejects with the HttpError (401 wrong login). */
export async function login(
  httpClient: HttpClient,
  credentials: LoginCredentials,
): Promise<AuthUser> {
  const { json } = await httpClient(LOGIN_PATH, { method: 'POST', body: credentials });
  const user = readAuthUser(json);
  if (!user) throw new Error('The login answer has no user.');
  return user;
}

/** DELETE /api/logout.json. A 401 means the sign-in had already ended, which is the goal. */
export async function logout(httpClient: HttpClient): Promise<void> {
  try {
    await httpClient(LOGOUT_PATH, { method: 'DELETE' });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return;
    throw error;
  }
}

/** GET /api/session.json: the signed-in (or spoofed) user, null when signed out. */
export async function fetchAuthUser(
  httpClient: HttpClient,
  signal?: AbortSignal,
): Promise<AuthUser | null> {
  const { json } = await httpClient(AUTH_USER_PATH, { signal });
  return readAuthUser(json);
}
