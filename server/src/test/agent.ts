/** What answers the agent's calls: the app in-process (`app.request`), or a server over HTTP. */
export interface Requester {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

/** Calls a running server at `baseUrl` (`serverAt(url)`), as a browser would. */
export const serverAt = (baseUrl: string): Requester => ({
  request: (path, init) => fetch(`${baseUrl}${path}`, init),
});

/**
 * A browser-like client for `app.request()`: keeps cookies, echoes the XSRF-TOKEN cookie in
 * the X-XSRF-TOKEN header on every non-GET call, sends the JSON-API content type.
 */
export class TestAgent {
  private cookies = new Map<string, string>();
  spoof: string | null = null;

  constructor(private app: Requester) {}

  /** Sends the next calls elsewhere with the same cookies (another server process, say). */
  useServer(app: Requester): this {
    this.app = app;
    return this;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: 'application/vnd.api+json, application/json',
      ...options.headers,
    };
    if (this.cookies.size > 0) {
      headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && options.csrf !== false && xsrf)
      headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    if (this.spoof) headers['X-Spoof-User'] = this.spoof;
    let body: RequestInit['body'];
    if (options.body instanceof FormData || typeof options.body === 'string') {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/vnd.api+json';
      body = JSON.stringify(options.body);
    }
    const res = await this.app.request(path, { method, headers, body });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, body?: unknown) {
    return this.request('POST', path, { body });
  }
  put(path: string, body?: unknown) {
    return this.request('PUT', path, { body });
  }
  delete(path: string) {
    return this.request('DELETE', path);
  }

  /** Fetches a CSRF token, then signs in; throws unless the sign-in succeeds. */
  async signIn(login: string, password: string): Promise<this> {
    await this.get('/api/session.json');
    const res = await this.post('/api/login.json', { login, password });
    if (res.status !== 200)
      throw new Error(`sign-in as ${login} failed: ${res.status} ${await res.text()}`);
    return this;
  }
}
