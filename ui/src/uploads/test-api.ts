import { File as NodeFile } from 'node:buffer';
import { beforeAll, beforeEach } from 'vitest';
import { createHttpClient, createUploadsApi } from '@tp/data-provider';
import { startTestApi, type TestApi } from '@tp/mocks/node';

/**
 * The real API for the upload tests (see @tp/mocks/node), signed in as the admin, who may
 * attach files to any session and set any tutor's avatar. Uploads change the world, so each
 * test that sends one gets a fresh copy next.
 */
export function startUploadsApi(): TestApi {
  const api = startTestApi();
  beforeEach(() => api.signInAs('admin@demo.test'));
  return api;
}

/** The first session and tutor of the demo world: what the files are attached to here. */
export function demoTargets(api: TestApi) {
  const targets = { sessionId: 0, tutorId: 0, tutorName: '' };
  beforeAll(async () => {
    const [row] = await api.query<{ sessionId: number; tutorId: number; tutorName: string }>(
      `select (select min(id) from sessions) as "sessionId", t.id as "tutorId",
              u.first_name || ' ' || u.last_name as "tutorName"
         from tutors t join employees e on e.id = t.id join users u on u.id = e.user_id
        where u.email = 'tutor@demo.test'`,
    );
    Object.assign(targets, row);
  });
  return targets;
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
  return createUploadsApi(
    createHttpClient({ baseUrl: window.location.origin, fetch: bridgedFetch }),
  );
}

const encoder = new TextEncoder();

/**
 * The first bytes of each type the server recognises by content (it sniffs, it does not trust
 * the name or the browser's type). Text types are padded with spaces, the others with zeros.
 */
const SIGNATURES: Record<string, Uint8Array> = {
  'application/pdf': encoder.encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
  'image/png': Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    ),
    (char) => char.charCodeAt(0),
  ),
  'image/jpeg': Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]),
  'image/gif': encoder.encode('GIF89a'),
  'image/bmp': encoder.encode('BM'),
  'text/csv': encoder.encode('name,score\nAda,1500\n'),
};

/** A file of `size` bytes whose content is what the browser claims (`type`), with its name. */
export function fileOf(name: string, size: number, type: string): File {
  const bytes = new Uint8Array(size);
  const signature = SIGNATURES[type];
  if (type.startsWith('text/')) bytes.fill(0x20);
  if (signature) bytes.set(signature.subarray(0, size));
  return new File([bytes], name, { type });
}

export const MB = 1024 * 1024;
