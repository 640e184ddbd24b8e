import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../http/context.ts';
import { requestOrigin } from './request-origin.ts';

/** HttpOnly cookie holding the auth_sessions id. */
export const AUTH_COOKIE = 'tp_auth';
/** Readable cookie the browser echoes in the X-XSRF-TOKEN header (the Angular/axios convention). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** A sign-in ends after this long without a request. */
export const AUTH_IDLE_MS = 14 * 24 * 60 * 60 * 1000;

export function readAuthCookie(c: Context): string | undefined {
  return getCookie(c, AUTH_COOKIE) || undefined;
}

export function writeAuthCookie(c: Context<AppEnv>, authToken: string): void {
  setCookie(c, AUTH_COOKIE, authToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: requestOrigin(c).isHttps,
    maxAge: AUTH_IDLE_MS / 1000,
  });
}

export function clearAuthCookie(c: Context<AppEnv>): void {
  deleteCookie(c, AUTH_COOKIE, { path: '/', secure: requestOrigin(c).isHttps });
}

export function readXsrfCookie(c: Context): string | undefined {
  return getCookie(c, XSRF_COOKIE) || undefined;
}

/** Not HttpOnly on purpose: the apps read it to send the header. */
export function writeXsrfCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, XSRF_COOKIE, token, {
    path: '/',
    sameSite: 'Lax',
    secure: requestOrigin(c).isHttps,
  });
}
