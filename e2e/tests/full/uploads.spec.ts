import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../support/api.ts';

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A Windows program (its MZ header) under an image's name and type. */
const DISGUISED_PROGRAM = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);
const MB = 1024 * 1024;

interface SignedIn {
  userId: number;
  xsrf: string;
}

/** Signs the request context in (CSRF bootstrap, then login); the XSRF token to echo on writes. */
async function signIn(request: APIRequestContext, login: string): Promise<SignedIn> {
  await request.get('/api/session.json');
  const state = await request.storageState();
  const cookie = state.cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  const xsrf = decodeURIComponent(cookie.value);
  const res = await request.post('/api/login.json', {
    data: { login, password: DEMO_PASSWORD },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(res.ok()).toBe(true);
  // Sign-in issues a fresh token: echo that one from now on.
  const fresh = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  return { userId: (await res.json()).user.id as number, xsrf: decodeURIComponent(fresh!.value) };
}

async function someSessionId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/v2/sessions?per=1');
  expect(res.ok()).toBe(true);
  const { sessions } = (await res.json()) as { sessions: { id: number }[] };
  expect(sessions.length).toBeGreaterThan(0);
  return sessions[0]!.id;
}

function uploadTo(
  request: APIRequestContext,
  { xsrf }: SignedIn,
  sessionId: number,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  return request.post('/api/v2/uploads.json', {
    multipart: { file, attachableId: String(sessionId), attachableType: 'Session' },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
}

test('a PNG attached to a session is listed, downloaded as sent and deleted', async ({
  request,
}) => {
  const me = await signIn(request, 'admin@demo.test');
  const sessionId = await someSessionId(request);

  const created = await uploadTo(request, me, sessionId, {
    name: 'whiteboard.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  expect(created.status()).toBe(201);
  const { upload } = await created.json();
  expect(upload).toMatchObject({
    fileName: 'whiteboard.png',
    attachableId: sessionId,
    attachableType: 'Session',
  });

  const listed = await request.get(
    `/api/v2/uploads?attachableId=${sessionId}&attachableType=Session`,
  );
  const { uploads } = (await listed.json()) as { uploads: { id: number }[] };
  expect(uploads.map((u) => u.id)).toContain(upload.id);

  const download = await request.get(upload.url);
  expect(download.headers()['content-type']).toContain('image/png');
  expect(Buffer.from(await download.body()).equals(PNG)).toBe(true);

  const deleted = await request.delete(`/api/v2/uploads/${upload.id}`, {
    headers: { 'X-XSRF-TOKEN': me.xsrf },
  });
  expect(deleted.status()).toBe(204);
  expect((await request.get(upload.url)).status()).toBe(404);
});

test('a program named like an image is refused by its content', async ({ request }) => {
  const me = await signIn(request, 'admin@demo.test');
  const res = await uploadTo(request, me, await someSessionId(request), {
    name: 'holiday.png',
    mimeType: 'image/png',
    buffer: DISGUISED_PROGRAM,
  });
  expect(res.status()).toBe(422);
  expect(JSON.stringify(await res.json())).toContain(
    "It looks like holiday.png can't be uploaded since file type is not supported",
  );
});

test('a file over 3 MB is refused with the uploader’s message', async ({ request }) => {
  const me = await signIn(request, 'admin@demo.test');
  const res = await uploadTo(request, me, await someSessionId(request), {
    name: 'scan.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG, Buffer.alloc(3 * MB)]),
  });
  expect(res.status()).toBe(422);
  expect(JSON.stringify(await res.json())).toContain('It looks like that file is larger than 3MB.');
});

test('a request over 5 MB is refused with the batch message', async ({ request }) => {
  const me = await signIn(request, 'admin@demo.test');
  const res = await uploadTo(request, me, await someSessionId(request), {
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG, Buffer.alloc(5 * MB + 1)]),
  });
  expect(res.status()).toBe(413);
  expect((await res.json()).error).toBe('It looks like all your attachments exceed the 5MB limit.');
});

test('an upload without the CSRF header is refused', async ({ request }) => {
  await signIn(request, 'admin@demo.test');
  const res = await request.post('/api/v2/uploads.json', {
    multipart: {
      file: { name: 'a.png', mimeType: 'image/png', buffer: PNG },
      attachableId: String(await someSessionId(request)),
      attachableType: 'Session',
    },
  });
  expect(res.status()).toBe(403);
});

test('an avatar PNG is stored and answered with its url', async ({ request }) => {
  const me = await signIn(request, 'admin@demo.test');
  const res = await request.post('/api/v2/avatars', {
    multipart: {
      file: { name: 'me.png', mimeType: 'image/png', buffer: PNG },
      avatarableType: 'User',
      avatarableId: String(me.userId),
    },
    headers: { 'X-XSRF-TOKEN': me.xsrf },
  });
  expect(res.ok()).toBe(true);
  const { avatar } = await res.json();
  expect(typeof avatar.url).toBe('string');
  const image = await request.get(avatar.url);
  expect(image.ok()).toBe(true);
  expect(image.headers()['content-type']).toContain('image/png');
});
