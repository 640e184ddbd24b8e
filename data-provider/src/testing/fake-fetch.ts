/** A scripted stand-in for fetch that records what the code under test sends (tests only). */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  /** The JSON body parsed back, or the raw body when it was not a string. */
  body: unknown;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | undefined;
}

export interface FakeAnswer {
  status?: number;
  json?: unknown;
  /** A non-JSON body (e.g. an HTML error page). */
  text?: string;
  headers?: Record<string, string>;
}

export type Responder = (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeFetch {
  fetch: typeof fetch;
  calls: RecordedCall[];
}

function toResponse(answer: FakeAnswer): Response {
  const status = answer.status ?? 200;
  const text = answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
  // Response refuses a body with 204.
  return new Response(status === 204 || text === '' ? null : text, {
    status,
    headers: answer.headers,
  });
}

export function fakeFetch(responder: Responder = () => ({ json: {} })): FakeFetch {
  const calls: RecordedCall[] = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const rawBody = init.body;
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : rawBody,
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    return toResponse(await responder(call));
  };
  return { fetch: fetchStub, calls };
}

/** Sets or clears the XSRF-TOKEN cookie of the jsdom document. */
export function setXsrfCookie(value: string | null): void {
  document.cookie =
    value === null
      ? 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
      : `XSRF-TOKEN=${encodeURIComponent(value)}; path=/`;
}
