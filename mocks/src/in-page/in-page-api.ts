import { Hono, type MiddlewareHandler } from 'hono';
import { JsonSuffixRouter, type App } from '@tp/server/browser';
import type { CookieJar } from './page-cookies.ts';

interface InPageBindings {
  /** The Set-Cookie values the app wrote while answering this request. */
  setCookies: string[];
}

type InPageEnv = { Bindings: InPageBindings };

/**
 * Browsers drop Set-Cookie from a Response a script builds (a forbidden response header), so
 * the cookies the app sets are recorded as it sets them, through hono/cookie's `c.header`.
 */
const recordSetCookie: MiddlewareHandler<InPageEnv> = async (c, next) => {
  const header = c.header;
  const recording = (name: string, value?: string, options?: { append?: boolean }) => {
    if (value !== undefined && name.toLowerCase() === 'set-cookie') c.env.setCookies.push(value);
    return header(name, value, options);
  };
  c.header = recording as typeof c.header;
  await next();
};

/**
 * The request with a Cookie header, which a page's own Request objects may not carry, and the
 * Content-Length a browser would send: without it the server's body limit counts the body as a
 * stream and rebuilds the Request, which would lose the Cookie header set here.
 */
async function withCookieHeader(request: Request, cookie: string): Promise<Request> {
  // Copied one by one: \`new Headers(request.headers)\` drops all but content-type from a
  // multipart request that MSW's interceptor hands over in Node.
  const headers = new Headers();
  for (const [name, value] of request.headers) headers.append(name, value);
  if (cookie) headers.set('Cookie', cookie);
  else headers.delete('Cookie');
  if (request.body && !headers.has('Content-Length')) {
    const length = (await request.clone().arrayBuffer()).byteLength;
    headers.set('Content-Length', String(length));
  }
  // A Headers object made on its own takes any header; the Request's own would drop Cookie.
  Object.defineProperty(request, 'headers', { value: headers });
  return request;
}

/** The answer without Set-Cookie: the jar has it, and nothing else should act on it twice. */
function withoutSetCookie(response: Response): Response {
  if (!response.headers.has('Set-Cookie')) return response;
  const headers = new Headers(response.headers);
  headers.delete('Set-Cookie');
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

export interface InPageApi {
  /** Answers one /api request as the server would, cookies kept in the jar. */
  fetch(request: Request): Promise<Response>;
}

/**
 * The real app answering requests in this JavaScript realm (a page, or a test's jsdom): the
 * Cookie header comes from the jar and the app's cookies go back to it, as a browser would do
 * with a server across the network.
 */
export function inPageApi(
  app: App,
  cookies: CookieJar,
  onAnswer?: (setCookies: readonly string[]) => Promise<void>,
): InPageApi {
  // The app's own router: mounted routes are matched by the outer app's router, and only this
  // one answers the spec's `.json` spellings (`/messages/96.json`).
  const outer = new Hono<InPageEnv>({ router: new JsonSuffixRouter() });
  outer.use('*', recordSetCookie);
  outer.route('/', app);
  return {
    async fetch(request) {
      const bindings: InPageBindings = { setCookies: [] };
      const response = await outer.fetch(
        await withCookieHeader(request, cookies.header()),
        bindings,
      );
      cookies.store(bindings.setCookies);
      await onAnswer?.(bindings.setCookies);
      return withoutSetCookie(response);
    },
  };
}
