import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { File as NodeFile } from 'node:buffer';
import { createHttpClient, createUploadsApi } from '@tp/data-provider';

/** The API of these tests: MSW's node server, handlers added per test. */
export const server = setupServer();

/** Starts the server for a test file, with the XSRF cookie the client echoes on writes. */
export function startUploadsServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=test-token; path=/';
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

// Node's own FormData class: jsdom replaces the global one, and Node's fetch only encodes
// its own FormData and Blobs into a multipart body.
const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData())
  .constructor as typeof FormData;

/** jsdom's FormData rebuilt in Node's classes, file bytes and names kept. */
async function toNodeFormData(form: FormData): Promise<FormData> {
  const copy = new NodeFormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') copy.append(name, value);
    else {
      const file = new NodeFile([new Uint8Array(await value.arrayBuffer())], value.name, {
        type: value.type,
      });
      copy.append(name, file as unknown as Blob, value.name);
    }
  }
  return copy;
}

/**
 * Node's fetch with jsdom's multipart bodies carried across: the bridge between the test's two
 * realms (the browser's fetch sends jsdom-made FormData as it is).
 */
const bridgedFetch: typeof fetch = async (input, init) => {
  if (init?.body instanceof FormData) {
    return fetch(input, { ...init, body: await toNodeFormData(init.body) });
  }
  return fetch(input, init);
};

/** The app's uploads API over the real HTTP client. */
export function uploadsApi() {
  return createUploadsApi(createHttpClient({ baseUrl: 'http://localhost', fetch: bridgedFetch }));
}

/** A file of `size` bytes (zeros) with the name and type the browser would report. */
export function fileOf(name: string, size: number, type: string): File {
  return new File([new Uint8Array(size)], name, { type });
}

export const MB = 1024 * 1024;
