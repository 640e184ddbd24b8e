import { HttpError } from 'ra-core';
import { ERRORS_TITLE, SERVER_ERROR_MESSAGE, SERVER_ERROR_TITLE } from '@tp/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, isSignInPage, type HttpErrorBody } from './http-client.ts';
import { fakeFetch, setXsrfCookie } from './testing/fake-fetch.ts';

async function caught(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  setXsrfCookie('token-1');
  window.history.pushState({}, '', '/admin/courses');
});
afterEach(() => setXsrfCookie(null));

describe('createHttpClient: what it sends', () => {
  it('sends credentials and the JSON-API Accept header', async () => {
    const fake = fakeFetch();
    await createHttpClient({ fetch: fake.fetch })('/api/v2/courses');
    expect(fake.calls[0]?.credentials).toBe('include');
    expect(fake.calls[0]?.headers.get('Accept')).toBe('application/vnd.api+json');
  });

  it('prefixes the base URL and appends the query', async () => {
    const fake = fakeFetch();
    await createHttpClient({ fetch: fake.fetch, baseUrl: 'http://api.test' })('/api/v2/courses', {
      query: { page: 1, status: ['active', 'draft'], upcoming: true, brandId: undefined },
    });
    expect(fake.calls[0]?.url).toBe(
      'http://api.test/api/v2/courses?page=1&status[]=active&status[]=draft&upcoming=true',
    );
  });

  it('sends a JSON body with the JSON-API Content-Type', async () => {
    const fake = fakeFetch();
    await createHttpClient({ fetch: fake.fetch })('/api/v2/courses', {
      method: 'POST',
      body: { course: { title: 'SAT' } },
    });
    expect(fake.calls[0]?.method).toBe('POST');
    expect(fake.calls[0]?.headers.get('Content-Type')).toBe('application/vnd.api+json');
    expect(fake.calls[0]?.body).toEqual({ course: { title: 'SAT' } });
  });

  it('leaves a FormData body and its Content-Type to fetch', async () => {
    const fake = fakeFetch();
    const form = new FormData();
    form.append('attachableType', 'Session');
    await createHttpClient({ fetch: fake.fetch })('/api/v2/uploads.json', {
      method: 'POST',
      body: form,
    });
    expect(fake.calls[0]?.body).toBe(form);
    expect(fake.calls[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('sends no Content-Type without a body', async () => {
    const fake = fakeFetch();
    await createHttpClient({ fetch: fake.fetch })('/api/v2/courses/1', { method: 'DELETE' });
    expect(fake.calls[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('echoes the XSRF-TOKEN cookie on a non-GET call', async () => {
    setXsrfCookie('abc+/=');
    const fake = fakeFetch();
    await createHttpClient({ fetch: fake.fetch })('/api/v2/courses/1', { method: 'put', body: {} });
    expect(fake.calls[0]?.method).toBe('PUT');
    expect(fake.calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('abc+/=');
  });

  it('does not send the CSRF header on a GET', async () => {
    const fake = fakeFetch();
    await createHttpClient({ fetch: fake.fetch })('/api/v2/courses');
    expect(fake.calls[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends X-Spoof-User while spoofing and nothing otherwise', async () => {
    const fake = fakeFetch();
    let spoof: string | null = 'Tutor-12';
    const client = createHttpClient({ fetch: fake.fetch, getSpoof: () => spoof });
    await client('/api/v2/sessions');
    spoof = null;
    await client('/api/v2/sessions');
    expect(fake.calls[0]?.headers.get('X-Spoof-User')).toBe('Tutor-12');
    expect(fake.calls[1]?.headers.has('X-Spoof-User')).toBe(false);
  });

  it('lets the caller add or override headers', async () => {
    const fake = fakeFetch();
    await createHttpClient({ fetch: fake.fetch })('/api/v2/sso.json', {
      headers: { Accept: 'application/json', 'X-Extra': '1' },
    });
    expect(fake.calls[0]?.headers.get('Accept')).toBe('application/json');
    expect(fake.calls[0]?.headers.get('X-Extra')).toBe('1');
  });

  it('passes the abort signal to fetch', async () => {
    const fake = fakeFetch();
    const controller = new AbortController();
    await createHttpClient({ fetch: fake.fetch })('/api/v2/courses', { signal: controller.signal });
    expect(fake.calls[0]?.signal).toBe(controller.signal);
  });
});

describe('createHttpClient: XSRF cookie bootstrap', () => {
  it('fetches /api/session.json before the first write when no XSRF cookie exists', async () => {
    setXsrfCookie(null);
    const fake = fakeFetch((call) => {
      if (call.url === '/api/session.json') setXsrfCookie('fresh');
      return { json: { user: null } };
    });
    await createHttpClient({ fetch: fake.fetch })('/api/login.json', {
      method: 'POST',
      body: { login: 'a', password: 'b' },
    });
    expect(fake.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/session.json',
      'POST /api/login.json',
    ]);
    expect(fake.calls[1]?.headers.get('X-XSRF-TOKEN')).toBe('fresh');
  });

  it('shares one bootstrap between concurrent first writes', async () => {
    setXsrfCookie(null);
    const fake = fakeFetch((call) => {
      if (call.url === '/api/session.json') setXsrfCookie('fresh');
      return { json: {} };
    });
    const client = createHttpClient({ fetch: fake.fetch });
    await Promise.all([client('/a', { method: 'POST' }), client('/b', { method: 'DELETE' })]);
    expect(fake.calls.filter((c) => c.url === '/api/session.json')).toHaveLength(1);
    expect(fake.calls.filter((c) => c.headers.get('X-XSRF-TOKEN') === 'fresh')).toHaveLength(2);
  });

  it('does not bootstrap when the cookie exists', async () => {
    const fake = fakeFetch();
    await createHttpClient({ fetch: fake.fetch })('/api/v2/courses', { method: 'POST', body: {} });
    expect(fake.calls.map((c) => c.url)).toEqual(['/api/v2/courses']);
  });

  it('still sends the write when the bootstrap fails, leaving the verdict to the server', async () => {
    setXsrfCookie(null);
    const fake = fakeFetch((call) =>
      call.url === '/api/session.json'
        ? { status: 500, json: {} }
        : { status: 403, json: { error: 'Invalid CSRF token.' } },
    );
    const error = await caught(
      createHttpClient({ fetch: fake.fetch })('/api/v2/courses', { method: 'POST', body: {} }),
    );
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[1]?.headers.has('X-XSRF-TOKEN')).toBe(false);
    expect(error.status).toBe(403);
  });
});

describe('createHttpClient: answers', () => {
  it('resolves status, headers and parsed JSON on success', async () => {
    const fake = fakeFetch(() => ({
      json: { course: { id: 1 } },
      headers: { 'X-Request-Id': 'r1' },
    }));
    const response = await createHttpClient({ fetch: fake.fetch })('/api/v2/courses/1');
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Request-Id')).toBe('r1');
    expect(response.json).toEqual({ course: { id: 1 } });
  });

  it('resolves null JSON for a 204', async () => {
    const fake = fakeFetch(() => ({ status: 204 }));
    const response = await createHttpClient({ fetch: fake.fetch })('/api/logout.json', {
      method: 'DELETE',
    });
    expect(response).toMatchObject({ status: 204, json: null });
  });

  it('throws an HttpError whose message is the errors sentence and whose body.errors fit the form', async () => {
    const server = {
      error: 'Validation failed',
      errors: { startsAt: ["can't be blank"], base: ['Slot taken'] },
    };
    const fake = fakeFetch(() => ({ status: 422, json: server }));
    const error = await caught(
      createHttpClient({ fetch: fake.fetch })('/api/v2/sessions', { method: 'POST', body: {} }),
    );
    expect(error.status).toBe(422);
    expect(error.message).toBe("Starts at can't be blank. Slot taken.");
    const body = error.body as HttpErrorBody;
    expect(body.title).toBe(ERRORS_TITLE);
    expect(body.errors).toEqual({
      startsAt: "can't be blank",
      root: { serverError: "Starts at can't be blank. Slot taken." },
    });
    expect(body.response).toEqual(server);
  });

  it('throws the error string as the message when there are no field errors', async () => {
    const fake = fakeFetch(() => ({ status: 403, json: { error: 'Invalid CSRF token.' } }));
    const error = await caught(
      createHttpClient({ fetch: fake.fetch })('/api/v2/courses', { method: 'POST' }),
    );
    expect(error.message).toBe('Invalid CSRF token.');
    expect((error.body as HttpErrorBody).errors).toBeUndefined();
  });

  it('throws the server-error text for a 500 and keeps its details off the form', async () => {
    const server = { error: 'Internal server error', requestId: 'r9', errors: { base: ['boom'] } };
    const fake = fakeFetch(() => ({ status: 500, json: server }));
    const error = await caught(createHttpClient({ fetch: fake.fetch })('/api/v2/courses'));
    expect(error.status).toBe(500);
    expect(error.message).toBe(SERVER_ERROR_MESSAGE);
    expect((error.body as HttpErrorBody).title).toBe(SERVER_ERROR_TITLE);
    expect((error.body as HttpErrorBody).errors).toBeUndefined();
  });

  it('handles a non-JSON error page', async () => {
    const fake = fakeFetch(() => ({ status: 502, text: '<html>Bad gateway</html>' }));
    const error = await caught(createHttpClient({ fetch: fake.fetch })('/api/v2/courses'));
    expect(error.message).toBe(SERVER_ERROR_MESSAGE);
    expect((error.body as HttpErrorBody).response).toBeNull();
  });

  it('throws status -1 with the server-error text when no answer arrives', async () => {
    const failing: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await caught(createHttpClient({ fetch: failing })('/api/v2/courses'));
    expect(error.status).toBe(-1);
    expect(error.message).toBe(SERVER_ERROR_MESSAGE);
  });

  it('rejects an aborted call with the abort error itself', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborting: typeof fetch = () =>
      Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(
      createHttpClient({ fetch: aborting })('/api/v2/courses', { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('createHttpClient: 401', () => {
  it('calls onUnauthorized on a 401', async () => {
    const onUnauthorized = vi.fn();
    const fake = fakeFetch(() => ({ status: 401, json: { error: 'You need to sign in.' } }));
    const error = await caught(
      createHttpClient({ fetch: fake.fetch, onUnauthorized })('/api/v2/courses'),
    );
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each(['/login/en', '/login', '/admin/login'])(
    'does not call onUnauthorized on the sign-in page %s',
    async (page) => {
      window.history.pushState({}, '', page);
      const onUnauthorized = vi.fn();
      const fake = fakeFetch(() => ({ status: 401, json: {} }));
      await caught(createHttpClient({ fetch: fake.fetch, onUnauthorized })('/api/v2/courses'));
      expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );

  it('does not call onUnauthorized for a wrong password or an already ended session', async () => {
    const onUnauthorized = vi.fn();
    const fake = fakeFetch(() => ({ status: 401, json: { error: 'Invalid login or password.' } }));
    const client = createHttpClient({ fetch: fake.fetch, onUnauthorized });
    await caught(client('/api/login.json', { method: 'POST', body: {} }));
    await caught(client('/api/logout.json', { method: 'DELETE' }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call onUnauthorized for other statuses', async () => {
    const onUnauthorized = vi.fn();
    const fake = fakeFetch(() => ({ status: 403, json: {} }));
    await caught(createHttpClient({ fetch: fake.fetch, onUnauthorized })('/api/v2/courses'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('isSignInPage', () => {
  it('recognises the sign-in routes only', () => {
    expect(isSignInPage('/login/es')).toBe(true);
    expect(isSignInPage('/admin/login')).toBe(true);
    expect(isSignInPage('/logout')).toBe(false);
    expect(isSignInPage('/loginx')).toBe(false);
    expect(isSignInPage('/tutor/schedule')).toBe(false);
  });
});
