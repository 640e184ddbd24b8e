/**
 * A browser-like client for tests against the mock API (over `createMockServer`): keeps the cookies the mock sets and echoes
 * XSRF-TOKEN in the X-XSRF-TOKEN header on every non-GET call, as the data provider does.
 */
export class MockApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly origin = 'http://mock.test') {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(
    method: string,
    path: string,
    options: { body?: unknown; csrf?: boolean } = {},
  ): Promise<Response> {
    const headers = new Headers({ Accept: 'application/vnd.api+json' });
    if (this.cookies.size > 0)
      headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && options.csrf !== false && xsrf) headers.set('X-XSRF-TOKEN', xsrf);
    if (options.body !== undefined) headers.set('Content-Type', 'application/vnd.api+json');
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return response;
  }

  get(path: string) {
    return this.request('GET', path);
  }

  async json<T>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const response = await this.request(method, path, { body });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async signIn(login: string, password = 'demo1234'): Promise<this> {
    await this.get('/api/session.json');
    const response = await this.request('POST', '/api/login.json', { body: { login, password } });
    if (response.status !== 200) throw new Error(`sign-in as ${login} failed: ${response.status}`);
    return this;
  }
}
