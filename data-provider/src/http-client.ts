import { DEFAULT_ERROR } from '@tp/domain';
import { HttpError } from 'ra-core';
import { LOGIN_PATH, LOGOUT_PATH, AUTH_USER_PATH } from './api-paths.ts';
import { XSRF_COOKIE, readCookie } from './cookies.ts';
import {
  NETWORK_FAILURE_STATUS,
  normalizeError,
  readServerErrors,
  toFormErrors,
  type FormErrors,
} from './errors.ts';
import { withQuery, type Query } from './query-string.ts';
import { noteReadAt } from './read-clock.ts';

export const JSON_API_TYPE = 'application/vnd.api+json';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const SPOOF_HEADER = 'X-Spoof-User';

export interface HttpRequest {
  method?: string;
  query?: Query;
  /** Sent as JSON, except FormData, URLSearchParams and Blob, which fetch encodes itself. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed answer; null for an empty or non-JSON body. */
  json: T;
  /** The body as the server sent it (a CSV download, for instance). */
  text: string;
}

/**
 * One call to the API. `T` is the caller's statement of the wire shape (domain's types),
 * not a check: code that must survive a wrong answer narrows `unknown` itself.
 */
export type HttpClient = <T = unknown>(
  path: string,
  request?: HttpRequest,
) => Promise<HttpResponse<T>>;

/**
 * The body of the HttpError the client throws. `errors` is react-admin's form shape, so a
 * pessimistic save puts each message on its field (react-admin reads `error.body.errors`);
 * `response` is the server's answer untouched (`{ error, errors, requestId }`).
 */
export interface HttpErrorBody {
  /** The catalogue title; the HttpError's message is the catalogue message. */
  title: string;
  errors?: FormErrors;
  response: unknown;
}

export interface HttpClientOptions {
  /** Prefix of every path, e.g. `http://localhost:3000`; '' (same origin) by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The user being spoofed, sent as X-Spoof-User; null when not spoofing. */
  getSpoof?: () => string | null;
  /** Called on a 401 from any call but sign-in's own, unless the browser is on a sign-in page. */
  onUnauthorized?: () => void;
}

const SAFE_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];

/** A 401 from these means wrong credentials or already signed out, not an expired sign-in. */
const SIGN_IN_CALLS: readonly string[] = [LOGIN_PATH, LOGOUT_PATH];

/** `/login/en`, `/login`, `/admin/login` (spec §4: "Unauthorized event leads to logout unless already on login"). */
export function isSignInPage(pathname: string): boolean {
  return /^\/(admin\/)?login(\/|$)/.test(pathname);
}

function currentPathname(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

function httpErrorFor(status: number, response: unknown): HttpError {
  // normalizeError answers null only for a success; an unfollowed 3xx gets the default text.
  const notice = normalizeError({ status, body: response }) ?? DEFAULT_ERROR;
  // A 5xx never shows its body's details (they may be internals), on a form or elsewhere.
  const serverErrors = status >= 500 ? null : readServerErrors(response);
  const body: HttpErrorBody = {
    title: notice.title,
    ...(serverErrors ? { errors: toFormErrors(serverErrors) } : {}),
    response,
  };
  return new HttpError(notice.message, status, body);
}

/**
 * The browser's one way to the API. Every call sends the sign-in cookie (credentials
 * 'include'), `Accept: application/vnd.api+json` and, with a JSON body, the same Content-Type;
 * every non-GET call echoes the `XSRF-TOKEN` cookie as `X-XSRF-TOKEN` (fetching
 * GET /api/session.json first when no such cookie exists yet, since the server sets it there);
 * `X-Spoof-User` is sent while spoofing. A non-2xx answer throws ra-core's
 * `HttpError(catalogue message, status, HttpErrorBody)`; no answer at all throws status -1.
 * An aborted call rejects with the abort error untouched, so query libraries see a cancel.
 * Each answer's X-Read-At feeds the page's read clock (read-clock.ts).
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let xsrfBootstrap: Promise<void> | null = null;

  async function ensureXsrfCookie(): Promise<void> {
    if (readCookie(XSRF_COOKIE) !== null) return;
    // Concurrent first writes share one bootstrap. Its failure is swallowed: the write then
    // goes out without the header and the server's own answer (403) says what went wrong.
    xsrfBootstrap ??= send(AUTH_USER_PATH, { method: 'GET' })
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        xsrfBootstrap = null;
      });
    await xsrfBootstrap;
  }

  async function send<T>(path: string, request: HttpRequest = {}): Promise<HttpResponse<T>> {
    const method = (request.method ?? 'GET').toUpperCase();
    const isWrite = !SAFE_METHODS.includes(method);
    if (isWrite) await ensureXsrfCookie();

    const headers = new Headers({ Accept: JSON_API_TYPE });
    let body: BodyInit | undefined;
    if (request.body !== undefined) {
      if (isRawBody(request.body)) {
        body = request.body;
      } else {
        headers.set('Content-Type', JSON_API_TYPE);
        body = JSON.stringify(request.body);
      }
    }
    const xsrfToken = isWrite ? readCookie(XSRF_COOKIE) : null;
    if (xsrfToken !== null) headers.set(XSRF_HEADER, xsrfToken);
    const spoof = options.getSpoof?.();
    if (spoof) headers.set(SPOOF_HEADER, spoof);
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);

    const url = withQuery(/^https?:\/\//.test(path) ? path : `${baseUrl}${path}`, request.query);
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body,
        credentials: 'include',
        signal: request.signal,
      });
    } catch (error) {
      if (isAbort(error, request.signal)) throw error;
      throw httpErrorFor(NETWORK_FAILURE_STATUS, null);
    }
    noteReadAt(response.headers);
    const text = await response.text();
    const json = parseJson(text);

    if (response.status >= 200 && response.status < 300) {
      return { status: response.status, headers: response.headers, json: json as T, text };
    }
    if (
      response.status === 401 &&
      !SIGN_IN_CALLS.includes(path) &&
      !isSignInPage(currentPathname())
    ) {
      options.onUnauthorized?.();
    }
    throw httpErrorFor(response.status, json);
  }

  return send;
}
